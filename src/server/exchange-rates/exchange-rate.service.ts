import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import {
  aedPerUnit,
  DISPLAY_CURRENCIES,
  TICKER_CURRENCIES,
  type DisplayCurrency,
  type ExchangeRates,
  type TickerCurrency,
} from '../../shared/exchange-rates/currencies.ts';
import { ExchangeRateSnapshotSchema } from './exchange-rate-snapshot.entity.ts';

const CACHE_MS = 5 * 60 * 1000;
const RETRY_AFTER_FAILURE_MS = 60 * 1000;
const UPSTREAM_TIMEOUT_MS = 4000;
/** The real answer is about 3 kB; a service gone wrong must not fill our memory. */
export const UPSTREAM_MAX_BYTES = 256 * 1024;
const SNAPSHOTS_KEPT = 50;

const upstreamSchema = z.object({
  result: z.literal('success'),
  base_code: z.literal('AED'),
  rates: z.record(z.string(), z.number().positive()),
});

/** The rates the site uses: the ticker's and every currency a visitor may see prices in. */
function pick(rates: Record<string, number>): Partial<Record<DisplayCurrency, number>> {
  const picked: Partial<Record<DisplayCurrency, number>> = {};
  for (const code of DISPLAY_CURRENCIES) {
    const rate = code === 'AED' ? 1 : rates[code];
    if (rate !== undefined) picked[code] = rate;
  }
  return picked;
}

/** The body as text, given up (and the connection released) as soon as it passes `maxBytes`. */
async function readBounded(response: Response, maxBytes: number): Promise<string> {
  const tooLarge = () => new Error(`rate service answer is larger than ${maxBytes} bytes`);
  if (Number(response.headers.get('content-length')) > maxBytes) {
    await response.body?.cancel();
    throw tooLarge();
  }
  if (!response.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    if (size > maxBytes) throw tooLarge(); // leaving the loop cancels the stream
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Latest AED rates: fetched from the configured service at most every 5 minutes, the last good
 * answer kept in the database, and a failing service answered from that (or with no rates).
 */
export class ExchangeRateService {
  private cached: { value: ExchangeRates; until: number } | undefined;
  private inFlight: Promise<ExchangeRates> | undefined;

  constructor(
    private readonly options: { url: string; log: FastifyBaseLogger; now?: () => number; fetch?: typeof fetch },
  ) {}

  latest(em: EntityManager): Promise<ExchangeRates> {
    const now = this.now();
    if (this.cached && this.cached.until > now) return Promise.resolve(this.cached.value);
    // Concurrent requests share one upstream call, on an EntityManager of its own.
    this.inFlight ??= this.refresh(em.fork()).finally(() => {
      this.inFlight = undefined;
    });
    return this.inFlight;
  }

  private async refresh(em: EntityManager): Promise<ExchangeRates> {
    // MikroORM 7 refuses findOne with an empty where: take the newest row with find + limit.
    const [previous] = await em.find(ExchangeRateSnapshotSchema, {}, { orderBy: { fetchedAt: 'desc' }, limit: 1 });
    try {
      const rates = pick(await this.fetchUpstream());
      const fetchedAt = new Date(this.now());
      em.create(ExchangeRateSnapshotSchema, { base: 'AED', rates, fetchedAt });
      await em.flush();
      await this.prune(em);
      const value = this.answer(rates, fetchedAt, previous?.rates);
      this.cached = { value, until: this.now() + CACHE_MS };
      return value;
    } catch (error) {
      this.options.log.warn({ err: error }, 'exchange-rate service unavailable; serving the last stored rates');
      const stored = previous ? await this.beforeLatest(em, previous.fetchedAt) : undefined;
      const value = previous
        ? this.answer(previous.rates, previous.fetchedAt, stored?.rates)
        : { base: 'AED' as const, rates: {}, changes: {}, fetchedAt: null };
      this.cached = { value, until: this.now() + RETRY_AFTER_FAILURE_MS };
      return value;
    }
  }

  private async fetchUpstream(): Promise<Record<string, number>> {
    const doFetch = this.options.fetch ?? fetch;
    // One deadline for the whole exchange: the signal also ends a body that trickles in.
    const response = await doFetch(this.options.url, { signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS) });
    if (!response.ok) {
      await response.body?.cancel();
      throw new Error(`rate service answered ${response.status}`);
    }
    return upstreamSchema.parse(JSON.parse(await readBounded(response, UPSTREAM_MAX_BYTES))).rates;
  }

  private answer(rates: Record<string, number>, fetchedAt: Date, previous?: Record<string, number>): ExchangeRates {
    const picked = pick(rates);
    const changes: Partial<Record<TickerCurrency, number>> = {};
    for (const code of TICKER_CURRENCIES) {
      const now = picked[code];
      const before = previous?.[code];
      if (now !== undefined && before !== undefined) {
        const change = ((aedPerUnit(now) - aedPerUnit(before)) / aedPerUnit(before)) * 100;
        changes[code] = Math.round(change * 10_000) / 10_000;
      }
    }
    return { base: 'AED', rates: picked, changes, fetchedAt: fetchedAt.toISOString() };
  }

  private async beforeLatest(em: EntityManager, latestAt: Date) {
    return em.findOne(ExchangeRateSnapshotSchema, { fetchedAt: { $lt: latestAt } }, { orderBy: { fetchedAt: 'desc' } });
  }

  private async prune(em: EntityManager): Promise<void> {
    const keep = await em.find(
      ExchangeRateSnapshotSchema,
      {},
      { orderBy: { fetchedAt: 'desc' }, limit: SNAPSHOTS_KEPT, fields: ['id'] },
    );
    if (keep.length === SNAPSHOTS_KEPT) {
      await em.nativeDelete(ExchangeRateSnapshotSchema, { id: { $nin: keep.map((snapshot) => snapshot.id) } });
    }
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }
}

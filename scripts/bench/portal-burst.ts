/**
 * A burst of signed Property Finder webhook deliveries against a listening server:
 * `runPortalBurst({ baseUrl, secret })` sends EVENTS (default 1,000) distinct lead events, CONCURRENCY
 * at a time, each signed as Property Finder signs (hex HMAC-SHA256 of the body), and returns every
 * answer's status and time with the p50/p99/max. test/integration/portal-burst.test.ts runs it
 * against the app; run by hand against a server started with PROPERTY_FINDER_WEBHOOK_SECRET:
 *   BURST_URL=http://127.0.0.1:3000 BURST_SECRET=... npx tsx scripts/bench/portal-burst.ts
 */
import { createHmac, randomUUID } from 'node:crypto';

export interface BurstResult {
  events: number;
  eventIds: string[];
  statuses: Record<number, number>;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  totalMs: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

function delivery(secret: string, index: number) {
  const leadId = randomUUID();
  const envelope = {
    id: randomUUID(),
    type: 'lead.created',
    timestamp: new Date().toISOString(),
    entity: { id: leadId, type: 'lead' },
    payload: {
      id: leadId,
      createdAt: new Date().toISOString(),
      channel: ['whatsapp', 'call', 'email'][index % 3],
      responseLink: `https://www.propertyfinder.ae/leads/${leadId}`,
      listing: { id: String(7_000_000 + index), reference: 'SSPJ-0001' },
      sender: {
        name: `Burst Sender ${index}`,
        contacts: [
          { type: 'phone', value: `+97150${String(1_000_000 + index).slice(-7)}` },
          { type: 'email', value: `burst${index}@example.com` },
        ],
      },
    },
  };
  const body = JSON.stringify(envelope);
  return { id: envelope.id, body, signature: createHmac('sha256', secret).update(body).digest('hex') };
}

export async function runPortalBurst(options: {
  baseUrl: string;
  secret: string;
  events?: number;
  concurrency?: number;
}): Promise<BurstResult> {
  const events = options.events ?? 1_000;
  const concurrency = options.concurrency ?? 50;
  const deliveries = Array.from({ length: events }, (_, index) => delivery(options.secret, index));
  const times: number[] = [];
  const statuses: Record<number, number> = {};
  let next = 0;
  const began = performance.now();
  async function worker(): Promise<void> {
    while (next < deliveries.length) {
      const { body, signature } = deliveries[next++]!;
      const started = performance.now();
      const response = await fetch(`${options.baseUrl}/webhooks/property-finder`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-signature': signature },
        body,
        signal: AbortSignal.timeout(30_000),
      });
      await response.arrayBuffer();
      times.push(performance.now() - started);
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  const sorted = [...times].sort((a, b) => a - b);
  return {
    events,
    eventIds: deliveries.map((d) => d.id),
    statuses,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    maxMs: sorted.at(-1) ?? 0,
    totalMs: performance.now() - began,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const baseUrl = process.env.BURST_URL ?? 'http://127.0.0.1:3000';
  const secret = process.env.BURST_SECRET;
  if (!secret) throw new Error('set BURST_SECRET to the server’s PROPERTY_FINDER_WEBHOOK_SECRET');
  const result = await runPortalBurst({ baseUrl, secret });
  const { eventIds: _ids, ...figures } = result;
  process.stdout.write(`${JSON.stringify(figures, null, 2)}\n`);
}

import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { defineJob } from '../jobs/define-job.ts';
import { IdempotencyKeySchema } from './idempotency-key.entity.ts';

/** How long a stored answer is given back for the same key. */
export const IDEMPOTENCY_HOURS = 24;
/** How long a retry waits for the first request with its key to finish before it is told to come back. */
const WAIT_FOR_FIRST_MS = 10_000;
const POLL_MS = 50;
/**
 * A first request that has not answered in this long never will (its instance stopped mid-way): its
 * claim is dropped so a retry can run. Longer than any request may take (REQUEST_TIMEOUT_SECONDS).
 */
const ABANDONED_AFTER_SECONDS = 120;

export interface StoredAnswer {
  status: number;
  contentType: string | null;
  body: string;
}

/**
 * What a request with an Idempotency-Key may do: run (it is the first, `id` is its row), give back the
 * first one's answer, or be refused because the key was used with another request (`mismatch`) or the
 * first is still running after the wait (`busy`).
 */
export type Claim =
  { kind: 'first'; id: number } | { kind: 'replay'; answer: StoredAnswer } | { kind: 'mismatch' } | { kind: 'busy' };

interface Row {
  id: number;
  fingerprint: string;
  status: number | null;
  content_type: string | null;
  body: string | null;
  expired: boolean;
  abandoned: boolean;
}

/** JSON with its object keys sorted, so the same body sent with its fields in another order is the same request. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** What makes two requests "the same": method, path with query, and body. */
export function fingerprintOf(method: string, url: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method} ${url}\n${canonicalJson(body)}`)
    .digest('hex');
}

const tableOf = (em: EntityManager) => em.getMetadata(IdempotencyKeySchema).tableName;

async function readRow(em: EntityManager, caller: string, key: string): Promise<Row | undefined> {
  const [row] = await em.execute<Row[]>(
    `select id, fingerprint, status, content_type, body,
            created_at < now() - make_interval(hours => ?) as expired,
            status is null and created_at < now() - make_interval(secs => ?) as abandoned
       from ${tableOf(em)} where caller = ? and key = ?`,
    [IDEMPOTENCY_HOURS, ABANDONED_AFTER_SECONDS, caller, key],
  );
  return row;
}

/**
 * Claims `key` for this request. The unique (caller, key) row decides between two requests that arrive
 * at once: the insert of one wins, the other waits for its answer and gives that back. Each statement
 * commits on its own, so the claim is seen by every other instance before the request runs.
 */
export async function claim(
  em: EntityManager,
  { caller, key, route, fingerprint }: { caller: string; key: string; route: string; fingerprint: string },
): Promise<Claim> {
  const deadline = Date.now() + WAIT_FOR_FIRST_MS;
  for (;;) {
    const [inserted] = await em.execute<Array<{ id: number }>>(
      `insert into ${tableOf(em)} (caller, key, route, fingerprint, created_at) values (?, ?, ?, ?, now())
       on conflict (caller, key) do nothing returning id`,
      [caller, key, route, fingerprint],
    );
    if (inserted) return { kind: 'first', id: inserted.id };
    const row = await readRow(em, caller, key);
    // Gone between the two statements (released after a failure, or purged): claim it again.
    if (!row) continue;
    if (row.expired || row.abandoned) {
      await em.nativeDelete(IdempotencyKeySchema, { id: row.id });
      continue;
    }
    if (row.fingerprint !== fingerprint) return { kind: 'mismatch' };
    if (row.status !== null) {
      return { kind: 'replay', answer: { status: row.status, contentType: row.content_type, body: row.body ?? '' } };
    }
    if (Date.now() >= deadline) return { kind: 'busy' };
    await sleep(POLL_MS);
  }
}

/** Stores the first request's answer, for every retry with its key. */
export async function complete(em: EntityManager, id: number, answer: StoredAnswer): Promise<void> {
  await em.nativeUpdate(
    IdempotencyKeySchema,
    { id },
    { status: answer.status, contentType: answer.contentType?.slice(0, 100) ?? null, body: answer.body },
  );
}

/** Frees the key after a failure of ours (a 5xx), so a retry runs the request again. */
export async function release(em: EntityManager, id: number): Promise<void> {
  await em.nativeDelete(IdempotencyKeySchema, { id });
}

/** Deletes the answers older than IDEMPOTENCY_HOURS; returns how many. */
export async function purgeExpiredIdempotencyKeys(em: EntityManager): Promise<number> {
  return em.nativeDelete(IdempotencyKeySchema, {
    createdAt: { $lt: new Date(Date.now() - IDEMPOTENCY_HOURS * 3_600_000) },
  });
}

/** Keeps the table to a day of answers: hourly, at a quarter past. */
export const idempotencyPurgeJob = defineJob({
  name: 'idempotency_purge',
  payload: z.object({}),
  async run(_payload, { orm, log }) {
    const removed = await purgeExpiredIdempotencyKeys(orm.em.fork());
    if (removed > 0) log.info({ removed }, 'idempotency keys: removed answers older than a day');
  },
  schedule: { cron: '15 * * * *' },
});

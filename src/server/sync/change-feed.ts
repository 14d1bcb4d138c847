import type { EntityManager } from '@mikro-orm/postgresql';
import type { SyncListInput } from '../../shared/api/responses.ts';
import { invalidField } from '../errors.ts';

/**
 * Incremental sync (issue #43): a list of what changed, oldest change first, a page at a time, whose
 * cursor neither skips nor repeats a record while others change or arrive.
 *
 * Each synced table carries `updated_at` and `change_xid`, the id of the transaction that last wrote
 * the row, both set by a trigger on every insert and update (see the migration). The list is ordered
 * by (change_xid, id) on an index, not by time: a transaction's clock is read when it begins, so one
 * that began first may commit last, and a cursor past its time would skip its rows. Transaction ids
 * have the same problem, except that PostgreSQL says which are settled: every id below the xmin of the
 * current snapshot has committed or rolled back. The list shows only those, so nothing can later land
 * behind a cursor: a row still being written waits for the next page. A row changed again moves to
 * the end, so a client sees each record again exactly when it has changed again.
 */

/** Where a page ends: the last record's transaction id (xid8, as text) and its id. */
export interface ChangeKey {
  xid: string;
  id: number;
}

const OUT_OF_DATE = 'This cursor is not one we gave: start again without it, from `updatedSince`.';

export function encodeChangeCursor(key: ChangeKey): string {
  return Buffer.from(JSON.stringify(['c1', key.xid, key.id])).toString('base64url');
}

export function decodeChangeCursor(cursor: string): ChangeKey {
  try {
    const [version, xid, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (version === 'c1' && typeof xid === 'string' && /^\d{1,20}$/.test(xid) && Number.isSafeInteger(id))
      return { xid, id: Number(id) };
  } catch {
    // Not base64url JSON: the same answer as any other cursor we did not make.
  }
  throw invalidField('cursor', OUT_OF_DATE, cursor);
}

/** A page of changes: the ids of the records in order, and where the next page starts. */
export interface ChangePage {
  ids: number[];
  nextCursor: string | null;
  hasMore: boolean;
}

/** The tables a client can sync, each with the trigger of the migration (sync_change_stamps). */
export type SyncedTable = 'inquiries' | 'viewings' | 'deals';

/**
 * The ids of the next page of changes of `table` (aliased `t`) within `scope`, a condition on `t`:
 * settled changes after the cursor and at or after `updatedSince`, in (change_xid, id) order.
 */
export async function changedIds(
  em: EntityManager,
  table: SyncedTable,
  scope: { sql: string; params: unknown[] },
  input: SyncListInput,
): Promise<ChangePage> {
  const after = input.cursor ? decodeChangeCursor(input.cursor) : null;
  const where = [scope.sql, 't.change_xid < pg_snapshot_xmin(pg_current_snapshot())'];
  const params = [...scope.params];
  if (input.updatedSince) {
    where.push('t.updated_at >= ?::timestamptz');
    params.push(input.updatedSince);
  }
  if (after) {
    where.push('(t.change_xid, t.id) > (?::xid8, ?)');
    params.push(after.xid, after.id);
  }
  const rows = await em.execute<Array<{ id: number; change_key: string }>>(
    `select t.id, t.change_xid::text as change_key from ${table} t
      where ${where.join(' and ')} order by t.change_xid, t.id limit ?`,
    [...params, input.limit + 1],
  );
  const page = rows.slice(0, input.limit);
  const last = page.at(-1);
  return {
    ids: page.map((row) => row.id),
    // An empty page keeps the caller where it was, so it can ask again later from there.
    nextCursor: last ? encodeChangeCursor({ xid: last.change_key, id: last.id }) : (input.cursor ?? null),
    hasMore: rows.length > input.limit,
  };
}

/** The records of `ids` in that order (a find by ids answers in any order). */
export function inIdOrder<Row extends { id: number }>(ids: number[], rows: Row[]): Row[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

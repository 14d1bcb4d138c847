import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactInquiry } from '../fixtures/payloads.ts';
import type { AppClient } from '../support/app-client.ts';
import { createTestApp, json, type TestApp } from '../support/test-app.ts';
import { eventually, present } from '../support/eventually.ts';
import { bookViewing, slotsOn, viewingAgentOf } from '../support/viewings.ts';

/** Incremental sync (issue #43): pages of changes that neither skip nor repeat a lead while others arrive. */

let t: TestApp;
let staff: AppClient;
let sent = 0;

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { INQUIRY_RATE_LIMIT_PER_MINUTE: '100000' } });
  staff = await t.staff();
});
afterAll(() => t.close());

async function sendLead(): Promise<number> {
  sent += 1;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/inquiries',
    payload: {
      ...contactInquiry,
      email: `sync-${sent}@example.com`,
      phone: `+9715000${String(sent).padStart(5, '0')}`,
    },
  });
  expect(response.statusCode).toBe(201);
  return json<{ id: number }>(response).id;
}

interface Page {
  items: Array<{ id: number; status: string; updatedAt: string }>;
  nextCursor: string | null;
  hasMore: boolean;
}

async function page(url: string): Promise<{ body: Page; link: string | null }> {
  const response = await staff.fetch(url);
  expect(response.status, url).toBe(200);
  return { body: await response.json(), link: response.headers.get('link') };
}

/** Every page from `url` on, following the Link header; the ids in the order seen and the last cursor. */
async function pagesFrom(url: string, between: () => Promise<void> = async () => {}) {
  const seen: number[] = [];
  let next: string | null = url;
  let cursor: string | null = null;
  while (next) {
    const { body, link } = await page(next);
    seen.push(...body.items.map((item) => item.id));
    cursor = body.nextCursor;
    expect(link !== null, 'a Link header exactly while more are waiting').toBe(body.hasMore);
    const target = link ? new URL(/^<([^>]+)>; rel="next"$/.exec(link)![1]!) : null;
    // Absolute, on the site's public address, so a client follows it as it is.
    if (target) expect(target.origin).toBe(new URL(t.env.PUBLIC_URL).origin);
    next = target ? target.pathname + target.search : null;
    if (next) await between();
  }
  return { seen, cursor };
}

/**
 * Waits until every change written so far is settled for the feed: below the xmin of the cluster's
 * snapshot. Transaction ids are the cluster's, so an open transaction of another test file's database
 * (or of the faults stage beside this one) holds every newer change back, as it would any other
 * database's in a shared cluster. A test that pages through what it wrote waits for this first, so it
 * reads its own writes whatever runs beside it; the feed's answer is still checked as it comes.
 */
async function settled(): Promise<void> {
  const [current] = await t.orm.em.fork().execute<Array<{ xid: string }>>('select pg_current_xact_id()::text as xid');
  const xid = present(current, 'the current transaction id').xid;
  await eventually(async () => {
    const [row] = await t.orm.em
      .fork()
      .execute<Array<{ done: boolean }>>('select pg_snapshot_xmin(pg_current_snapshot()) > ?::xid8 as done', [xid]);
    expect(row?.done, `transaction ${xid} and every one before it settled`).toBe(true);
  });
}

/**
 * Pages on from `cursor` until `expected` ids have come. Transaction ids are the cluster's, so an open
 * transaction of another test file's database holds the newest change back for a moment, as it would any
 * other database's in a shared cluster: the change is late, never skipped.
 */
async function drainUntil(start: { seen: number[]; cursor: string | null }, expected: number[], firstUrl = '') {
  const seen = [...start.seen];
  let cursor = start.cursor;
  await eventually(async () => {
    // No cursor yet (nothing came): ask again as at first.
    const more = await pagesFrom(cursor ? `/api/leads/changes?cursor=${cursor}` : firstUrl);
    seen.push(...more.seen);
    cursor = more.cursor ?? cursor;
    expect(expected.filter((id) => !seen.includes(id))).toEqual([]);
  });
  return { seen, cursor };
}

describe('GET /api/leads/changes', () => {
  it('pages through every lead once, and again only after it changed, while new ones arrive', async () => {
    const since = new Date().toISOString();
    const first = [];
    for (let i = 0; i < 5; i++) first.push(await sendLead());
    await settled();
    const arriving: number[] = [];
    const changed = first[0]!; // read on the first page, then changed
    let round = 0;
    const firstPage = `/api/leads/changes?updatedSince=${since}&limit=2`;
    const paged = await pagesFrom(firstPage, async () => {
      round += 1;
      arriving.push(await sendLead());
      if (round === 1) await staff.trpc.inquiries.setStatus.mutate({ id: changed, status: 'Contacted' });
    });
    const { seen, cursor } = await drainUntil(paged, arriving, firstPage);
    // Each lead once, in the order of its last change; the one changed after it was read, twice.
    expect(seen.filter((id) => id !== changed)).toEqual([...first, ...arriving].filter((id) => id !== changed));
    expect(seen.filter((id) => id === changed)).toHaveLength(2);
    expect(seen.lastIndexOf(changed)).toBeGreaterThan(seen.indexOf(first[4]!));
    // The last cursor holds the place: what arrives later is the next answer, and nothing before it.
    const later = await sendLead();
    const after = await drainUntil({ seen: [], cursor }, [later]);
    expect(after.seen).toEqual([later]);
  });

  it('holds back a change still being written, so a later cursor cannot pass it by', async () => {
    const since = new Date().toISOString();
    const held = await sendLead();
    const firstPage = `/api/leads/changes?updatedSince=${since}`;
    const { cursor } = await drainUntil(await pagesFrom(firstPage), [held], firstPage);
    const writer = new pg.Client({ connectionString: t.databaseUrl });
    await writer.connect();
    try {
      await writer.query('begin');
      await writer.query(`update inquiries set status = 'Contacted' where id = $1`, [held]);
      // Committed after the open change began: it waits with it, or a cursor past it would skip `held`.
      const after = await sendLead();
      expect((await page(`/api/leads/changes?cursor=${cursor}`)).body.items).toEqual([]);
      await writer.query('commit');
      const items: Page['items'] = [];
      let from = cursor;
      await eventually(async () => {
        const { body } = await page(`/api/leads/changes?cursor=${from}`);
        items.push(...body.items);
        from = body.nextCursor ?? from;
        expect(items.map((item) => item.id)).toEqual([held, after]);
      });
      expect(items.map((item) => [item.id, item.status])).toEqual([
        [held, 'Contacted'],
        [after, 'New'],
      ]);
    } finally {
      await writer.end();
    }
  });

  it('refuses a cursor it did not give, and a time that is not one, naming the parameter', async () => {
    const bogus = await staff.fetch('/api/leads/changes?cursor=abc');
    expect(bogus.status).toBe(400);
    expect(bogus.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(await bogus.json()).toMatchObject({ status: 400, errors: { cursor: [expect.any(String)] } });
    const badTime = await staff.fetch('/api/leads/changes?updatedSince=yesterday');
    expect(await badTime.json()).toMatchObject({ errors: { updatedSince: [expect.any(String)] } });
  });
});

describe('GET /api/viewings/changes', () => {
  it('lists a booked viewing with the visitor, after the changes before it', async () => {
    await viewingAgentOf(t);
    const since = new Date().toISOString();
    const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const [slot] = await slotsOn(t, day);
    const booked = await bookViewing(t, slot!.start);
    expect(booked.statusCode).toBe(201);
    await settled();
    const { body } = await page(`/api/viewings/changes?updatedSince=${since}`);
    expect(body.items).toEqual([
      expect.objectContaining({ id: json<{ id: number }>(booked).id, status: 'booked', visitor: expect.any(Object) }),
    ]);
    expect(body.hasMore).toBe(false);
  });
});

describe('the change stamps in the schema', () => {
  it('are known to the entities: a generated migration would neither drop nor rewrite them', async () => {
    // What `npm run db:migration:create` would write, diffed against this file's migrated database.
    const diff = await t.orm.schema.getUpdateSchemaSQL();
    expect(diff).not.toMatch(/change_xid|change_key|stamp_change|updated_at/);
  });
});

import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InquiryView } from '../../src/shared/inquiries/types.ts';
import { contactInquiry, enquiryDialogInquiry } from '../fixtures/payloads.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let cookie: string;
const owner = () => t.caller({ id: 1, username: 'staff' });

/** Adds `count` leads in one statement; `alike` of them share one creation instant (to the microsecond). */
async function insertLeads(count: number, tag: string, options: { message?: string; alike?: number } = {}) {
  await t.orm.em
    .fork()
    .getConnection()
    .execute(
      `insert into inquiries (kind, first_name, last_name, email, phone, message, email_key, phone_e164, contact_key, created_at)
       select 'contact', case when g % 7 = 0 then '=HYPERLINK("x")' else 'Guest' end, '${tag} ' || g,
         '${tag}' || g || '@example.com', '+971 50 ' || lpad(g::text, 7, '0'), ?, '${tag}' || g || '@example.com',
         '+97150' || lpad(g::text, 7, '0'), md5('${tag}' || g)::uuid::text,
         case when g <= ? then timestamptz '2025-06-01 10:00:00.123456+00'
              else timestamptz '2025-01-01 00:00:00+00' + g * interval '1 minute 0.000317 seconds' end
       from generate_series(1, ?) g`,
      [options.message ?? null, options.alike ?? 0, count],
    );
}

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { INQUIRY_RATE_LIMIT_PER_MINUTE: '1000' } });
  cookie = await t.signIn();
});
afterAll(() => t.close());

describe('the inbox by keyset pages', () => {
  it('pages through every lead once, newest first, while new leads arrive between pages', async () => {
    await insertLeads(230, 'page', { alike: 40 });
    const expected = (await owner().inquiries.list({ search: 'page', limit: 10_000 })).items.map((lead) => lead.id);
    expect(expected).toHaveLength(230);

    const seen: number[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 20; page += 1) {
      const answer: { items: InquiryView[]; nextCursor: string | null } = await owner().inquiries.list({
        search: 'page',
        limit: 25,
        cursor,
      });
      seen.push(...answer.items.map((lead) => lead.id));
      // A lead sent while the inbox is open: it belongs above the first page, never in a later one.
      const sent = await t.app.inject({ method: 'POST', url: '/api/inquiries', payload: contactInquiry });
      expect(sent.statusCode).toBe(201);
      cursor = answer.nextCursor;
      if (!cursor) break;
    }
    expect(seen).toEqual(expected);
    expect(await owner().inquiries.list({ search: 'page', limit: 1 })).toMatchObject({
      total: 230,
      moreThanTotal: false,
    });
  });

  it('answers a page asked for by offset with the leads at those places, ties in the same instant included', async () => {
    await insertLeads(120, 'offs', { alike: 30 });
    const all = (await owner().inquiries.list({ search: 'offs', limit: 500 })).items.map((lead) => lead.id);
    expect(all).toHaveLength(120);
    for (const offset of [1, 17, 29, 30, 95]) {
      const page = await owner().inquiries.list({ search: 'offs', limit: 20, offset });
      expect(page.items.map((lead) => lead.id)).toEqual(all.slice(offset, offset + 20));
      expect(page.nextCursor === null).toBe(offset + 20 >= 120);
    }
    expect((await owner().inquiries.list({ search: 'offs', limit: 20, offset: 120 })).items).toEqual([]);
  });

  it('says "more" past 1,000 matching leads rather than count them all', async () => {
    await insertLeads(1001, 'many');
    expect(await owner().inquiries.list({ search: 'many', limit: 1 })).toMatchObject({
      total: 1000,
      moreThanTotal: true,
    });
  });

  it('refuses a cursor it did not make, naming the field', async () => {
    const response = await t.app.inject({
      url: `/trpc/inquiries.list?input=${encodeURIComponent(JSON.stringify({ cursor: 'bm90IGEgY3Vyc29y' }))}`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('cursor');
  });
});

describe('a lead in the inbox', () => {
  it('reads the same as on its own page: the row the list maps is the lead the page loads', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/inquiries',
      payload: {
        ...enquiryDialogInquiry,
        email: 'same.everywhere@example.com',
        propertyId: 135,
        attribution: { utmSource: 'google', utmCampaign: 'penthouses', gclid: 'Cj0KCQ-same', landingPage: '/ar' },
      },
    });
    expect(sent.statusCode).toBe(201);
    const { id } = sent.json<{ id: number }>();
    const [agent] = await t.orm.em
      .fork()
      .getConnection()
      .execute<Array<{ id: number }>>('select id from agents limit 1');
    await owner().inquiries.assign({ id, agentId: agent!.id });
    await owner().inquiries.setStatus({ id, status: 'Contacted' });

    const [listed] = (await owner().inquiries.list({ search: 'same.everywhere' })).items;
    const { events, contactLeads, contactLeadsElsewhere, ...page } = await owner().inquiries.byId({ id });
    expect(events.length).toBeGreaterThan(0);
    expect([contactLeads, contactLeadsElsewhere]).toEqual([[], 0]);
    expect(listed).toEqual(page);
    expect(listed).toMatchObject({
      propertyId: 135,
      assignedAgentId: agent!.id,
      status: 'Contacted',
      attribution: { utmSource: 'google', gclid: 'Cj0KCQ-same' },
    });
    expect(listed?.propertyTitle).toBeTruthy();
    expect(listed?.assignedAgentName).toBeTruthy();
    expect(listed?.statusChangedAt).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);
  });
});

describe('the inbox search', () => {
  it('finds a lead by a fragment of its first name, last name, e-mail or phone number', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/inquiries',
      payload: {
        ...contactInquiry,
        firstName: 'Anastasia',
        lastName: 'Worthington-Smythe',
        email: 'a.worthington@palmresidence.ae',
        phone: '+971 55 987 6543',
      },
    });
    const { id } = sent.json<{ id: number }>();
    const enquiry = await t.app.inject({
      method: 'POST',
      url: '/api/inquiries',
      payload: { ...enquiryDialogInquiry, email: 'residence.enquiry@example.com', propertyId: 135 },
    });
    const [listed] = (await owner().inquiries.list({ search: 'residence.enquiry' })).items;
    expect(listed).toMatchObject({ id: enquiry.json<{ id: number }>().id, propertyId: 135 });
    expect(listed?.propertyTitle).toBeTruthy();
    const found = async (search: string) =>
      (await owner().inquiries.list({ search })).items.map((lead) => lead.id).includes(id);
    expect(await found('nastas')).toBe(true);
    expect(await found('thington-sm')).toBe(true);
    expect(await found('@palmresid')).toBe(true);
    expect(await found('987 65')).toBe(true);
    // Typed as a local number, or without spaces: the number as E.164.
    expect(await found('055 987 6543')).toBe(true);
    expect(await found('559876543')).toBe(true);
    expect(await found('Worthington-Smith')).toBe(false);
    expect(await found('055 987 6544')).toBe(false);
  });
});

describe('the CSV export', () => {
  const LEADS = 10_050;

  beforeAll(() => insertLeads(LEADS, 'bulk', { message: `Interested in a penthouse. ${'x'.repeat(1800)}` }));

  it('exports more leads than the old 10,000 cap, whole, once each, spreadsheet-safe, and records the count', async () => {
    const response = await t.app.inject({ url: '/api/inquiries/export.csv?search=bulk', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, ...rows] = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(header).toMatch(/^"ID","Received",/);
    expect(rows).toHaveLength(LEADS);
    expect(new Set(rows.map((row) => row.split(',')[0])).size).toBe(LEADS);
    const formulas = rows.filter((row) => row.includes('HYPERLINK'));
    expect(formulas).toHaveLength(Math.floor(LEADS / 7));
    expect(formulas.every((row) => row.includes(`"'=HYPERLINK(""x"")"`))).toBe(true);
    expect(rows.some((row) => row.includes(`"'+971 50 0000001"`))).toBe(true);

    const [audit] = await t.orm.em
      .fork()
      .getConnection()
      .execute<Array<{ details: { rowCount: number } }>>(
        `select details from audit_events where action = 'leads.csv_exported' order by id desc limit 1`,
      );
    expect(audit?.details.rowCount).toBe(LEADS);
  });

  it('streams: the first bytes arrive before the last lead is read', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const oldest = 'bulk1@example.com';
    let text = '';
    await new Promise<void>((done, fail) => {
      const get = request({ port, path: '/api/inquiries/export.csv?search=bulk', headers: { cookie } }, (response) => {
        response.setEncoding('utf8');
        response.once('data', (first: string) => {
          text += first;
          // Reading stops: the server can send no more than the sockets hold (far less than the ~20 MB
          // file), so the oldest lead, the file's last row, has not been read yet when this changes it.
          response.pause();
          void t.orm.em
            .fork()
            .getConnection()
            .execute(`update inquiries set last_name = 'Changed after the first bytes' where email = ?`, [oldest])
            .then(() => {
              response.on('data', (chunk: string) => (text += chunk));
              response.on('end', done);
              response.resume();
            }, fail);
        });
      });
      get.on('error', fail);
      get.end();
    });
    const rows = text.trimEnd().split('\r\n');
    expect(rows).toHaveLength(LEADS + 1);
    expect(rows.at(-1)).toContain('"Changed after the first bytes"');
  });
});

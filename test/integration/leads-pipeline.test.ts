import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactInquiry, enquiryDialogInquiry } from '../fixtures/payloads.ts';
import { refusalOf, type AppClient } from '../support/app-client.ts';
import { createTestApp, json, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let staff: AppClient;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp({
    seed: true,
    env: { INQUIRY_RATE_LIMIT_PER_MINUTE: '1000', DATA_DIR: `/tmp/sixsenses-uploads-${process.pid}` },
  });
  staff = await t.staff();
  cookie = staff.cookieHeader();
});
afterAll(() => t.close());

async function lead(payload: object): Promise<number> {
  return json<{ id: number }>(await t.app.inject({ method: 'POST', url: '/api/inquiries', payload })).id;
}

describe('the leads pipeline', () => {
  it('moves a lead through the statuses, recording who and when', async () => {
    const id = await lead(contactInquiry);
    await staff.trpc.inquiries.setStatus.mutate({ id, status: 'Contacted' });
    const detail = await staff.trpc.inquiries.setStatus.mutate({ id, status: 'Viewing' });
    expect(detail.status).toBe('Viewing');
    expect(detail.statusChangedAt).toBeTruthy();
    // Oldest last: the routing of the new lead to the agent whose turn it was, by no one.
    expect(detail.events.map((e) => [e.type, e.fromStatus, e.toStatus, e.by])).toEqual([
      ['status', 'Contacted', 'Viewing', 'staff'],
      ['status', 'New', 'Contacted', 'staff'],
      ['assignment', null, null, null],
    ]);
  });

  it('assigns an agent and keeps internal notes', async () => {
    const id = await lead({ ...enquiryDialogInquiry, propertyId: 135 });
    const agents = json<Array<{ id: number; name: string }>>(await t.app.inject('/api/agents'));
    const assigned = await staff.trpc.inquiries.assign.mutate({ id, agentId: agents[0]!.id });
    expect(assigned.assignedAgentName).toBe(agents[0]!.name);
    expect(assigned.propertyTitle).toBeTruthy();
    const noted = await staff.trpc.inquiries.addNote.mutate({ id, note: 'Called back, viewing Tuesday.' });
    expect(noted.events[0]).toMatchObject({ type: 'note', note: 'Called back, viewing Tuesday.' });
    const refused = await refusalOf(staff.trpc.inquiries.addNote.mutate({ id, note: '   ' }));
    expect(refused.fieldErrors).toEqual({ note: ['Write a note first'] });
  });

  it('refuses an unknown status and every pipeline call without a session', async () => {
    const id = await lead(contactInquiry);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/trpc/inquiries.setStatus',
      payload: { id, status: 'Maybe' },
      headers: { cookie },
    });
    expect(bad.statusCode).toBe(400);
    const { trpc: visitor } = t.client();
    for (const call of [
      () => visitor.inquiries.setStatus.mutate({ id, status: 'Won' }),
      () => visitor.inquiries.assign.mutate({ id, agentId: null }),
      () => visitor.inquiries.addNote.mutate({ id, note: 'x' }),
      () => visitor.inquiries.markInboxSeen.mutate(),
      () => visitor.inquiries.byId.query({ id }),
    ]) {
      expect((await refusalOf(call())).httpStatus).toBe(401);
    }
  });

  it('counts leads that arrived since the last look at the inbox', async () => {
    await staff.trpc.inquiries.markInboxSeen.mutate();
    expect((await staff.trpc.dashboard.summary.query()).newInquiries).toBe(0);
    await lead(contactInquiry);
    await lead(contactInquiry);
    const summary = await staff.trpc.dashboard.summary.query();
    expect(summary).toMatchObject({ newInquiries: 2, galleryImages: 18 });
    expect(summary.properties).toBeGreaterThanOrEqual(15);
  });
});

describe('CSV export', () => {
  it('exports the filtered leads as a spreadsheet-safe CSV download', async () => {
    await lead({
      ...contactInquiry,
      firstName: '=HYPERLINK("http://evil")',
      lastName: 'Quote "Q"',
      message: 'line one\nline two',
    });
    const response = await t.app.inject({ url: '/api/inquiries/export.csv?kind=contact', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    const csv = response.body;
    expect(csv.startsWith('\uFEFF"ID","Received","Kind"')).toBe(true);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(csv).toContain('"Quote ""Q"""');
    expect(csv).toContain('"line one\nline two"');
    expect(csv).not.toContain('"enquiry"');
    expect((await t.app.inject('/api/inquiries/export.csv')).statusCode).toBe(401);
  });
});

describe('photo uploads', () => {
  const upload = (
    bytes: Buffer,
    filename: string,
    contentType: string,
    withCookie = true,
    headers: Record<string, string> = {},
  ) => {
    const boundary = '----sixsenses';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      payload: body,
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        ...(withCookie ? { cookie } : {}),
        ...headers,
      },
    });
  };

  it('answers a retried upload with the same Idempotency-Key with the first upload, storing it once', async () => {
    const image = (background: string) =>
      sharp({ create: { width: 600, height: 400, channels: 3, background } })
        .png()
        .toBuffer();
    const retry = { 'idempotency-key': 'upload-retry-1' };
    const first = await upload(await image('#123456'), 'pool.png', 'image/png', true, retry);
    expect(first.statusCode).toBe(201);
    const again = await upload(await image('#123456'), 'pool.png', 'image/png', true, retry);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(json(again)).toEqual(json(first));
    // Another image under the same key is another request.
    const other = await upload(await image('#654321'), 'pool.png', 'image/png', true, retry);
    expect(other.statusCode).toBe(422);
    const fresh = await upload(await image('#123456'), 'pool.png', 'image/png', true, {
      'idempotency-key': 'upload-2',
    });
    expect(json<{ id: string }>(fresh).id).not.toBe(json<{ id: string }>(first).id);
  });

  it('stores a JPEG as responsive WebP variants served with a long cache', async () => {
    const jpeg = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#B24AB2' } })
      .jpeg()
      .toBuffer();
    const response = await upload(jpeg, 'terrace.jpg', 'image/jpeg');
    expect(response.statusCode).toBe(201);
    const stored = json<{ url: string; variants: Record<string, string>; width: number; height: number }>(response);
    expect(stored).toMatchObject({ width: 1600, height: 1067 });
    expect(Object.keys(stored.variants)).toEqual(['480', '960', '1600']);
    const served = await t.app.inject(stored.variants['480']!);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(480);
  });

  it('deletes every variant of an upload from the disk, for staff only', async () => {
    const png = await sharp({ create: { width: 1000, height: 500, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const stored = json<{ id: string; variants: Record<string, string> }>(await upload(png, 'a.png', 'image/png'));
    const first = await t.app.inject(stored.variants['960']!);
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect((await t.app.inject({ url: stored.variants['960']!, headers: { 'if-none-match': etag } })).statusCode).toBe(
      304,
    );

    const path = `/api/uploads/${stored.id}`;
    expect((await t.app.inject({ method: 'DELETE', url: path })).statusCode).toBe(401);
    expect((await t.app.inject(stored.variants['480']!)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: path, headers: { cookie } })).statusCode).toBe(200);
    for (const url of Object.values(stored.variants)) expect((await t.app.inject(url)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: path, headers: { cookie } })).statusCode).toBe(404);
  });

  it('refuses a file that is not an image whatever its name says', async () => {
    const response = await upload(Buffer.from('%PDF-1.4 not an image'), 'photo.jpg', 'image/jpeg');
    expect(response.statusCode).toBe(415);
    expect(json(response)).toMatchObject({ message: 'Upload a JPEG, PNG or WebP image' });
  });

  it('refuses uploads without a session', async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect((await upload(png, 'a.png', 'image/png', false)).statusCode).toBe(401);
  });
});

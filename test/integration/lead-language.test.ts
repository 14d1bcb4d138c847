import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { AgentSchema } from '../../src/server/agents/agent.entity.ts';
import { buildApp } from '../../src/server/app.ts';
import { AGENCY } from '../../src/shared/agency.ts';
import { initOrm } from '../../src/server/db/orm.ts';
import type { StaffPropertyView } from '../../src/shared/properties/types.ts';
import { contactInquiry, newProperty } from '../fixtures/payloads.ts';
import { subscribeAndConfirm } from '../support/newsletter.ts';
import { requireBuild } from '../support/production-build.ts';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../support/smtp-sink.ts';
import { createTestApp, json, TEST_ADMIN, type TestApp } from '../support/test-app.ts';

requireBuild();

const PUBLIC_URL = 'https://www.example.test';
const LEADS_EMAIL = 'leads@agency.test';

let t: TestApp;
/** The public site rendered from the production build, the page cache off so each request renders. */
let site: FastifyInstance;
let sink: SmtpSink;
let db: pg.Client;
let cookie: string;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({
    seed: true,
    env: { PUBLIC_URL, LEADS_EMAIL, SMTP_URL: sink.url, INQUIRY_RATE_LIMIT_PER_MINUTE: '10000' },
  });
  site = await buildApp({ orm: t.orm, env: { ...t.env, PAGE_CACHE: false }, web: 'production', logger: false });
  db = new pg.Client({ connectionString: t.databaseUrl });
  await db.connect();
  cookie = await t.signIn();
  // Leads stay unassigned, so the acknowledgement signs with the agency's sales team.
  await t.orm.em.fork().nativeUpdate(AgentSchema, {}, { takesLeads: false });
}, 120_000);

afterAll(async () => {
  await db?.end();
  await site?.close();
  await t?.close();
  await sink?.stop();
});

let counter = 0;
const uniqueEmail = (name: string) => `${name}.${Date.now()}.${++counter}@example.com`;

async function staff() {
  const user = await db.query<{ id: number }>('select id from users where username = $1', [TEST_ADMIN.username]);
  return t.caller({ id: user.rows[0]!.id, username: TEST_ADMIN.username });
}

async function createProperty(fields: Record<string, unknown>): Promise<StaffPropertyView> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/properties',
    payload: { ...newProperty, ...fields },
    headers: { cookie },
  });
  expect(response.statusCode, response.body).toBe(201);
  return json<StaffPropertyView>(response);
}

async function storedLanguage(id: number): Promise<string | undefined> {
  return (await db.query<{ language: string }>('select language from inquiries where id = $1', [id])).rows[0]?.language;
}

/** A lead sent as the site's browser client sends it: through tRPC, naming the page's language. */
async function leadFromPage(language: string, payload: object): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/trpc/inquiries.create',
    payload,
    headers: { 'content-language': language },
  });
  expect(response.statusCode, response.body).toBe(200);
  return json<{ result: { data: { id: number } } }>(response).result.data.id;
}

async function restLead(payload: object, headers: Record<string, string> = {}): Promise<number> {
  const response = await t.app.inject({ method: 'POST', url: '/api/inquiries', payload, headers });
  expect(response.statusCode, response.body).toBe(201);
  return json<{ id: number }>(response).id;
}

async function acknowledgementTo(email: string): Promise<ReceivedMail> {
  const [mail] = await sink.waitFor(1, (received) => received.to.includes(email));
  return mail!;
}

/** The CSV export as rows of cells (every cell is quoted; no test value holds a quote or a line break). */
async function csvRows(): Promise<string[][]> {
  const response = await t.app.inject({ url: '/api/inquiries/export.csv', headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return response.body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .map((line) => line.slice(1, -1).split('","'));
}

describe('a lead sent from an Arabic page', () => {
  it('is stored as ar, shown in the console and the CSV, and the enquirer is answered in Arabic, right to left', async () => {
    const property = await createProperty({
      title: 'Sky Residence 2104',
      titleAr: 'مسكن السماء 2104',
      titleRu: 'Небесная резиденция 2104',
    });
    const email = uniqueEmail('arabic');
    const id = await leadFromPage('ar', {
      kind: 'enquiry',
      name: 'Fatima Al Mansoori',
      email,
      phone: '+971 50 111 2233',
      message: 'أرغب في ترتيب معاينة',
      propertyId: property.id,
      sourcePage: `/ar/properties/${property.id}`,
    });

    expect(await storedLanguage(id)).toBe('ar');
    expect((await (await staff()).inquiries.byId({ id })).language).toBe('ar');

    const [header, ...rows] = await csvRows();
    expect(header!.at(-1)).toBe('Language');
    expect(rows.find((row) => row[0] === String(id))?.at(-1)).toBe('ar');

    const ack = await acknowledgementTo(email);
    expect(ack.subject).toBe('شكرًا لكم: لقد استلمنا استفساركم عن مسكن السماء 2104');
    expect(ack.html).toMatch(/<html[^>]*\slang="ar"/);
    expect(ack.html).toMatch(/<html[^>]*\sdir="rtl"/);
    expect(ack.html).toMatch(/<body[^>]*\sdir="rtl"/);
    // Phone numbers keep their order inside Arabic text.
    expect(ack.html).toMatch(new RegExp(`<a[^>]*dir="ltr"[^>]*>\\${AGENCY.phone.display}</a>`));
    for (const arabic of ['شكرًا لكم', 'فريق المبيعات لدينا', 'الخطوات التالية', 'ليست رسالة تسويقية', 'نخلة جميرا'])
      expect(ack.text).toContain(arabic);
    for (const english of ['Thank you', 'What happens next', 'Our sales team', 'Phone:', 'Palm Jumeirah · Dubai'])
      expect(ack.text).not.toContain(english);

    // Staff read English, and are told which language the enquirer writes in.
    const [notice] = await sink.waitFor(1, (mail) => mail.subject.startsWith(`New lead #${id}:`));
    expect(notice!.subject).toBe(`New lead #${id}: Property enquiry, Sky Residence 2104`);
    expect(notice!.text).toContain('Arabic (العربية)');
    expect(notice!.html).toMatch(/<html[^>]*\slang="en"[^>]*\sdir="ltr"|<html[^>]*\sdir="ltr"[^>]*\slang="en"/);
  });
});

describe('the language a request names', () => {
  it.each([
    ['ru-RU', 'ru'],
    ['zh', 'zh'],
    ['AR', 'ar'],
    ['fr', 'en'],
    ['ru; drop table inquiries', 'ru'],
    ['<script>', 'en'],
  ])('Content-Language %j on POST /api/inquiries is stored as %s', async (header, stored) => {
    const id = await restLead({ ...contactInquiry, email: uniqueEmail('rest') }, { 'content-language': header });
    expect(await storedLanguage(id)).toBe(stored);
  });

  it('is English when the request names none, and the enquirer is answered in English as before', async () => {
    const email = uniqueEmail('english');
    const id = await restLead({ ...contactInquiry, email });
    expect(await storedLanguage(id)).toBe('en');
    const ack = await acknowledgementTo(email);
    expect(ack.subject).toBe('Thank you: we have received your enquiry');
    expect(ack.html).toMatch(/<html[^>]*\sdir="ltr"/);
    expect(ack.text).toContain('WHAT HAPPENS NEXT');
  });

  it('answers a Russian valuation request in Russian', async () => {
    const email = uniqueEmail('russian');
    await leadFromPage('ru', {
      kind: 'valuation',
      name: 'Ivan Petrov',
      email,
      phone: '+7 495 123 4567',
    });
    const ack = await acknowledgementTo(email);
    expect(ack.subject).toBe('Благодарим Вас: мы получили Вашу заявку на оценку');
    expect(ack.html).toMatch(/<html[^>]*\slang="ru"/);
    expect(ack.text).toContain('Наш отдел продаж');
  });

  it('welcomes a newsletter sign-up from a Chinese page in Chinese, linking the Chinese site', async () => {
    const email = uniqueEmail('chinese');
    // Double opt-in: the welcome follows the confirmation, in the language of the sign-up's page.
    await subscribeAndConfirm(t, email, { headers: { 'content-language': 'zh' } });
    const received = await sink.waitFor(2, (mail) => mail.to.includes(email));
    const optIn = received.find((mail) => mail.subject.startsWith('请确认'));
    const welcome = received.find((mail) => mail.subject.startsWith('欢迎'));
    expect(optIn!.subject).toBe('请确认订阅 Six Senses Residences 通讯');
    expect(optIn!.text).toContain(`${PUBLIC_URL}/zh/newsletter/confirm?token=`);
    expect(welcome!.subject).toBe('欢迎订阅 Six Senses Residences 通讯');
    expect(welcome!.html).toMatch(/<html[^>]*\slang="zh"/);
    expect(welcome!.text).toContain('欢迎订阅我们的通讯');
    expect(welcome!.html).toContain(`href="${PUBLIC_URL}/zh/"`);
    expect(welcome!.html).toContain(`${PUBLIC_URL}/zh/newsletter/unsubscribe?token=`);
    // The one-click header keeps the address that takes the POST.
    expect(welcome!.headers['list-unsubscribe']).toMatch(
      new RegExp(`^<${PUBLIC_URL}/newsletter/unsubscribe\\?token=[0-9a-f]{64}>$`),
    );
  });
});

describe('a property in other languages', () => {
  /** The page's `<title>` and its `<h1>`. */
  async function page(path: string): Promise<{ status: number; title: string; h1: string; body: string }> {
    const response = await site.inject(path);
    const body = response.body;
    const title = /<title>([^<]*)<\/title>/.exec(body)?.[1] ?? '';
    const h1 = /<h1[^>]*>([^<]*)<\/h1>/.exec(body)?.[1] ?? '';
    return { status: response.statusCode, title, h1, body };
  }

  it('shows the Russian title on /ru/properties/<id>, and the English one where a language has none', async () => {
    const property = await createProperty({
      title: 'Garden Villa 12',
      description: 'A garden villa on the water.',
      titleRu: 'Садовая вилла 12',
      descriptionRu: '<p>Вилла с садом у воды.</p><script>alert(1)</script>',
    });
    // Sanitised as it is written, like the English description.
    expect(property.descriptionRu).toBe('<p>Вилла с садом у воды.</p>');

    const russian = await page(`/ru/properties/${property.id}`);
    expect(russian.status).toBe(200);
    expect(russian.h1).toBe('Садовая вилла 12');
    expect(russian.title).toContain('Садовая вилла 12');
    expect(russian.body).toContain('Вилла с садом у воды.');
    expect(russian.body).not.toContain('alert(1)');
    // The finder's card in Russian too.
    expect((await page('/ru/properties')).body).toContain('Садовая вилла 12');

    for (const path of [`/ar/properties/${property.id}`, `/properties/${property.id}`]) {
      const fallback = await page(path);
      expect(fallback.h1).toBe('Garden Villa 12');
      expect(fallback.body).toContain('A garden villa on the water.');
      expect(fallback.title).not.toContain('Садовая вилла 12');
    }

    // A blank clears a language: the Russian page falls back to English.
    const cleared = await (
      await staff()
    ).properties.update({ id: property.id, data: { titleRu: '', descriptionRu: '' } });
    expect([cleared.titleRu, cleared.descriptionRu]).toEqual([null, null]);
    // The caller is another instance than the site, which keeps public reads until it hears of the
    // change (PostgreSQL NOTIFY, a few milliseconds later).
    await expect.poll(async () => (await page(`/ru/properties/${property.id}`)).h1).toBe('Garden Villa 12');
  });

  it('returns the other languages through the REST API and refuses a title that is too long, changing nothing', async () => {
    const property = await createProperty({ title: 'Penthouse 3801', titleZh: '顶层公寓 3801' });
    const read = await t.app.inject({ url: `/api/properties/${property.id}` });
    expect(json<StaffPropertyView>(read)).toMatchObject({ titleZh: '顶层公寓 3801', titleAr: null });

    const refused = await t.app.inject({
      method: 'PATCH',
      url: `/api/properties/${property.id}`,
      payload: { titleAr: 'ب'.repeat(201) },
      headers: { cookie },
    });
    expect(refused.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string[]> }>(refused).errors.titleAr).toEqual([
      'Must be at most 200 characters',
    ]);
    const stored = await db.query(`select translations #> '{ar,title}' as title_ar from properties where id = $1`, [
      property.id,
    ]);
    expect(stored.rows[0]).toEqual({ title_ar: null });
  });
});

describe('leads stored before languages were recorded', () => {
  it('read as English after the migration', async () => {
    const name = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: inject('postgresAdminUrl') });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(inject('postgresAdminUrl'));
    url.pathname = `/${name}`;
    const orm = await initOrm(url.toString());
    const old = new pg.Client({ connectionString: url.toString() });
    try {
      await old.connect();
      await orm.migrator.up({ to: 'Migration20261122180221_sanitized_descriptions' });
      const { rows } = await old.query<{ id: number }>(
        `insert into inquiries (kind, first_name, email, email_key, contact_key, status, created_at)
         values ('contact', 'Old', 'old@example.com', 'old@example.com', 'c-old', 'New', now()) returning id`,
      );
      await orm.migrator.up();
      const stored = await old.query('select language from inquiries where id = $1', [rows[0]!.id]);
      expect(stored.rows).toEqual([{ language: 'en' }]);
    } finally {
      await old.end();
      await orm.close(true);
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});

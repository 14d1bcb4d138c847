import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AgentSchema } from '../../src/server/agents/agent.entity.ts';
import { InquiryEventSchema } from '../../src/server/inquiries/inquiry-event.entity.ts';
import { InquirySchema } from '../../src/server/inquiries/inquiry.entity.ts';
import { queueLeadReminder } from '../../src/server/mail/lead-messages.tsx';
import { OutboxMessageSchema } from '../../src/server/mail/outbox-message.entity.ts';
import { PropertySchema } from '../../src/server/properties/property.entity.ts';
import type { ViewingSlot } from '../../src/shared/viewings/schemas.ts';
import { addDays, dubaiDate } from '../../src/shared/viewings/slots.ts';
import {
  contactInquiry,
  costBreakdownInputs,
  enquiryDialogInquiry,
  lettingsInquiry,
  valuationInquiry,
} from '../fixtures/payloads.ts';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.ts';
import { createTestApp, json, type TestApp } from '../support/test-app.ts';
import { EVERY_DAY_HOURS as HOURS, VIEWING_PROPERTY_ID as PROPERTY_ID } from '../support/viewings.ts';

/**
 * Issue #40, "the site mails any address on demand": every public form that e-mails the address its
 * visitor typed shares one cap of 3 such e-mails per address in any 24 hours (the default of
 * PUBLIC_MAIL_PER_RECIPIENT_PER_DAY). Past it the lead is still stored and routed and staff are still
 * told; only the visitor's e-mail stays unsent, and the lead's history says why. No subject carries
 * anything the visitor typed.
 */
const LEADS_EMAIL = 'leads@agency.test';
const SCAM = 'WWW.SCAM-PRIZE.EXAMPLE/claim';
const costInputs = { ...costBreakdownInputs, financing: 'cash' };

let t: TestApp;
let sink: SmtpSink;
let freeSlots: ViewingSlot[] = [];

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({
    seed: true,
    env: { INQUIRY_RATE_LIMIT_PER_MINUTE: '10000', LEADS_EMAIL, SMTP_URL: sink.url, MAIL_RETRY_SECONDS: '1' },
  });
  const em = t.orm.em.fork();
  const property = await em.findOneOrFail(PropertySchema, { id: PROPERTY_ID }, { populate: ['agent'] });
  await em.nativeUpdate(
    AgentSchema,
    { id: property.agent!.id },
    { workingHours: HOURS, takesLeads: true, away: false },
  );
  const from = addDays(dubaiDate(new Date()), 3);
  const response = await t.app.inject({
    url: `/api/viewings/availability?propertyId=${PROPERTY_ID}&from=${from}&to=${addDays(from, 6)}`,
  });
  freeSlots = json<{ slots: ViewingSlot[] }>(response).slots;
});
afterAll(async () => {
  await t?.close();
  await sink?.stop();
});

async function post(url: string, payload: object): Promise<void> {
  const response = await t.app.inject({ method: 'POST', url, payload });
  expect(response.statusCode, response.body).toBeLessThan(300);
}

const lead = (payload: object) => post('/api/inquiries', payload);

/** Each public form that e-mails the address typed, filled in with `email` and, where it asks, `name`. */
const FORMS = {
  contact: (email: string, name = 'Amelia') => lead({ ...contactInquiry, firstName: name, email }),
  enquiry: (email: string, name = 'Rashid') => lead({ ...enquiryDialogInquiry, name, email, propertyId: PROPERTY_ID }),
  valuation: (email: string, name = 'Sofia') => lead({ ...valuationInquiry, name, email }),
  lettings: (email: string, name = 'Jonas') => lead({ ...lettingsInquiry, fullName: name, email }),
  shortlist: (email: string, name = 'Amal') =>
    lead({ kind: 'shortlist', name, email, propertyIds: [PROPERTY_ID], sourcePage: '/shortlist' }),
  'cost breakdown': (email: string, name = 'Layla') =>
    post('/trpc/inquiries.create', { kind: 'cost-breakdown', name, email, inputs: costInputs, consents: [] }),
  viewing: (email: string, name = 'Amira') =>
    post('/api/viewings', {
      name,
      email,
      phone: '+971 50 123 4567',
      mode: 'video',
      propertyId: PROPERTY_ID,
      start: freeSlots.shift()!.start,
    }),
  newsletter: (email: string) => post('/trpc/newsletter.subscribe', { email }),
  'property alert': (email: string) =>
    post('/trpc/alerts.subscribe', {
      email,
      frequency: 'daily',
      criteria: {},
      consent: 'newsletter-2026-11',
      sourcePage: '/',
    }),
};
type Form = keyof typeof FORMS;
const LEAD_FORMS = new Set<Form>([
  'contact',
  'enquiry',
  'valuation',
  'lettings',
  'shortlist',
  'cost breakdown',
  'viewing',
]);

const mailTo = (email: string) => t.orm.em.fork().find(OutboxMessageSchema, { recipient: email });
const leadsOf = (email: string) => t.orm.em.fork().find(InquirySchema, { email }, { orderBy: { id: 'asc' } });
const withheldNotes = (inquiryIds: number[]) =>
  t.orm.em.fork().find(InquiryEventSchema, { inquiry: { $in: inquiryIds }, type: 'mail-withheld' });

describe('three e-mails a day to an address typed into a public form', () => {
  it.each(Object.keys(FORMS) as Form[])(
    '%s: the fourth e-mail of the day to one address is not sent, while its lead (if any) is stored and staff are told',
    async (form) => {
      const email = `cap.${form.replace(' ', '-')}@example.com`;
      // Three e-mails already went to the address today, from any of the forms.
      for (let i = 0; i < 3; i++) await FORMS.contact(email);
      const before = await leadsOf(email);
      await sink.waitFor(3, (mail) => mail.to.includes(email));
      await FORMS[form](email);
      expect((await mailTo(email)).map((row) => row.kind)).toEqual(Array(3).fill('lead-acknowledgement'));
      if (!LEAD_FORMS.has(form)) return;
      const leads = await leadsOf(email);
      expect(leads).toHaveLength(before.length + 1);
      const fourth = leads.at(-1)!;
      // Routed and announced to staff, through a real SMTP delivery.
      await sink.waitFor(
        1,
        (mail) => mail.to.includes(LEADS_EMAIL) && mail.subject.startsWith(`New lead #${fourth.id}:`),
      );
      const [note] = await withheldNotes([fourth.id]);
      expect(note?.note).toMatch(
        /^(Acknowledgement|Viewing confirmation) not sent: this address already received 3 e-mails from the site in the last 24 hours\.$/,
      );
      expect(sink.received.filter((mail) => mail.to.includes(email))).toHaveLength(3);
    },
  );

  it('sends at most 3 of 20 submissions at once to one address, however its case and spaces are written', async () => {
    const spellings = ['flood@example.com', 'FLOOD@EXAMPLE.COM', 'Flood@Example.com', '  flood@example.com '];
    const forms: Form[] = ['contact', 'shortlist', 'cost breakdown', 'valuation', 'newsletter', 'property alert'];
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => FORMS[forms[i % forms.length]!](spellings[i % spellings.length]!)),
    );
    const rows = await t.orm.em.fork().find(OutboxMessageSchema, {
      recipient: { $ilike: 'flood@example.com' },
      kind: { $ne: 'lead-notification' },
    });
    expect(rows).toHaveLength(3);
    const leads = await t.orm.em.fork().find(InquirySchema, { emailKey: 'flood@example.com' });
    // Every lead is stored, and each one whose acknowledgement was not sent says why.
    expect(leads).toHaveLength(
      Array.from({ length: 20 }, (_, i) => forms[i % forms.length]!).filter((form) => LEAD_FORMS.has(form)).length,
    );
    const acknowledged = rows.filter((row) => row.inquiry).length;
    expect(await withheldNotes(leads.map((one) => one.id))).toHaveLength(leads.length - acknowledged);
    await sink.waitFor(
      leads.length,
      (mail) => mail.to.includes(LEADS_EMAIL) && leads.some((one) => mail.subject.startsWith(`New lead #${one.id}:`)),
    );
  });

  it('counts a +tag address as an address of its own', async () => {
    for (let i = 0; i < 3; i++) await FORMS.contact('tagged@example.com');
    await FORMS.contact('tagged+again@example.com');
    expect(await mailTo('tagged+again@example.com')).toHaveLength(1);
  });

  it('holds back a viewing reminder past the cap, and says so on the lead', async () => {
    const email = 'reminded.cap@example.com';
    await FORMS.viewing(email);
    for (let i = 0; i < 2; i++) await FORMS.contact(email);
    const [booking] = await leadsOf(email);
    const viewing = await t.orm.em
      .fork()
      .execute<Array<{ id: number }>>('select id from viewings where inquiry_id = ?', [booking!.id]);
    const key = `viewing-reminder:${viewing[0]!.id}:24`;
    const jobs = () =>
      t.orm.em
        .fork()
        .execute<Array<{ id: string }>>('select id from graphile_worker._private_jobs where key = ?', [key]);
    await t.orm.em.fork().execute('update graphile_worker._private_jobs set run_at = now() where key = ?', [key]);
    await expect.poll(async () => (await jobs()).length, { timeout: 15_000 }).toBe(0);
    expect((await mailTo(email)).filter((row) => row.kind === 'viewing-reminder')).toEqual([]);
    const [note] = await withheldNotes([booking!.id]);
    expect(note?.note).toMatch(/^Viewing reminder not sent/);
  });
});

describe('subjects', () => {
  it('carry nothing a visitor typed, whatever the form, nor do the inbox previews', async () => {
    const email = 'scam.subject@example.com';
    for (const form of Object.keys(FORMS) as Form[]) {
      await FORMS[form](`${form.replace(' ', '-')}.${email}`, SCAM);
    }
    const em = t.orm.em.fork();
    const leads = await em.find(
      InquirySchema,
      { email: { $like: `%.${email}` } },
      { populate: ['property', 'assignedAgent'] },
    );
    expect(leads).toHaveLength(LEAD_FORMS.size);
    // The staff reminder too, which the queue sends later.
    for (const one of leads) await em.transactional((tem) => queueLeadReminder(tem, one, t.services.mail));
    const rows = await em.find(OutboxMessageSchema, { inquiry: { $in: leads.map((one) => one.id) } });
    expect(rows.length).toBeGreaterThan(2 * LEAD_FORMS.size);
    for (const row of rows) {
      expect(row.subject, row.kind).not.toMatch(/scam-prize/i);
      // Nor the preview, the line inboxes show beside the subject.
      expect(/data-skip-in-text="true">([^<]*)/.exec(row.html)?.[1], row.kind).not.toMatch(/scam-prize/i);
    }
    // The name is still in the bodies, for staff and as the visitor's greeting.
    expect(rows.some((row) => row.kind === 'lead-notification' && row.text.includes(SCAM))).toBe(true);
  });
});

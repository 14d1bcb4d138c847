import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IdempotencyKeySchema } from '../../src/server/idempotency/idempotency-key.entity.ts';
import { InquiryEventSchema } from '../../src/server/inquiries/inquiry-event.entity.ts';
import { InquirySchema } from '../../src/server/inquiries/inquiry.entity.ts';
import { ROUTED_TO_PROPERTY_AGENT } from '../../src/server/inquiries/lead-routing.ts';
import { OutboxMessageSchema } from '../../src/server/mail/outbox-message.entity.ts';
import { NewsletterSignupSchema } from '../../src/server/newsletter/newsletter-signup.entity.ts';
import { NewsletterSubscriberSchema } from '../../src/server/newsletter/newsletter-subscriber.entity.ts';
import { PlanRunSchema } from '../../src/server/plans/plan-run.entity.ts';
import type { InquiryDetailView } from '../../src/shared/inquiries/types.ts';
import { contactInquiry, enquiryDialogInquiry, lettingsInquiry } from '../fixtures/payloads.ts';
import { refusalOf, type AppClient } from '../support/app-client.ts';
import { createTestApp, json, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let staff: AppClient;

const PERSON = { email: 'amelia.hart@example.com', phone: '+44 20 7946 0958' };
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { INQUIRY_RATE_LIMIT_PER_MINUTE: '1000' } });
  staff = await t.staff();
});
afterAll(() => t.close());

async function lead(payload: object, headers: Record<string, string> = {}): Promise<number> {
  const response = await t.app.inject({ method: 'POST', url: '/api/inquiries', payload, headers });
  expect(response.statusCode).toBe(201);
  return json<{ id: number }>(response).id;
}

async function leadCount(): Promise<number> {
  return t.orm.em.fork().count(InquirySchema, {});
}

let personLeads: number[] = [];

/** The e-mails written to the person or about their leads (acknowledgements, agent and inbox notices, the newsletter's). */
function personMessages(): Promise<number> {
  return t.orm.em
    .fork()
    .count(OutboxMessageSchema, { $or: [{ recipient: PERSON.email }, { inquiry: { $in: personLeads } }] });
}
let otherLead: number;
const IDEMPOTENCY_KEY = 'crm-7f3a9c';
const storedAnswers = () => t.orm.em.fork().count(IdempotencyKeySchema, { key: IDEMPOTENCY_KEY });

describe('personal data of one person', () => {
  beforeAll(async () => {
    const contact = await lead(contactInquiry);
    // Sent by an integrator's retrying client: its answer is kept a day for the retries.
    const enquiry = await lead(
      {
        ...enquiryDialogInquiry,
        name: 'Amelia Hart',
        email: 'Amelia.Hart@Example.com',
        phone: PERSON.phone,
        propertyId: 135,
      },
      { 'idempotency-key': IDEMPOTENCY_KEY },
    );
    const lettings = await lead({
      ...lettingsInquiry,
      fullName: 'Amelia Hart',
      email: PERSON.email,
      phone: '0044 20 7946 0958',
    });
    personLeads = [contact, enquiry, lettings];
    otherLead = await lead(enquiryDialogInquiry);
    await staff.trpc.inquiries.setStatus.mutate({ id: enquiry, status: 'Contacted' });
    await staff.trpc.inquiries.addNote.mutate({ id: enquiry, note: 'Amelia prefers calls after 6pm on her mobile.' });
    const agents = json<Array<{ id: number }>>(await t.app.inject('/api/agents'));
    await staff.trpc.inquiries.assign.mutate({ id: enquiry, agentId: agents[0]!.id });
    // A follow-up plan on the enquiry, its one step (a call) days away, so nothing runs meanwhile.
    const plan = await staff.trpc.plans.save.mutate({
      plan: {
        name: 'Amelia follow-up',
        steps: [{ action: 'task', delayAmount: 3, delayUnit: 'days', taskType: 'call', taskNote: 'Call Amelia' }],
      },
    });
    await staff.trpc.plans.start.mutate({ inquiryId: enquiry, planId: plan.id });
    await t.client().trpc.newsletter.subscribe.mutate({ email: PERSON.email });
  });

  it('finds the person’s leads (whatever the case of the address) and newsletter subscription by e-mail', async () => {
    const found = await staff.trpc.privacy.find.query({ contact: ' AMELIA.hart@example.com ' });
    expect(found.subject).toEqual({ kind: 'email', value: PERSON.email });
    const byKey = Object.fromEntries(found.stores.map((store) => [store.key, store.records.map((r) => r.id)]));
    expect(byKey.leads).toEqual(personLeads.map((id) => `lead-${id}`));
    expect(byKey.newsletter).toHaveLength(1);
    const messages = await personMessages();
    expect(messages).toBeGreaterThanOrEqual(4);
    expect(byKey.outbox).toHaveLength(messages);
    expect(byKey.suppressions).toEqual([]);
    expect(byKey.idempotency).toHaveLength(1);
    expect(byKey.planRuns).toHaveLength(1);
    expect(found.total).toBe(6 + messages);
  });

  it('finds the same person by telephone, however the number is written', async () => {
    const found = await staff.trpc.privacy.find.query({ contact: '0044 (20) 7946-0958' });
    expect(found.subject).toEqual({ kind: 'phone', value: '442079460958' });
    expect(found.stores.find((store) => store.key === 'leads')?.records).toHaveLength(3);
    // The newsletter holds only an address, and a number is not an address: the subscription (and the
    // acknowledgements sent to the address) are answered only to a request for the address itself.
    expect(found.stores.find((store) => store.key === 'newsletter')?.records).toEqual([]);
    const outbox = found.stores.find((store) => store.key === 'outbox')?.records ?? [];
    expect(outbox.length).toBeGreaterThan(0);
    expect(outbox.map((record) => record.summary).join('\n')).not.toContain(`to ${PERSON.email}`);
  });

  it('refuses a lookup that is neither an e-mail nor a telephone number with a 400 on the field', async () => {
    for (const contact of ['amelia@', '12 34', 'call me', '']) {
      const { httpStatus, fieldErrors } = await refusalOf(staff.trpc.privacy.find.query({ contact }));
      expect(httpStatus, contact).toBe(400);
      expect(Object.keys(fieldErrors ?? {})).toEqual(['contact']);
    }
  });

  it('exports everything stored about the person as JSON and records the export', async () => {
    const { filename, data } = await staff.trpc.privacy.export.mutate({ contact: PERSON.email });
    expect(filename).toMatch(/^personal-data-[0-9a-f]{12}-\d{4}-\d{2}-\d{2}\.json$/);
    expect(filename).not.toContain('amelia');
    expect(data.counts).toEqual({
      leads: 3,
      newsletter: 1,
      outbox: await personMessages(),
      conversations: 0,
      webhooks: 0,
      idempotency: 1,
      alerts: 0,
      suppressions: 0,
      inboundMail: 0,
      tasks: 0,
      planRuns: 1,
      residenceViews: 0,
      dealParties: 0,
    });
    expect(data.data.planRuns).toEqual([
      expect.objectContaining({ leadId: personLeads[1], plan: 'Amelia follow-up', state: 'active', steps: [] }),
    ]);
    expect(data.data.idempotency).toEqual([
      expect.objectContaining({ route: '/api/inquiries', idempotencyKey: IDEMPOTENCY_KEY, status: 201 }),
    ]);

    const leads = data.data.leads as InquiryDetailView[] & Array<{ history: InquiryDetailView['events'] }>;
    expect(leads.map((l) => l.id)).toEqual(personLeads);
    const [contact, enquiry, lettings] = leads;
    expect(contact).toMatchObject({ firstName: 'Amelia', lastName: 'Hart', phone: PERSON.phone, kind: 'contact' });
    expect(enquiry).toMatchObject({ propertyId: 135, status: 'Contacted' });
    expect(enquiry!.history.map((event) => [event.type, event.note, event.by])).toEqual([
      // The lead about property 135 went to that property's agent as it arrived.
      ['assignment', ROUTED_TO_PROPERTY_AGENT, null],
      ['status', null, 'staff'],
      ['note', 'Amelia prefers calls after 6pm on her mobile.', 'staff'],
      ['assignment', null, 'staff'],
    ]);
    // The lettings form's consent to be contacted travels in the lead's details.
    expect(lettings!.details).toMatchObject({ consent: true, propertyType: 'penthouse' });
    // Double opt-in: the sign-up waits for its owner to confirm the address, and is theirs to see.
    expect(data.data.newsletter).toEqual([
      {
        email: PERSON.email,
        status: 'awaiting confirmation',
        requestedAt: expect.any(String),
        expiresAt: expect.any(String),
      },
    ]);

    const actions = await staff.trpc.privacy.actions.query();
    expect(actions[0]).toMatchObject({
      action: 'export',
      subjectKind: 'email',
      subjectHash: sha256(PERSON.email),
      counts: { leads: 3, newsletter: 1 },
      by: 'staff',
    });
  });

  it('refuses every personal-data call without a session (401) and changes nothing', async () => {
    const before = await leadCount();
    const { trpc: visitor } = t.client();
    const contact = { contact: PERSON.email };
    for (const [path, call] of [
      ['privacy.find', () => visitor.privacy.find.query(contact)],
      ['privacy.export', () => visitor.privacy.export.mutate(contact)],
      ['privacy.erase', () => visitor.privacy.erase.mutate(contact)],
      ['privacy.actions', () => visitor.privacy.actions.query()],
    ] as const) {
      expect((await refusalOf(call())).httpStatus, path).toBe(401);
    }
    expect(await leadCount()).toBe(before);
    const stillThere = await t.orm.em.fork().findOneOrFail(InquirySchema, { id: personLeads[0]! });
    expect(stillThere.email).toBe(PERSON.email);
  });

  it('erases the person: leads anonymised but kept, the subscription deleted, the action recorded', async () => {
    const before = await leadCount();
    const summaryBefore = await staff.trpc.dashboard.summary.query();
    const snapshot = await t.orm.em
      .fork()
      .find(InquirySchema, { id: { $in: personLeads } }, { populate: ['property', 'assignedAgent'] });

    const messages = await personMessages();
    const { counts } = await staff.trpc.privacy.erase.mutate({ contact: PERSON.email });
    expect(counts).toEqual({
      leads: 3,
      newsletter: 1,
      outbox: messages,
      conversations: 0,
      webhooks: 0,
      idempotency: 1,
      alerts: 0,
      suppressions: 0,
      inboundMail: 0,
      tasks: 0,
      planRuns: 1,
      residenceViews: 0,
      dealParties: 0,
    });
    expect(await personMessages()).toBe(0);
    expect(await storedAnswers()).toBe(0);
    expect(await t.orm.em.fork().count(PlanRunSchema, { inquiry: { $in: personLeads } })).toBe(0);

    expect(await leadCount()).toBe(before);
    expect((await staff.trpc.dashboard.summary.query()).inquiries).toBe(summaryBefore.inquiries);
    const em = t.orm.em.fork();
    const erased = await em.find(
      InquirySchema,
      { id: { $in: personLeads } },
      { populate: ['property', 'assignedAgent'], orderBy: { id: 'asc' } },
    );
    for (const lead of erased) {
      const was = snapshot.find((s) => s.id === lead.id)!;
      expect(lead).toMatchObject({
        firstName: 'Erased',
        lastName: '',
        email: `erased-${lead.id}@erased.invalid`,
        phone: null,
        message: null,
        details: null,
      });
      // What the figures are made of stays.
      expect({
        kind: lead.kind,
        status: lead.status,
        createdAt: lead.createdAt,
        property: lead.property?.id ?? null,
        agent: lead.assignedAgent?.id ?? null,
        sourcePage: lead.sourcePage,
      }).toEqual({
        kind: was.kind,
        status: was.status,
        createdAt: was.createdAt,
        property: was.property?.id ?? null,
        agent: was.assignedAgent?.id ?? null,
        sourcePage: was.sourcePage,
      });
    }
    expect(erased.find((l) => l.id === personLeads[1])).toMatchObject({ status: 'Contacted' });
    const notes = await em.find(InquiryEventSchema, { inquiry: personLeads[1]!, type: 'note' });
    expect(notes.map((note) => note.note)).toEqual(['Erased']);
    expect(await em.count(NewsletterSubscriberSchema, { email: PERSON.email })).toBe(0);
    expect(await em.count(NewsletterSignupSchema, { email: PERSON.email })).toBe(0);

    // Another person's lead is untouched.
    expect(await em.findOneOrFail(InquirySchema, { id: otherLead })).toMatchObject({
      email: enquiryDialogInquiry.email,
      phone: enquiryDialogInquiry.phone,
    });

    const actions = await staff.trpc.privacy.actions.query();
    expect(actions[0]).toMatchObject({
      action: 'erase',
      subjectKind: 'email',
      subjectHash: sha256(PERSON.email),
      counts: {
        leads: 3,
        newsletter: 1,
        outbox: messages,
        conversations: 0,
        webhooks: 0,
        idempotency: 1,
        alerts: 0,
        suppressions: 0,
        inboundMail: 0,
        tasks: 0,
        planRuns: 1,
        residenceViews: 0,
      },
      by: 'staff',
    });
    expect(JSON.stringify(actions)).not.toContain('amelia');

    const again = await staff.trpc.privacy.find.query({ contact: PERSON.phone });
    expect(again.total).toBe(0);
  });
});

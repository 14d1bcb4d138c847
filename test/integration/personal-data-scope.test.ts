import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InquirySchema } from '../../src/server/inquiries/inquiry.entity.ts';
import { OutboxMessageSchema } from '../../src/server/mail/outbox-message.entity.ts';
import { NewsletterSubscriberSchema } from '../../src/server/newsletter/newsletter-subscriber.entity.ts';
import { contactInquiry } from '../fixtures/payloads.ts';
import type { AppClient } from '../support/app-client.ts';
import { subscribeAndConfirm } from '../support/newsletter.ts';
import { createTestApp, json, type TestApp } from '../support/test-app.ts';

/**
 * The penetration test's attack on the personal-data tools: one lead with the victim's address and
 * the attacker's own number, then a request for "my" data by that number. Before, the lookup widened
 * from the number to every address on its leads and answered (and erased) the victim's records.
 */
let t: TestApp;
let staff: AppClient;

const VICTIM = { email: 'victim.person@example.com', phone: '+971 50 111 2222' };
const ATTACKER_PHONE = '+971 55 999 8888';

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { INQUIRY_RATE_LIMIT_PER_MINUTE: '1000' } });
  staff = await t.staff();
});
afterAll(() => t.close());

const find = (contact: string) => staff.trpc.privacy.find.query({ contact });

async function lead(email: string, phone: string): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/inquiries',
    payload: { ...contactInquiry, email, phone },
  });
  expect(response.statusCode).toBe(201);
  return json<{ id: number }>(response).id;
}

/** What is stored of the victim: their subscription, their own lead and every e-mail sent to them. */
async function victimRecords() {
  const em = t.orm.em.fork();
  return {
    subscriber: await em.findOne(NewsletterSubscriberSchema, { email: VICTIM.email }),
    ownLead: await em.findOne(InquirySchema, { email: VICTIM.email, phone: VICTIM.phone }),
    mailToVictim: (await em.find(OutboxMessageSchema, { recipient: VICTIM.email }, { orderBy: { id: 'asc' } })).map(
      (message) => message.id,
    ),
  };
}

describe('a personal-data request by telephone reaches nobody else', () => {
  let attackerLead: number;

  beforeAll(async () => {
    await lead(VICTIM.email, VICTIM.phone);
    await subscribeAndConfirm(t, VICTIM.email);
    attackerLead = await lead(VICTIM.email, ATTACKER_PHONE);
  });

  it('finds only the lead sent with that number, and nothing kept under the address typed on it', async () => {
    const found = await find(ATTACKER_PHONE);
    const byKey = Object.fromEntries(found.stores.map((store) => [store.key, store.records]));
    expect(byKey.leads?.map((record) => record.id)).toEqual([`lead-${attackerLead}`]);
    expect(byKey.newsletter).toEqual([]);
    expect(byKey.suppressions).toEqual([]);
    // Only the staff's own messages about that lead: nothing that was sent to the victim's address.
    expect(byKey.outbox?.length).toBeGreaterThan(0);
    for (const record of byKey.outbox ?? []) expect(record.summary).not.toContain(`to ${VICTIM.email}`);
  });

  it('exports none of the victim’s records: no subscription, no acknowledgement, no unsubscribe link', async () => {
    const { subscriber } = await victimRecords();
    expect(subscriber).not.toBeNull();
    const { data } = await staff.trpc.privacy.export.mutate({ contact: ATTACKER_PHONE });
    expect(data.counts.leads).toBe(1);
    expect(data.data.newsletter).toEqual([]);
    const outbox = data.data.outbox as Array<{ kind: string; recipient: string }>;
    expect(outbox.map((message) => message.kind)).not.toContain('lead-acknowledgement');
    expect(outbox.map((message) => message.recipient)).not.toContain(VICTIM.email);
    expect(JSON.stringify(data)).not.toContain(subscriber!.unsubscribeToken);
  });

  it('erases the attacker’s lead and leaves every record of the victim as it was', async () => {
    const before = await victimRecords();
    expect(before.mailToVictim.length).toBeGreaterThanOrEqual(3);
    const { counts } = await staff.trpc.privacy.erase.mutate({ contact: ATTACKER_PHONE });
    expect(counts).toMatchObject({ leads: 1, newsletter: 0 });
    const after = await victimRecords();
    expect(after.subscriber).toMatchObject({ id: before.subscriber!.id, email: VICTIM.email });
    expect(after.ownLead).toMatchObject({ id: before.ownLead!.id, firstName: contactInquiry.firstName });
    expect(after.mailToVictim).toEqual(before.mailToVictim);
    const erased = await t.orm.em.fork().findOneOrFail(InquirySchema, { id: attackerLead });
    expect(erased).toMatchObject({ firstName: 'Erased', phone: null });
  });

  it('answers the victim’s own request by address with their subscription and every e-mail sent to them', async () => {
    const found = await find(VICTIM.email);
    const byKey = Object.fromEntries(found.stores.map((store) => [store.key, store.records]));
    expect(byKey.newsletter).toHaveLength(1);
    const { mailToVictim } = await victimRecords();
    expect(byKey.outbox?.map((record) => record.id)).toEqual(
      expect.arrayContaining(mailToVictim.map((id) => `outbox-${id}`)),
    );
  });
});

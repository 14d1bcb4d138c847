import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WhatsAppContent } from '../../src/server/conversations/conversation-message.entity.ts';
import {
  ContactBlockSchema,
  ConversationMessageSchema,
} from '../../src/server/conversations/conversation-message.entity.ts';
import { conversationSendJob } from '../../src/server/conversations/conversation-send-job.ts';
import { InquirySchema } from '../../src/server/inquiries/inquiry.entity.ts';
import { PortalEventSchema } from '../../src/server/integrations/portals/portal-event.entity.ts';
import { WhatsAppUnavailableError } from '../../src/server/integrations/whatsapp/client.ts';
import { newWhatsAppReference, withWhatsAppReference } from '../../src/shared/integrations/whatsapp.ts';
import { contactInquiry } from '../fixtures/payloads.ts';
import { eventually, present } from '../support/eventually.ts';
import type { Delivery } from '../support/fake-whatsapp/deliveries.ts';
import { FakeWhatsAppCloud } from '../support/fake-whatsapp/fake-cloud-api.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const meta = new FakeWhatsAppCloud();
let t: TestApp;

beforeAll(async () => {
  await meta.start();
  t = await createTestApp({
    env: {
      INQUIRY_RATE_LIMIT_PER_MINUTE: '10000',
      WHATSAPP_API_URL: meta.url,
      WHATSAPP_PHONE_NUMBER_ID: meta.account.phoneNumberId,
      WHATSAPP_ACCESS_TOKEN: meta.accessToken,
      WHATSAPP_APP_SECRET: meta.appSecret,
      WHATSAPP_VERIFY_TOKEN: randomBytes(16).toString('hex'),
    },
  });
});
afterAll(async () => {
  await t.close();
  await meta.stop();
});

const em = () => t.orm.em.fork();
let sequence = 0;
/** A Dubai mobile of its own per call: one number is one contact. */
const newNumber = () => `97150${1_000_000 + ++sequence}`;

async function deliver(delivery: Delivery) {
  const response = await t.app.inject({
    method: 'POST',
    url: delivery.url,
    headers: delivery.headers,
    payload: delivery.body,
  });
  expect(response.statusCode).toBe(200);
}

const messagesOf = (phone: string) =>
  em().find(ConversationMessageSchema, { address: `+${phone}` }, { orderBy: { id: 'asc' }, populate: ['inquiry'] });

/** The conversation of a number once the webhook's job has stored `count` messages. */
const conversationOf = (phone: string, count: number) =>
  eventually(async () => {
    const messages = await messagesOf(phone);
    expect(messages).toHaveLength(count);
    return messages;
  });

/** An outbound WhatsApp message as the composer stores it, sent by the send job as the worker would. */
async function send(inquiryId: number, to: string, content: WhatsAppContent) {
  const writer = em();
  const lead = await writer.findOneOrFail(InquirySchema, { id: inquiryId });
  const row = writer.create(ConversationMessageSchema, {
    inquiry: lead,
    contactKey: lead.contactKey,
    channel: 'whatsapp',
    direction: 'out',
    address: `+${to}`,
    text: content.type === 'text' ? content.body : content.type,
    whatsapp: content,
    status: 'queued',
  });
  await writer.flush();
  await conversationSendJob.run({ id: row.id }, { orm: t.orm, log: t.app.log, services: t.services });
  return em().findOneOrFail(ConversationMessageSchema, { id: row.id });
}

describe('a buyer writes on WhatsApp', () => {
  it('opens a WhatsApp lead from an ad with its referral, and the next messages join it, once each', async () => {
    const phone = newNumber();
    const referral = {
      source_url: 'https://fb.me/3cr4Wqqkv',
      source_id: '120211234567890',
      source_type: 'ad' as const,
      headline: 'Sky Villas on the Palm',
      ctwa_clid: `ARAk${randomBytes(12).toString('hex')}`,
    };
    const first = meta.customerWrites({
      from: phone,
      name: 'Layla Haddad',
      text: 'Is the Sky Villa available?',
      referral,
    });
    await deliver(first);
    await deliver(first);
    const [opening] = await conversationOf(phone, 1);
    const lead = await em().findOneOrFail(InquirySchema, { id: opening!.inquiry.id });
    expect(lead).toMatchObject({ source: 'WhatsApp', phoneE164: `+${phone}`, firstName: 'Layla', lastName: 'Haddad' });
    expect(lead.details).toMatchObject({
      referral: { sourceId: referral.source_id, headline: referral.headline, clickId: referral.ctwa_clid },
    });
    expect(opening).toMatchObject({ direction: 'in', text: 'Is the Sky Villa available?', status: 'received' });

    await deliver(meta.customerWrites({ from: phone, name: 'Layla Haddad', text: 'We are four.' }));
    const both = await conversationOf(phone, 2);
    expect(new Set(both.map((message) => message.inquiry.id))).toEqual(new Set([lead.id]));
    expect(await em().count(InquirySchema, { phoneE164: `+${phone}` })).toBe(1);
  });

  it('joins the open lead of a buyer who first came through the site', async () => {
    const phone = newNumber();
    const view = await t.client().trpc.inquiries.create.mutate({
      ...contactInquiry,
      kind: 'contact',
      email: `site.${phone}@example.com`,
      phone: `+${phone}`,
    });
    await deliver(meta.customerWrites({ from: phone, text: 'Hello, I sent the form yesterday' }));
    const [message] = await conversationOf(phone, 1);
    expect(message!.inquiry.id).toBe(view.id);
  });

  it("gives the lead the web visit's attribution when the first message carries the button's reference", async () => {
    const phone = newNumber();
    const reference = newWhatsAppReference();
    const attribution = { utmSource: 'instagram', utmCampaign: 'palm-launch', landingPage: '/properties/12' };
    await t.client().trpc.whatsapp.rememberVisit.mutate({ reference, attribution });
    // A second tap can't rewrite what a reference stands for.
    await t.client().trpc.whatsapp.rememberVisit.mutate({ reference, attribution: { utmSource: 'spoof' } });
    const text = withWhatsAppReference('Hello, I am interested in Six Senses Residences, Palm Jumeirah.', reference);
    await deliver(meta.customerWrites({ from: phone, name: 'Omar Nasser', text }));
    const [message] = await conversationOf(phone, 1);
    expect(message!.attribution).toEqual({ reference });
    const lead = await em().findOneOrFail(InquirySchema, { id: message!.inquiry.id });
    expect(lead).toMatchObject({ source: 'WhatsApp', utmSource: 'instagram', utmCampaign: 'palm-launch' });
  });

  it('makes the contact do-not-contact when they write STOP', async () => {
    const phone = newNumber();
    await deliver(meta.customerWrites({ from: phone, text: 'Hi' }));
    const [first] = await conversationOf(phone, 1);
    await deliver(meta.customerWrites({ from: phone, text: 'STOP' }));
    await eventually(async () => {
      const block = await em().findOne(ContactBlockSchema, { contactKey: first!.contactKey, kind: 'do-not-contact' });
      expect(block?.reason).toContain('STOP');
    });
  });
});

describe('the agency answers on WhatsApp', () => {
  /** A buyer who wrote just now, and their lead. */
  async function buyerWhoWrote() {
    const phone = newNumber();
    await deliver(meta.customerWrites({ from: phone, text: 'Can you send the floor plan?' }));
    const [message] = await conversationOf(phone, 1);
    return { phone, inquiryId: message!.inquiry.id };
  }

  it('sends free text inside the window; statuses move it forward only, however they arrive', async () => {
    const { phone, inquiryId } = await buyerWhoWrote();
    const sent = await send(inquiryId, phone, { type: 'text', body: 'Here it is, Layla.' });
    expect(sent).toMatchObject({ status: 'sent', failureReason: null });
    const asked = present(
      meta.sent.find((message) => message.id === sent.externalId),
      'the fake got it',
    );
    expect(asked).toMatchObject({
      to: phone,
      type: 'text',
      body: { text: { preview_url: false, body: 'Here it is, Layla.' } },
    });

    const status = (name: 'sent' | 'delivered' | 'read') => ({ id: sent.externalId!, status: name, recipient: phone });
    // Meta's statuses out of order, in one delivery and again: read wins over the delivered after it.
    const reordered = meta.statuses(status('read'), status('delivered'), status('sent'));
    await deliver(reordered);
    await deliver(reordered);
    await eventually(async () => {
      const row = await em().findOneOrFail(ConversationMessageSchema, { id: sent.id });
      expect(row.status).toBe('read');
      expect(row.deliveredAt).not.toBeNull();
      expect(row.readAt).not.toBeNull();
    });
    // Each status event is linked to the lead, so erasing the person clears the number it carries.
    await eventually(async () => {
      const events = await em().find(PortalEventSchema, {
        source: 'whatsapp',
        eventId: { $like: `status:${sent.externalId}:%` },
      });
      expect(events.map((event) => event.inquiry?.id)).toEqual([inquiryId, inquiryId, inquiryId]);
    });
  });

  it('applies a status that outran the send job once the message is stored', async () => {
    const { phone, inquiryId } = await buyerWhoWrote();
    const early = `wamid.early${sequence}`;
    await deliver(meta.statuses({ id: early, status: 'delivered', recipient: phone }));
    const writer = em();
    const lead = await writer.findOneOrFail(InquirySchema, { id: inquiryId });
    const row = writer.create(ConversationMessageSchema, {
      inquiry: lead,
      contactKey: lead.contactKey,
      channel: 'whatsapp',
      direction: 'out',
      address: `+${phone}`,
      text: 'Sent a moment ago',
      whatsapp: { type: 'text', body: 'Sent a moment ago' },
      status: 'sent',
      externalId: early,
    });
    await writer.flush();
    // The event's job retries (graphile-worker's backoff: about 3 s, then 7 s) and finds it.
    await eventually(async () => {
      expect((await em().findOneOrFail(ConversationMessageSchema, { id: row.id })).status).toBe('delivered');
    });
  });

  it('sends a brochure by link, and an approved template to a buyer whose window has closed', async () => {
    const { phone, inquiryId } = await buyerWhoWrote();
    const brochure = await send(inquiryId, phone, {
      type: 'document',
      link: 'https://www.example.com/brochures/sky-villa.pdf',
      filename: 'Sky Villa.pdf',
    });
    expect(brochure.status).toBe('sent');
    // Two days later on Meta's side: free text is refused with 131047, a template goes.
    meta.addUser(phone, new Date(Date.now() - 48 * 3600_000));
    const late = await send(inquiryId, phone, { type: 'text', body: 'Any news?' });
    expect(late).toMatchObject({ status: 'failed', failureReason: 'window-closed' });
    expect(late.error).toContain('131047');
    meta.addTemplate('viewing_follow_up', ['en'], 2);
    const template = await send(inquiryId, phone, {
      type: 'template',
      name: 'viewing_follow_up',
      language: 'en',
      parameters: ['Layla', 'Sky Villa'],
    });
    expect(template.status).toBe('sent');
    const unknown = await send(inquiryId, phone, {
      type: 'template',
      name: 'not_approved',
      language: 'en',
      parameters: [],
    });
    expect(unknown).toMatchObject({ status: 'failed', failureReason: 'template-rejected' });
  });

  it("fails a message to a number not on WhatsApp when Meta reports it, and retries Meta's outages", async () => {
    const { phone, inquiryId } = await buyerWhoWrote();
    meta.users.delete(phone);
    const accepted = await send(inquiryId, phone, { type: 'text', body: 'Hello?' });
    expect(accepted.status).toBe('sent');
    await deliver(meta.settle(accepted.externalId!));
    await eventually(async () => {
      const row = await em().findOneOrFail(ConversationMessageSchema, { id: accepted.id });
      expect(row.status).toBe('failed');
      expect(row.error).toContain('not on WhatsApp');
    });

    meta.addUser(phone, new Date());
    meta.failNext();
    await expect(send(inquiryId, phone, { type: 'text', body: 'Still there?' })).rejects.toBeInstanceOf(
      WhatsAppUnavailableError,
    );
    const waiting = await em().findOneOrFail(ConversationMessageSchema, { text: 'Still there?' });
    expect(waiting.status).toBe('queued');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ContactBlockSchema,
  ConversationMessageSchema,
} from '../../src/server/conversations/conversation-message.entity.ts';
import { markDoNotContact, markUndeliverable } from '../../src/server/conversations/delivery.ts';
import { recordInbound, type InboundMessage } from '../../src/server/conversations/inbound.ts';
import { replyAddressFor, replyTokenOf } from '../../src/server/conversations/reply-address.ts';
import { whatsappWindow } from '../../src/server/conversations/whatsapp-window.ts';
import { InquirySchema } from '../../src/server/inquiries/inquiry.entity.ts';
import { OutboxMessageSchema } from '../../src/server/mail/outbox-message.entity.ts';
import { SuppressionSchema } from '../../src/server/mail/suppression.entity.ts';
import { contactInquiry } from '../fixtures/payloads.ts';
import { storedAgent } from '../support/agents.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    env: { INQUIRY_RATE_LIMIT_PER_MINUTE: '10000', INBOUND_EMAIL_DOMAIN: 'reply.example.com' },
  });
});
afterAll(() => t.close());

const em = () => t.orm.em.fork();
let sequence = 0;

/** A lead sent through the site's contact form (a number of its own unless told: one number is one contact); its id. */
async function websiteLead(email: string, phone = `+97150${1_000_000 + ++sequence}`): Promise<number> {
  const view = await t.client().trpc.inquiries.create.mutate({ ...contactInquiry, kind: 'contact', email, phone });
  return view.id;
}

function inbound(overrides: Partial<InboundMessage>): InboundMessage {
  sequence += 1;
  return {
    channel: 'email',
    externalId: `m${sequence}.${Date.now()}@mail.example.net`,
    from: { email: 'stranger@example.net', phone: null, name: 'Nadia Karim' },
    receivedAt: new Date(),
    subject: 'Villa on the Palm',
    text: 'Is it still available?',
    html: null,
    replyToken: null,
    references: [],
    attachments: [],
    autoReply: false,
    attribution: null,
    ...overrides,
  };
}

const lead = (id: number) => em().findOneOrFail(InquirySchema, { id });

describe('recordInbound matches a message to its lead', () => {
  it('by the signed reply address, once however often it is delivered, and the buyer now waits for us', async () => {
    const id = await websiteLead('reply.token@example.com');
    const address = replyAddressFor(await lead(id), 'reply.example.com');
    expect(address).toMatch(/^reply\+\d+-[0-9a-f]{24}@reply\.example\.com$/);
    // From another address: the token decides, not the sender.
    const message = inbound({
      replyToken: replyTokenOf(address),
      from: { email: 'x@else.net', phone: null, name: null },
    });
    const first = await recordInbound(t.services, em(), message);
    expect(first).toMatchObject({ inquiryId: id, newLead: false, duplicate: false });
    expect(await recordInbound(t.services, em(), message)).toEqual({ ...first, duplicate: true });
    expect(await em().count(ConversationMessageSchema, { externalId: message.externalId })).toBe(1);
    expect((await lead(id)).awaitingReplySince).not.toBeNull();
  });

  it('ignores a forged or mangled token and falls back to the sender, and follows In-Reply-To', async () => {
    const id = await websiteLead('threaded@example.com');
    const other = await websiteLead('someone.else@example.com');
    const forged = replyTokenOf(replyAddressFor({ id: other, replyKey: 'f'.repeat(64) }, 'reply.example.com'));
    const byForged = await recordInbound(
      t.services,
      em(),
      inbound({ replyToken: forged, from: { email: 'Threaded@Example.com', phone: null, name: null } }),
    );
    expect(byForged?.inquiryId).toBe(id);

    const writer = em();
    const sent = writer.create(ConversationMessageSchema, {
      inquiry: writer.getReference(InquirySchema, other),
      contactKey: (await lead(other)).contactKey,
      channel: 'email',
      direction: 'out',
      externalId: `ours.${Date.now()}@reply.example.com`,
      text: 'Here are the floor plans.',
      status: 'sent',
    });
    await writer.flush();
    const reply = await recordInbound(
      t.services,
      em(),
      inbound({
        references: [`<${sent.externalId}>`],
        from: { email: 'new.address@example.org', phone: null, name: null },
      }),
    );
    expect(reply).toMatchObject({ inquiryId: other, newLead: false });
  });

  it("joins the contact's newest open lead, and starts a new one when every lead is closed", async () => {
    const older = await websiteLead('open.lead@example.com');
    const newer = await websiteLead('open.lead@example.com');
    const match = await recordInbound(
      t.services,
      em(),
      inbound({ from: { email: 'open.lead@example.com', phone: null, name: null } }),
    );
    expect(match?.inquiryId).toBe(newer);
    await em().nativeUpdate(InquirySchema, { id: { $in: [older, newer] } }, { status: 'Lost' });
    const fresh = await recordInbound(
      t.services,
      em(),
      inbound({ from: { email: 'open.lead@example.com', phone: null, name: null } }),
    );
    expect(fresh).toMatchObject({ newLead: true });
    expect((await lead(fresh!.inquiryId)).contactKey).toBe((await lead(newer)).contactKey);
  });

  it('makes a stranger\'s e-mail a new routed lead with source "E-mail", and keeps its attachments privately', async () => {
    await storedAgent(t, 'Inbound Router');
    const recorded = await recordInbound(
      t.services,
      em(),
      inbound({
        from: { email: 'nadia.karim@example.net', phone: null, name: 'Nadia Karim' },
        text: 'Do you have a 3-bed?\n\nOn Mon, someone wrote:\n> old',
        attachments: [{ filename: '../../plan.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.4') }],
      }),
    );
    expect(recorded).toMatchObject({ newLead: true, duplicate: false });
    const created = await lead(recorded!.inquiryId);
    expect(created).toMatchObject({
      source: 'E-mail',
      firstName: 'Nadia',
      lastName: 'Karim',
      message: 'Do you have a 3-bed?',
    });
    expect(created.assignedAgent).not.toBeNull();
    const stored = await em().findOneOrFail(ConversationMessageSchema, { id: recorded!.messageId });
    // The original is kept whole; the name loses its path.
    expect(stored.text).toContain('> old');
    expect(stored.attachments).toEqual([
      { filename: 'plan.pdf', contentType: 'application/pdf', size: 8, key: expect.stringMatching(/^conversations\//) },
    ]);
    expect(await t.services.media.exists(stored.attachments![0]!.key)).toBe(true);
  });

  it('makes a WhatsApp message from an unknown number a WhatsApp lead with its ad referral as attribution', async () => {
    const recorded = await recordInbound(
      t.services,
      em(),
      inbound({
        channel: 'whatsapp',
        externalId: `wamid.${Date.now()}`,
        from: { email: null, phone: '+971501112233', name: 'Omar' },
        subject: null,
        attribution: { sourceId: 'ad-42', headline: 'Palm villas', clickId: 'ctwa-1', visit: { utmCampaign: 'palm' } },
      }),
    );
    const created = await lead(recorded!.inquiryId);
    expect(created).toMatchObject({ source: 'WhatsApp', phoneE164: '+971501112233', email: '', utmCampaign: 'palm' });
    expect(created.details).toMatchObject({
      referral: { sourceId: 'ad-42', headline: 'Palm villas', clickId: 'ctwa-1' },
    });
    expect(await whatsappWindow(em(), created.id)).toMatchObject({ open: true });
  });

  it('keeps an auto-reply on its lead without making the lead wait, and drops one from a stranger', async () => {
    const id = await websiteLead('vacation@example.com');
    const auto = { autoReply: true, from: { email: 'vacation@example.com', phone: null, name: null } };
    expect(await recordInbound(t.services, em(), inbound(auto))).toMatchObject({ inquiryId: id });
    expect((await lead(id)).awaitingReplySince).toBeNull();
    const leads = await em().count(InquirySchema);
    expect(
      await recordInbound(
        t.services,
        em(),
        inbound({ ...auto, from: { email: 'nobody@x.net', phone: null, name: null } }),
      ),
    ).toBeNull();
    expect(await em().count(InquirySchema)).toBe(leads);
  });
});

// Sending and delivery statuses are tested through the fake Cloud API in whatsapp-conversations.test.ts.
describe('undeliverable and do-not-contact', () => {
  it('marks a bounced address undeliverable and tells the agent; an opt-out blocks the whole contact', async () => {
    const agentId = await storedAgent(t, 'Bounce Agent');
    const id = await websiteLead('bounced@example.com');
    await em().nativeUpdate(InquirySchema, { id }, { assignedAgent: agentId });
    await markUndeliverable(em(), 'Bounced@example.com', '550 no such user', null, t.services.mail);
    await markUndeliverable(em(), 'bounced@example.com', '550 no such user', null, t.services.mail);
    const { contactKey } = await lead(id);
    expect(await em().count(ContactBlockSchema, { contactKey, kind: 'undeliverable' })).toBe(1);
    expect(await em().count(ConversationMessageSchema, { inquiry: id, channel: 'system' })).toBe(1);
    expect(await em().findOneOrFail(OutboxMessageSchema, { inquiry: id, kind: 'conversation-notice' })).toMatchObject({
      recipient: 'bounce.agent@example.com',
    });

    await markDoNotContact(em(), { email: 'bounced@example.com' }, 'STOP');
    expect(await em().count(ContactBlockSchema, { contactKey, kind: 'do-not-contact' })).toBe(1);
    expect(await em().findOne(SuppressionSchema, { email: 'bounced@example.com' })).toMatchObject({
      reason: 'do-not-contact',
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConversationMessageSchema } from '../../src/server/conversations/conversation-message.entity.ts';
import { markDoNotContact } from '../../src/server/conversations/delivery.ts';
import { recordInbound } from '../../src/server/conversations/inbound.ts';
import { replyTokenOf } from '../../src/server/conversations/reply-address.ts';
import { InquirySchema } from '../../src/server/inquiries/inquiry.entity.ts';
import { OutboxMessageSchema } from '../../src/server/mail/outbox-message.entity.ts';
import { storedAgent } from '../support/agents.ts';
import { refusalOf, type AppClient } from '../support/app-client.ts';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.ts';
import { staffAccount } from '../support/staff-accounts.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let sink: SmtpSink;
let owner: AppClient;
let sequence = 0;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({
    env: {
      INQUIRY_RATE_LIMIT_PER_MINUTE: '10000',
      INBOUND_EMAIL_DOMAIN: 'reply.example.com',
      SMTP_URL: sink.url,
      PUBLIC_URL: 'https://residences.example.com',
    },
  });
  owner = await t.staff();
});
afterAll(async () => {
  await t.close();
  await sink.stop();
});

const em = () => t.orm.em.fork();

/** A lead from the site's contact form with a contact of its own, assigned to `agentId`; its id. */
async function lead(email: string, agentId: number | null = null): Promise<number> {
  sequence += 1;
  const { id } = await t.client().trpc.inquiries.create.mutate({
    kind: 'contact',
    firstName: 'Amelia',
    lastName: 'Hart',
    email,
    phone: `+97155${2_000_000 + sequence}`,
    message: 'We would like to view a penthouse in March.',
  });
  await em().nativeUpdate(InquirySchema, { id }, { assignedAgent: agentId });
  return id;
}

/** Sends the outbox's queued copy of a message now, as the worker would. */
async function deliver(inquiryId: number) {
  const row = await em().findOneOrFail(
    OutboxMessageSchema,
    { inquiry: inquiryId, kind: 'conversation-reply' },
    { orderBy: { id: 'desc' } },
  );
  await t.services.outbox.send(row.id);
  const [mail] = await sink.waitFor(1, (one) => one.subject === row.subject && one.to.includes(row.recipient));
  return mail!;
}

describe('answering a lead by e-mail', () => {
  it("goes out under the agent's name from the agency's address, with the lead's reply address and a stored Message-ID, and answers the lead", async () => {
    const agentId = await storedAgent(t, 'Sara Replies');
    const agent = await staffAccount(t, 'sara.replies', 'agent', { agentId });
    const id = await lead('amelia.reply@example.com', agentId);
    const { messageIds } = await agent.client.trpc.conversations.send.mutate({
      inquiryId: id,
      channel: 'email',
      subject: 'Penthouse viewings in March',
      text: 'Dear Amelia,\n\nThe penthouse can be viewed on any weekday.',
      attachments: [{ kind: 'site', path: '/docs/floor-plans.pdf' }],
    });
    const mail = await deliver(id);
    expect(mail.from).toMatch(
      /^"?Sara Replies · Six Senses Residences Palm Jumeirah"? <no-reply@sixsenses-palm-residences\.ae>$/,
    );
    expect(replyTokenOf(mail.headers['reply-to']!)).toMatch(new RegExp(`^${id}-[0-9a-f]{24}$`));
    expect(mail.headers['reply-to']).toMatch(/@reply\.example\.com>?$/);
    expect(mail.text).toContain('The penthouse can be viewed on any weekday.');
    expect(mail.attachments.map((file) => [file.filename, file.contentType])).toEqual([
      ['floor-plans.pdf', 'application/pdf'],
    ]);
    expect(mail.attachments[0]!.content.subarray(0, 4).toString()).toBe('%PDF');

    const timeline = await agent.client.trpc.conversations.timeline.query({ inquiryId: id });
    const sent = timeline.entries.find((entry) => entry.kind === 'message' && entry.id === messageIds[0]);
    expect(sent).toMatchObject({ channel: 'email', direction: 'out', status: 'sent', by: 'Sara Replies' });
    const stored = await em().findOneOrFail(ConversationMessageSchema, { id: messageIds[0] });
    expect(mail.headers['message-id']).toBe(`<${stored.externalId}>`);
    expect((await owner.trpc.inquiries.byId.query({ id })).firstResponseAt).not.toBeNull();

    // The buyer answers; the agent's next e-mail is in the same thread.
    const reply = await recordInbound(t.services, em(), {
      channel: 'email',
      externalId: `buyer.${id}@mail.example.net`,
      from: { email: 'amelia.reply@example.com', phone: null, name: 'Amelia Hart' },
      receivedAt: new Date(),
      subject: 'Re: Penthouse viewings in March',
      text: 'Tuesday please.\n\nOn Mon, Sara wrote:\n> The penthouse can be viewed',
      html: '<p>Tuesday please.</p><script>alert(1)</script><img src=x onerror=alert(1)>',
      replyToken: replyTokenOf(mail.headers['reply-to']!),
      references: [mail.headers['message-id']!.replace(/[<>]/g, '')],
      attachments: [],
      autoReply: false,
      attribution: null,
    });
    expect(reply).toMatchObject({ inquiryId: id, newLead: false });
    expect(
      (await agent.client.trpc.conversations.timeline.query({ inquiryId: id })).composer.awaitingReplySince,
    ).not.toBeNull();
    await agent.client.trpc.conversations.send.mutate({ inquiryId: id, channel: 'email', text: 'Tuesday at 11 then.' });
    const second = await deliver(id);
    expect(second.subject).toBe('Re: Penthouse viewings in March');
    expect(second.headers['in-reply-to']).toBe(`<buyer.${id}@mail.example.net>`);
    expect(second.headers['references']).toContain(`<buyer.${id}@mail.example.net>`);
    expect(
      (await agent.client.trpc.conversations.timeline.query({ inquiryId: id })).composer.awaitingReplySince,
    ).toBeNull();
  });

  it('refuses to write to a buyer who asked not to be contacted', async () => {
    const id = await lead('stop.please@example.com');
    await markDoNotContact(em(), { email: 'stop.please@example.com' }, 'STOP');
    const refusal = await refusalOf(
      owner.trpc.conversations.send.mutate({ inquiryId: id, channel: 'email', text: 'Hello' }),
    );
    expect(refusal.httpStatus).toBe(400);
    expect(refusal.fieldErrors?.channel?.[0]).toMatch(/asked not to be contacted/);
    const refusedWhatsApp = await refusalOf(
      owner.trpc.conversations.send.mutate({ inquiryId: id, channel: 'whatsapp', text: 'Hi' }),
    );
    expect(refusedWhatsApp.fieldErrors?.channel?.[0]).toBe('WhatsApp is not set up');
  });
});

describe('the timeline', () => {
  it("is one history across a contact's leads: the enquiries, messages folded and sanitised, notes, status changes, calls and the system's e-mails", async () => {
    const first = await lead('history@example.com');
    const second = await lead('History@Example.com');
    await owner.trpc.inquiries.addNote.mutate({ id: first, note: 'Prefers mornings.' });
    await owner.trpc.inquiries.setStatus.mutate({ id: second, status: 'Contacted' });
    await owner.trpc.conversations.logCall.mutate({
      inquiryId: second,
      outcome: 'answered',
      durationSeconds: 185,
      note: 'Wants a sea view.',
    });
    await recordInbound(t.services, em(), {
      channel: 'email',
      externalId: `history.${Date.now()}@mail.example.net`,
      from: { email: 'history@example.com', phone: null, name: null },
      receivedAt: new Date(),
      subject: 'Sea view',
      text: 'Which floors face the sea?\n-- \nAmelia',
      html: '<p onclick="x()">Which floors face the sea?</p><script>alert(1)</script>',
      replyToken: null,
      references: [],
      attachments: [],
      autoReply: false,
      attribution: null,
    });

    const { entries } = await owner.trpc.conversations.timeline.query({ inquiryId: first });
    const kinds = entries.map((entry) =>
      entry.kind === 'message'
        ? `${entry.kind}:${entry.channel}:${entry.direction}`
        : entry.kind === 'event'
          ? `event:${entry.type}`
          : entry.kind,
    );
    expect(kinds).toEqual(
      expect.arrayContaining(['enquiry', 'event:note', 'event:status', 'message:call:out', 'message:email:in', 'mail']),
    );
    expect(entries.filter((entry) => entry.kind === 'enquiry').map((entry) => entry.inquiryId)).toEqual([
      first,
      second,
    ]);
    expect(entries.map((entry) => entry.at)).toEqual([...entries.map((entry) => entry.at)].sort());
    const received = entries.find((entry) => entry.kind === 'message' && entry.direction === 'in');
    expect(received).toMatchObject({
      text: 'Which floors face the sea?',
      folded: '-- \nAmelia',
      html: '<p>Which floors face the sea?</p>',
    });
    expect(entries.find((entry) => entry.kind === 'message' && entry.channel === 'call')).toMatchObject({
      callOutcome: 'answered',
      callDurationSeconds: 185,
      text: 'Wants a sea view.',
    });
    expect(entries.flatMap((entry) => (entry.kind === 'mail' ? [entry.mailKind] : []))).toContain(
      'lead-acknowledgement',
    );
  });

  it("is refused for another agent's lead, on every procedure and the files, and open to managers", async () => {
    const mine = await storedAgent(t, 'Own Agent');
    const theirs = await storedAgent(t, 'Other Agent');
    const agent = await staffAccount(t, 'own.agent', 'agent', { agentId: mine });
    const manager = await staffAccount(t, 'any.manager', 'manager');
    const other = await lead('someone.elses@example.com', theirs);
    const refusals = [
      () => agent.client.trpc.conversations.timeline.query({ inquiryId: other }),
      () => agent.client.trpc.conversations.send.mutate({ inquiryId: other, channel: 'email', text: 'Hi' }),
      () => agent.client.trpc.conversations.logCall.mutate({ inquiryId: other, outcome: 'busy', durationSeconds: 0 }),
    ];
    for (const call of refusals) expect((await refusalOf(call())).httpStatus).toBe(404);
    const { messageIds } = await manager.client.trpc.conversations.send.mutate({
      inquiryId: other,
      channel: 'email',
      text: 'From the manager',
      attachments: [{ kind: 'site', path: '/docs/fact-sheet.pdf' }],
    });
    expect(
      (await manager.client.trpc.conversations.timeline.query({ inquiryId: other })).entries.length,
    ).toBeGreaterThan(0);
    const fileUrl = `/files/conversations/messages/${messageIds[0]}/attachments/0`;
    expect((await agent.client.fetch(fileUrl)).status).toBe(404);
    expect((await manager.client.fetch(fileUrl, { redirect: 'manual' })).status).toBe(302);
  });
});

describe("a person's data", () => {
  it('exports their conversations and erases them with their files', async () => {
    const id = await lead('erase.me@example.com');
    const upload = new FormData();
    upload.append('file', new Blob([Buffer.from('%PDF-1.4 plan')], { type: 'application/pdf' }), 'My plan.pdf');
    // The multipart bytes a browser would send.
    const request = new Request('http://app/', { method: 'POST', body: upload });
    const response = await owner.fetch('/files/conversations/attachments', {
      method: 'POST',
      headers: { 'content-type': request.headers.get('content-type')! },
      body: new Uint8Array(await request.arrayBuffer()),
    });
    expect(response.status).toBe(201);
    const stored = (await response.json()) as { key: string };
    expect(stored.key).toMatch(/^conversations\/\d{4}-\d{2}\/[0-9a-f-]{36}\/My_plan\.pdf$/);
    await owner.trpc.conversations.send.mutate({
      inquiryId: id,
      channel: 'email',
      text: 'Your plan',
      attachments: [{ kind: 'upload', key: stored.key }],
    });
    const { data } = await owner.trpc.privacy.export.mutate({ contact: 'erase.me@example.com' });
    expect(data.data.conversations).toEqual([
      expect.objectContaining({ leadId: id, channel: 'email', direction: 'out', text: 'Your plan' }),
    ]);
    await owner.trpc.privacy.erase.mutate({ contact: 'erase.me@example.com' });
    expect(
      (await owner.trpc.conversations.timeline.query({ inquiryId: id })).entries.filter(
        (entry) => entry.kind === 'message',
      ),
    ).toEqual([]);
  });
});

describe('speed to lead, for real', () => {
  it('filters the inbox to the leads whose buyer wrote last, until someone answers', async () => {
    const waiting = await lead('waiting.buyer@example.com');
    const quiet = await lead('quiet.buyer@example.com');
    await recordInbound(t.services, em(), {
      channel: 'email',
      externalId: `waiting.${Date.now()}@mail.example.net`,
      from: { email: 'waiting.buyer@example.com', phone: null, name: null },
      receivedAt: new Date(),
      subject: 'Any news?',
      text: 'Any news?',
      html: null,
      replyToken: null,
      references: [],
      attachments: [],
      autoReply: false,
      attribution: null,
    });
    const awaiting = async () =>
      (await owner.trpc.inquiries.list.query({ awaiting: 'yes', limit: 1000 })).items.map((item) => item.id);
    expect(await awaiting()).toContain(waiting);
    expect(await awaiting()).not.toContain(quiet);
    await owner.trpc.conversations.send.mutate({ inquiryId: waiting, channel: 'email', text: 'Yes: Tuesday.' });
    expect(await awaiting()).not.toContain(waiting);
  });
});

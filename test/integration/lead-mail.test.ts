import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENCY } from '../../src/shared/agency.ts';
import { AgentSchema } from '../../src/server/agents/agent.entity.ts';
import { buildApp } from '../../src/server/app.ts';
import { initOrm } from '../../src/server/db/orm.ts';
import { InquirySchema } from '../../src/server/inquiries/inquiry.entity.ts';
import { queueLeadMessages, renderLeadMessages } from '../../src/server/mail/lead-messages.tsx';
import { sendMessageJob } from '../../src/server/mail/mail-jobs.ts';
import { HELD_ERROR, SUPPRESSED_ERROR } from '../../src/server/mail/outbox-sender.ts';
import { OutboxMessageSchema, type OutboxMessage } from '../../src/server/mail/outbox-message.entity.ts';
import { queueMessage } from '../../src/server/mail/outbox.ts';
import { SuppressionSchema } from '../../src/server/mail/suppression.entity.ts';
import { contactInquiry, enquiryDialogInquiry } from '../fixtures/payloads.ts';
import { eventually, present } from '../support/eventually.ts';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../support/smtp-sink.ts';
import { subscribeAndConfirm } from '../support/newsletter.ts';
import { createTestApp, json, type TestApp } from '../support/test-app.ts';

const SMTP_PORT = 2531;
const PUBLIC_URL = 'https://www.example.test';
const LEADS_EMAIL = 'leads@agency.test';
const MAIL_ENV = {
  PUBLIC_URL,
  LEADS_EMAIL,
  INQUIRY_RATE_LIMIT_PER_MINUTE: '10000',
  // Retries after 1 s, 2 s, 4 s...: an outage in a test heals within seconds.
  MAIL_RETRY_SECONDS: '1',
};

let t: TestApp;
let sink: SmtpSink;
let cookie: string;

beforeAll(async () => {
  sink = await startSmtpSink({ port: SMTP_PORT });
  t = await createTestApp({
    seed: true,
    env: { ...MAIL_ENV, SMTP_URL: `smtp://mailer:secret@127.0.0.1:${SMTP_PORT}` },
  });
  cookie = await t.signIn();
  // These tests follow leads that routing leaves unassigned, unless a test assigns or routes one itself.
  await t.orm.em.fork().nativeUpdate(AgentSchema, {}, { takesLeads: false });
});
afterAll(async () => {
  await t?.close();
  await sink?.stop();
});

async function postLead(payload: object, app = t.app): Promise<number> {
  const response = await app.inject({ method: 'POST', url: '/api/inquiries', payload });
  expect(response.statusCode).toBe(201);
  return json<{ id: number }>(response).id;
}

function messagesOf(inquiryId: number): Promise<OutboxMessage[]> {
  return t.orm.em.fork().find(OutboxMessageSchema, { inquiry: inquiryId }, { orderBy: { id: 'asc' } });
}

/** The staff notification of lead `id` (any recipient) or the acknowledgement to `email`. */
const ofLead = (id: number, email: string) => (mail: ReceivedMail) =>
  mail.to.includes(email) || mail.subject.startsWith(`New lead #${id}:`);

interface QueuedJobs {
  /** Jobs of this task whose payload's `id` is one of `ids`. */
  task?: string;
  ids?: number[];
  /** Jobs with one of these keys. */
  keys?: string[];
}

/** How many such jobs the queue holds: waiting, due or running. */
async function jobsQueued({ task = '', ids = [], keys = [] }: QueuedJobs): Promise<number> {
  const [row] = await t.orm.em
    .fork()
    .getConnection()
    .execute<Array<{ queued: number }>>(
      `select count(*)::int as queued from graphile_worker._private_jobs jobs
         join graphile_worker._private_tasks tasks on tasks.id = jobs.task_id
        where (tasks.identifier = ? and (jobs.payload ->> 'id')::int = any(?::int[])) or jobs.key = any(?::text[])`,
      [task, `{${ids.join(',')}}`, `{${keys.join(',')}}`],
    );
  return row?.queued ?? 0;
}

/**
 * Resolves once every such job has run. The sink records a message before its SMTP server answers, and
 * a job ends only after that answer, so whatever those jobs were to send has arrived by then: proof that
 * nothing more will come, without waiting a while to see.
 */
async function jobsDone(jobs: QueuedJobs): Promise<void> {
  await eventually(async () => expect(await jobsQueued(jobs)).toBe(0));
}

/** The delivery jobs of the outbox messages of `inquiryIds`. */
async function deliveriesOf(inquiryIds: number[]): Promise<QueuedJobs> {
  const messages = await t.orm.em.fork().find(OutboxMessageSchema, { inquiry: { $in: inquiryIds } });
  return { task: sendMessageJob.name, ids: messages.map((message) => message.id) };
}

describe('lead e-mail through the outbox', () => {
  it('e-mails the agent a lead is routed to, as well as the leads inbox', async () => {
    const em = t.orm.em.fork();
    const agent = await em.findOneOrFail(AgentSchema, { id: { $gt: 0 } }, { orderBy: { id: 'asc' } });
    await em.nativeUpdate(AgentSchema, { id: agent.id }, { takesLeads: true });
    try {
      const id = await postLead({ ...contactInquiry, email: 'routed.mail@example.com' });
      const notices = await sink.waitFor(2, (mail) => mail.subject.startsWith(`New lead #${id}:`));
      expect(notices.flatMap((mail) => mail.to).sort()).toEqual([LEADS_EMAIL, agent.email].sort());
      expect(notices[0]!.text).toContain(`assigned to ${agent.name}`);
    } finally {
      await em.nativeUpdate(AgentSchema, { id: agent.id }, { takesLeads: false });
    }
  });

  it('sends the staff notification and the acknowledgement for a lead without an agent', async () => {
    const email = 'amelia.mail@example.com';
    const id = await postLead({ ...contactInquiry, email });
    const [staff] = await sink.waitFor(1, (mail) => mail.to.includes(LEADS_EMAIL) && mail.subject.includes(`#${id}`));
    const [ack] = await sink.waitFor(1, (mail) => mail.to.includes(email));

    expect(staff!.from).toContain('no-reply@sixsenses-palm-residences.ae');
    // Subjects name nothing the visitor typed (issue #40); the body names them.
    expect(staff!.subject).toBe(`New lead #${id}: Contact form`);
    expect(staff!.text).toContain('Amelia Hart');
    for (const value of [
      email,
      contactInquiry.phone,
      contactInquiry.message,
      contactInquiry.interest,
      'Not assigned yet',
    ])
      expect(staff!.text).toContain(value);
    expect(staff!.text).toContain(`${PUBLIC_URL}/admin/inquiries/${id}`);
    expect(staff!.html).toContain(`href="${PUBLIC_URL}/admin/inquiries/${id}"`);

    expect(ack!.subject).toBe('Thank you: we have received your enquiry');
    // No agent yet: the agency's own contact stands in.
    expect(ack!.text).toContain('Our sales team');
    expect(ack!.text).toContain(AGENCY.phone.display);
    expect(ack!.html).toContain(`https://wa.me/${AGENCY.whatsapp}`);
    // The plain-text version sets headings in capitals.
    expect(ack!.text).toContain('WHAT HAPPENS NEXT');

    const rows = await eventually(async () => {
      const found = await messagesOf(id);
      return present(found.every((row) => row.status === 'sent') && found, 'every message sent');
    });
    expect(rows.map((row) => [row.kind, row.recipient, row.attempts])).toEqual([
      ['lead-notification', LEADS_EMAIL, 1],
      ['lead-acknowledgement', email, 1],
    ]);
    expect(rows.every((row) => row.sentAt instanceof Date)).toBe(true);
  });

  it("writes to the assigned agent too, and the acknowledgement carries the agent's card", async () => {
    const em = t.orm.em.fork();
    const agent = await em.findOneOrFail(AgentSchema, { photoUrl: { $like: '/%' } }, { orderBy: { id: 'asc' } });
    const email = 'rashid.mail@example.ae';
    // Routing (which fills assignedAgent) runs before the messages are queued in the same transaction.
    const id = await em.transactional(async (tem) => {
      const inquiry = tem.create(InquirySchema, {
        kind: 'enquiry',
        firstName: 'Rashid',
        lastName: 'Al Maktoum',
        email,
        emailKey: email,
        contactKey: 'lead-mail-agent-card',
        phone: enquiryDialogInquiry.phone,
        message: enquiryDialogInquiry.message,
        assignedAgent: agent,
        status: 'New',
        createdAt: new Date(),
      });
      await tem.flush();
      const loaded = await tem.populate(inquiry, ['property', 'assignedAgent']);
      await queueLeadMessages(
        tem,
        loaded,
        await renderLeadMessages({ ...loaded, propertyAdvertised: false }, t.services.mail),
        t.services.mail,
      );
      return inquiry.id;
    });
    const staff = await sink.waitFor(2, (mail) => mail.subject.startsWith(`New lead #${id}:`));
    expect(staff.map((mail) => mail.to).sort()).toEqual([[agent.email], [LEADS_EMAIL]].sort());
    expect(staff[0]!.text).toContain(agent.name);

    const [ack] = await sink.waitFor(1, (mail) => mail.to.includes(email));
    expect(ack!.text).toContain(`${agent.name} will personally look after you`);
    expect(ack!.html).toContain(`src="${PUBLIC_URL}${agent.photoUrl}"`);
    expect(ack!.text).toContain(agent.phone);
    expect(ack!.html).toContain(`https://wa.me/${agent.phone.replace(/\D/g, '')}`);
  });

  it('keeps messages queued through an SMTP outage and sends each once when it is back', async () => {
    await sink.stop();
    const email = 'outage@example.com';
    const id = await postLead({ ...contactInquiry, email });
    const failed = await eventually(async () => {
      const rows = await messagesOf(id);
      return present(
        rows.length === 2 && rows.every((row) => row.attempts >= 1 && row.lastError) && rows,
        'both messages tried and failed',
      );
    });
    expect(failed.every((row) => row.status === 'queued')).toBe(true);
    // Each failed message waits in the queue for its retry.
    expect(await jobsQueued(await deliveriesOf([id]))).toBe(2);

    sink = await startSmtpSink({ port: SMTP_PORT });
    await sink.waitFor(2, ofLead(id, email));
    // Every job and retry of the two messages has run: a duplicate would have arrived by now.
    await jobsDone(await deliveriesOf([id]));
    expect(sink.received.filter(ofLead(id, email))).toHaveLength(2);
    const rows = await messagesOf(id);
    expect(rows.map((row) => row.status)).toEqual(['sent', 'sent']);
    expect(rows.every((row) => row.lastError === null)).toBe(true);
  });

  it('sends each message once when two app instances share the database', async () => {
    const orm2 = await initOrm(t.databaseUrl);
    const app2 = await buildApp({ orm: orm2, env: t.env, logger: false });
    try {
      const ids: number[] = [];
      for (let i = 0; i < 20; i += 1)
        ids.push(await postLead({ ...contactInquiry, email: `pair${i}@example.com` }, i % 2 ? app2 : t.app));
      const ours = (mail: ReceivedMail) =>
        mail.to.some((to) => to.startsWith('pair')) || ids.some((id) => mail.subject.includes(`#${id}:`));
      await sink.waitFor(40, ours, 30_000);
      await jobsDone(await deliveriesOf(ids));
      const keys = sink.received.filter(ours).map((mail) => `${mail.to.join()}|${mail.subject}`);
      expect(keys).toHaveLength(40);
      expect(new Set(keys).size).toBe(40);
      const rows = await t.orm.em.fork().find(OutboxMessageSchema, { inquiry: { $in: ids } });
      expect(rows.map((row) => [row.status, row.attempts])).toEqual(rows.map(() => ['sent', 1]));
    } finally {
      await app2.close();
      await orm2.close(true);
    }
  });

  it('never sends marketing mail to a suppressed address, but still acknowledges their lead', async () => {
    const email = 'no-marketing@example.com';
    const first = await postLead({ ...contactInquiry, email });
    const marked = await t.app.inject({
      method: 'POST',
      url: '/trpc/outbox.markDoNotContact',
      payload: { id: first },
      headers: { cookie },
    });
    expect(marked.statusCode).toBe(200);
    expect(json<{ result: { data: { reason: string; by: string } } }>(marked).result.data).toMatchObject({
      reason: 'do-not-contact',
      by: 'staff',
    });

    // A newsletter sign-up of that address queues nothing, not even the request to confirm it.
    const signUp = await t.app.inject({ method: 'POST', url: '/trpc/newsletter.subscribe', payload: { email } });
    expect(signUp.statusCode).toBe(200);
    expect(
      await t.orm.em.fork().count(OutboxMessageSchema, {
        recipient: email,
        kind: { $in: ['newsletter-confirmation', 'newsletter-opt-in'] },
      }),
    ).toBe(0);

    // A marketing message queued before the address was suppressed is stopped at sending time.
    const em = t.orm.em.fork();
    const stale = await em.transactional((tem) =>
      queueMessage(tem, {
        kind: 'newsletter-confirmation',
        recipient: email,
        subject: 'Offer',
        html: '<p>x</p>',
        text: 'x',
      }),
    );
    const stopped = await eventually(async () => {
      const row = await t.orm.em.fork().findOneOrFail(OutboxMessageSchema, { id: stale.id });
      return present(row.status !== 'queued' && row, 'the stale message settled');
    });
    expect([stopped.status, stopped.lastError]).toEqual(['failed', SUPPRESSED_ERROR]);

    // Their next lead is still acknowledged: that is service, not marketing.
    const second = await postLead({ ...contactInquiry, email });
    await sink.waitFor(2, (mail) => mail.to.includes(email));
    const rows = await messagesOf(second);
    await eventually(async () => expect((await messagesOf(second)).every((row) => row.status === 'sent')).toBe(true));
    expect(rows.map((row) => row.kind)).toContain('lead-acknowledgement');
  });

  it('welcomes a confirmed newsletter sign-up with a one-click unsubscribe that needs no sign-in', async () => {
    const email = 'reader@example.com';
    await subscribeAndConfirm(t, email);
    // First the request to confirm the address, then (once confirmed) the welcome.
    const both = await sink.waitFor(2, (received) => received.to.includes(email));
    const mail = both.find((received) => received.subject.startsWith('Welcome'));
    expect(mail!.subject).toBe('Welcome to the Six Senses Residences newsletter');
    expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const link = /<([^>]+)>/.exec(mail!.headers['list-unsubscribe'] ?? '')?.[1] ?? '';
    expect(link).toMatch(new RegExp(`^${PUBLIC_URL}/newsletter/unsubscribe\\?token=[0-9a-f]{64}$`));
    expect(mail!.html).toContain(link.replace(/&/g, '&amp;'));

    // Signing up again sends nothing more.
    await t.app.inject({ method: 'POST', url: '/trpc/newsletter.subscribe', payload: { email } });

    // The mail client's RFC 8058 POST: a form body, no cookie, no Origin.
    const path = link.slice(PUBLIC_URL.length);
    const unsubscribe = () =>
      t.app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
    expect((await unsubscribe()).statusCode).toBe(200);
    expect((await unsubscribe()).statusCode).toBe(200);
    const suppression = await t.orm.em.fork().findOneOrFail(SuppressionSchema, { email });
    expect([suppression.reason, suppression.by]).toEqual(['unsubscribed', null]);
    // The request to confirm, and the welcome: nothing after the unsubscribe.
    expect(sink.received.filter((received) => received.to.includes(email))).toHaveLength(2);

    const bad = await t.app.inject({ method: 'POST', url: '/newsletter/unsubscribe?token=nope' });
    expect(bad.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string[]> }>(bad).errors.token).toEqual(['The unsubscribe link is not valid']);
    const unknown = await t.app.inject({ method: 'POST', url: `/newsletter/unsubscribe?token=${'a'.repeat(64)}` });
    expect(unknown.statusCode).toBe(404);
  });

  it('reminds the agent when their lead is still New at the reminder time, and not otherwise', async () => {
    const em = t.orm.em.fork();
    const agent = await em.findOneOrFail(AgentSchema, { id: { $gt: 0 } }, { orderBy: { id: 'desc' } });
    const create = (email: string) =>
      em.fork().transactional(async (tem) => {
        const inquiry = tem.create(InquirySchema, {
          kind: 'contact',
          firstName: 'Waiting',
          lastName: 'Lead',
          email,
          emailKey: email,
          contactKey: `reminder-${email.length}`,
          assignedAgent: agent,
          status: 'New',
          createdAt: new Date(),
        });
        await tem.flush();
        const loaded = await tem.populate(inquiry, ['property', 'assignedAgent']);
        await queueLeadMessages(
          tem,
          loaded,
          await renderLeadMessages({ ...loaded, propertyAdvertised: false }, t.services.mail),
          t.services.mail,
        );
        return inquiry.id;
      });
    const waiting = await create('waiting@example.com');
    const answered = await create('answered@example.com');
    const setStatus = await t.app.inject({
      method: 'POST',
      url: '/trpc/inquiries.setStatus',
      payload: { id: answered, status: 'Contacted' },
      headers: { cookie },
    });
    expect(setStatus.statusCode).toBe(200);

    // The reminder jobs are due in 30 minutes; bring them forward instead of waiting.
    await em
      .getConnection()
      .execute(`update graphile_worker._private_jobs set run_at = now() where key in (?, ?)`, [
        `lead-reminder:${waiting}`,
        `lead-reminder:${answered}`,
      ]);
    const [reminder] = await sink.waitFor(1, (mail) => mail.subject === `Reminder: lead #${waiting} is still New`);
    expect(reminder!.to).toEqual([agent.email]);
    expect(reminder!.text).toContain(`${PUBLIC_URL}/admin/inquiries/${waiting}`);
    // Both reminder jobs have run, and so has the delivery of every message they queued.
    await jobsDone({ keys: [`lead-reminder:${waiting}`, `lead-reminder:${answered}`] });
    await jobsDone(await deliveriesOf([waiting, answered]));
    expect(await em.fork().count(OutboxMessageSchema, { inquiry: answered, kind: 'lead-reminder' })).toBe(0);
    expect(await em.fork().count(OutboxMessageSchema, { inquiry: waiting, kind: 'lead-reminder' })).toBe(1);
  });
});

describe('without a mail server', () => {
  it('holds the messages, and sends them once a mail server is configured', async () => {
    const held = await createTestApp({ env: MAIL_ENV });
    try {
      const email = 'held@example.com';
      const id = json<{ id: number }>(
        await held.app.inject({ method: 'POST', url: '/api/inquiries', payload: { ...contactInquiry, email } }),
      ).id;
      const rows = await eventually(async () => {
        const found = await held.orm.em.fork().find(OutboxMessageSchema, { inquiry: id });
        return present(found.length === 2 && found.every((row) => row.status === 'held') && found, 'both held');
      });
      expect(rows.every((row) => row.lastError === HELD_ERROR && row.attempts === 0)).toBe(true);
      await held.app.close();

      const orm = await initOrm(held.databaseUrl);
      const withSmtp = await buildApp({ orm, env: { ...held.env, SMTP_URL: sink.url }, logger: false });
      try {
        await sink.waitFor(2, ofLead(id, email));
        const sent = await eventually(async () => {
          const found = await orm.em.fork().find(OutboxMessageSchema, { inquiry: id });
          return present(found.every((row) => row.status === 'sent') && found, 'every message sent');
        });
        expect(sent).toHaveLength(2);
      } finally {
        await withSmtp.close();
        await orm.close(true);
      }
    } finally {
      await held.close();
    }
  });
});

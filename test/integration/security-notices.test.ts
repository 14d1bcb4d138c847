import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AgentSchema } from '../../src/server/agents/agent.entity.ts';
import { AuditEventSchema, type AuditEvent } from '../../src/server/audit/audit-event.entity.ts';
import { OutboxMessageSchema } from '../../src/server/mail/outbox-message.entity.ts';
import { UserSchema } from '../../src/server/users/user.entity.ts';
import type { MessageKind } from '../../src/shared/mail/message-kinds.ts';
import { refusalOf, type AppClient } from '../support/app-client.ts';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.ts';
import { staffAccount, type StaffAccount } from '../support/staff-accounts.ts';
import { createTestApp, TEST_ADMIN, type TestApp } from '../support/test-app.ts';

const SMTP_PORT = 3716;

let t: TestApp;
let sink: SmtpSink;
let admin: AppClient;

beforeAll(async () => {
  sink = await startSmtpSink({ port: SMTP_PORT });
  t = await createTestApp({ seed: true, env: { SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`, MAIL_RETRY_SECONDS: '1' } });
  admin = await t.staff();
});
afterAll(async () => {
  await t?.close();
  await sink?.stop();
});

async function lastId(table: 'audit_events' | 'outbox_messages'): Promise<number> {
  const [row] = await t.orm.em.fork().execute<Array<{ id: number | null }>>(`select max(id) as id from ${table}`);
  return row?.id ?? 0;
}

/** What `action` wrote to the audit trail and the outbox, oldest first. */
async function effectsOf(action: () => Promise<unknown>, kind?: MessageKind) {
  const [events, messages] = [await lastId('audit_events'), await lastId('outbox_messages')];
  await action();
  const em = t.orm.em.fork();
  return {
    events: await em.find(AuditEventSchema, { id: { $gt: events } }, { orderBy: { id: 'asc' } }),
    mail: await em.find(
      OutboxMessageSchema,
      { id: { $gt: messages }, ...(kind ? { kind } : {}) },
      { orderBy: { id: 'asc' } },
    ),
  };
}

const exportLeads = async () => {
  const response = await t.app.inject({ url: '/api/inquiries/export.csv', headers: { cookie: admin.cookieHeader() } });
  expect(response.statusCode).toBe(200);
};

/** Asks for `email` as the account's own and answers the token of the link that reached it. */
async function linkSentTo(account: StaffAccount, email: string): Promise<string> {
  await account.client.trpc.users.setOwnEmail.mutate({ email });
  const [mail] = await sink.waitFor(1, (received) => received.to.includes(email) && received.text.includes('verify='));
  const token = /verify=([A-Za-z0-9_-]{43})/.exec(mail!.text)?.[1];
  if (!token) throw new Error(`no link in ${mail!.text}`);
  sink.received.splice(sink.received.indexOf(mail!), 1);
  return token;
}

const verify = (account: StaffAccount, token: string) => account.client.trpc.users.verifyEmail.mutate({ token });
const noPersonalData = (events: AuditEvent[], ...addresses: string[]) => {
  for (const address of addresses) expect(JSON.stringify(events)).not.toContain(address);
};

describe("owners' security notices go to the owners' own verified addresses", () => {
  let owner: StaffAccount;

  it("a manager who changes the address of an owner's agent gets no export notice, and the change is audited", async () => {
    const [agent] = await t.orm.em.fork().find(AgentSchema, {}, { orderBy: { id: 'asc' }, limit: 1 });
    owner = await staffAccount(t, 'linked.owner', 'owner', { agentId: agent!.id });
    const manager = await staffAccount(t, 'mallory.manager', 'manager');
    const attacker = 'mallory@attacker.example';

    const { events } = await effectsOf(() =>
      manager.client.trpc.agents.update.mutate({ id: agent!.id, data: { email: attacker } }),
    );
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      action: 'agent.email_changed',
      actorUsername: 'mallory.manager',
      subject: `agent ${agent!.id}`,
      details: { from: `${agent!.email[0]}***@${agent!.email.split('@')[1]}`, to: 'm***@attacker.example' },
    });
    noPersonalData(events, attacker, agent!.email);

    const { mail } = await effectsOf(exportLeads, 'export-notice');
    // No owner has verified an address yet: the agency's leads inbox, never the agent's address.
    expect(mail.map((message) => message.recipient)).toEqual([t.services.mail.leadsEmail]);
    await sink.waitFor(
      1,
      (received) => received.to.includes(t.services.mail.leadsEmail) && /^Export:/.test(received.subject),
    );
  });

  it('an owner’s address is used once the link sent to it is opened by that account; the link works once', async () => {
    const address = 'linked.owner@agency.example';
    const before = await owner.client.trpc.users.ownEmail.query();
    expect(before).toMatchObject({ email: null, pendingEmail: null, noticesToLeadsInbox: true });

    const { events } = await effectsOf(async () => {
      const token = await linkSentTo(owner, address);
      expect(await owner.client.trpc.users.ownEmail.query()).toMatchObject({
        email: null,
        pendingEmail: address,
        noticesToLeadsInbox: true,
      });
      // Another account holding the link cannot use it; nor does a made-up token work.
      const other = await staffAccount(t, 'other.agent', 'agent');
      expect((await refusalOf(verify(other, token))).httpStatus).toBe(400);
      expect((await refusalOf(verify(owner, 'A'.repeat(43)))).httpStatus).toBe(400);
      expect((await t.orm.em.fork().findOneOrFail(UserSchema, { id: owner.user.id })).email).toBeNull();

      await verify(owner, token);
      expect((await refusalOf(verify(owner, token))).httpStatus).toBe(400);
    });
    const emailEvents = events.filter((event) => event.action.startsWith('account.email'));
    expect(emailEvents.map((event) => [event.action, event.details])).toEqual([
      ['account.email_verification_sent', { from: null, to: 'l***@agency.example' }],
      ['account.email_changed', { from: null, to: 'l***@agency.example' }],
    ]);
    noPersonalData(events, address);
    expect(await owner.client.trpc.users.ownEmail.query()).toMatchObject({
      email: address,
      pendingEmail: null,
      noticesToLeadsInbox: false,
    });

    const { mail } = await effectsOf(exportLeads, 'export-notice');
    expect(mail.map((message) => message.recipient)).toEqual([address]);
    await sink.waitFor(1, (received) => received.to.includes(address) && /^Export:/.test(received.subject));
  });

  it('an expired link changes nothing', async () => {
    await linkSentTo(owner, 'new.address@agency.example').then(async (token) => {
      await t.orm.em
        .fork()
        .nativeUpdate(UserSchema, { id: owner.user.id }, { emailTokenExpiresAt: new Date(Date.now() - 1000) });
      expect((await refusalOf(verify(owner, token))).httpStatus).toBe(400);
    });
    expect((await t.orm.em.fork().findOneOrFail(UserSchema, { id: owner.user.id })).email).toBe(
      'linked.owner@agency.example',
    );
  });

  it('a new owner, an account made owner and a second factor turned off are told to the owners', async () => {
    const address = 'linked.owner@agency.example';
    const created = await effectsOf(
      () =>
        admin.trpc.auth.createUser.mutate({
          username: 'new.owner',
          password: 'new-owner-password-1',
          role: 'owner',
          currentPassword: TEST_ADMIN.password,
          email: 'new.owner@agency.example',
        }),
      'security-notice',
    );
    expect(created.mail.map((message) => [message.recipient, message.subject])).toEqual([
      [address, 'Security: a new owner account, new.owner'],
    ]);
    // The owner who adds an account gives its address; the link goes there, for the account to open.
    await sink.waitFor(1, (received) => received.to.includes('new.owner@agency.example'));

    const agent = await staffAccount(t, 'promoted.agent', 'agent');
    const promoted = await effectsOf(
      () =>
        admin.trpc.users.setRole.mutate({ userId: agent.user.id, role: 'owner', currentPassword: TEST_ADMIN.password }),
      'security-notice',
    );
    expect(promoted.mail.map((message) => message.subject)).toEqual(['Security: promoted.agent is now an owner']);

    const editor = await staffAccount(t, 'factor.editor', 'editor');
    const { secret } = await editor.client.trpc.twoFactor.startTotp.mutate();
    await editor.client.trpc.twoFactor.confirmTotp.mutate({ code: await generate({ secret }) });
    const off = await effectsOf(
      () => editor.client.trpc.twoFactor.disableTotp.mutate({ confirmation: editor.password }),
      'security-notice',
    );
    expect(off.mail.map((message) => [message.recipient, message.subject])).toEqual([
      [address, 'Security: two-factor sign-in turned off for factor.editor'],
    ]);
    await sink.waitFor(1, (received) => received.to.includes(address) && received.subject.includes('factor.editor'));
  });
});

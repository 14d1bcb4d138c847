import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditEventSchema, type AuditEvent } from '../../src/server/audit/audit-event.entity.ts';
import { removeExpiredAuditEvents } from '../../src/server/audit/audit-retention.ts';
import { AgentSchema } from '../../src/server/agents/agent.entity.ts';
import { securityNoticeRecipients } from '../../src/server/audit/security-notices.tsx';
import { OutboxMessageSchema } from '../../src/server/mail/outbox-message.entity.ts';
import { createCaller } from '../../src/server/trpc/app-router.ts';
import { createContextInner } from '../../src/server/trpc/context.ts';
import { UserSchema } from '../../src/server/users/user.entity.ts';
import type { AuditEventPage } from '../../src/shared/audit/schemas.ts';
import { contactInquiry } from '../fixtures/payloads.ts';
import { statusOf } from '../support/app-client.ts';
import { createTestApp, json, TEST_ADMIN, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: { id: number; username: string };
const ADDRESS = '203.0.113.7';

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { INQUIRY_RATE_LIMIT_PER_MINUTE: '1000' } });
  const user = await t.orm.em.fork().findOneOrFail(UserSchema, { username: TEST_ADMIN.username });
  admin = { id: user.id, username: user.username };
});
afterAll(() => t.close());

/** A caller signed in as the admin, calling from ADDRESS. */
function staff() {
  return createCaller(
    createContextInner({
      em: t.orm.em.fork(),
      services: t.services,
      user: { ...admin, agentId: null, role: 'owner', canExportLeads: false, mustChangePassword: false },
      clientIp: ADDRESS,
    }),
  );
}

async function lastEventId(): Promise<number> {
  const [row] = await t.orm.em.fork().execute<Array<{ id: number | null }>>('select max(id) as id from audit_events');
  return row?.id ?? 0;
}

/** Runs `action` and answers the events it wrote, oldest first. */
async function eventsOf(action: () => Promise<unknown>): Promise<AuditEvent[]> {
  const before = await lastEventId();
  await action();
  return t.orm.em.fork().find(AuditEventSchema, { id: { $gt: before } }, { orderBy: { id: 'asc' } });
}

/** The status of a sign-in as the test admin with `password`, from ADDRESS. */
const login = (password: string) => statusOf(t.client(ADDRESS).signIn({ username: TEST_ADMIN.username, password }));

describe('each recorded action writes one event with its actor, address and details', () => {
  it('records a sign-in, a refused sign-in (the username, never the password) and a sign-out', async () => {
    const [signIn] = await eventsOf(async () => expect(await login(TEST_ADMIN.password)).toBe(200));
    expect(signIn).toMatchObject({
      action: 'auth.sign_in',
      actorUserId: admin.id,
      actorUsername: admin.username,
      clientAddress: ADDRESS,
      subject: `user ${admin.id}`,
    });

    const wrong = 'not-the-password-7781';
    const failed = await eventsOf(async () => expect(await login(wrong)).toBe(401));
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({
      action: 'auth.sign_in_failed',
      actorUserId: null,
      actorUsername: admin.username,
      clientAddress: ADDRESS,
    });
    expect(JSON.stringify(failed[0])).not.toContain(wrong);

    const cookie = await t.signIn();
    const signOut = await eventsOf(async () => {
      const out = await t.app.inject({
        method: 'POST',
        url: '/trpc/auth.logout',
        payload: {},
        headers: { cookie },
        remoteAddress: ADDRESS,
      });
      expect(out.statusCode).toBe(200);
    });
    expect(signOut).toHaveLength(1);
    expect(signOut[0]).toMatchObject({ action: 'auth.sign_out', actorUserId: admin.id, clientAddress: ADDRESS });
  });

  it('records a password change without the passwords, and nothing when the current password is wrong', async () => {
    const user = await t.services.auth.createUser(t.orm.em.fork(), 'audited.agent', 'first-password-1234');
    const caller = createCaller(
      createContextInner({
        em: t.orm.em.fork(),
        services: t.services,
        user: {
          id: user.id,
          username: user.username,
          agentId: null,
          role: 'owner',
          canExportLeads: false,
          mustChangePassword: false,
        },
        clientIp: ADDRESS,
      }),
    );
    const refused = await eventsOf(() =>
      expect(
        caller.auth.changePassword({ currentPassword: 'wrong-password-0000', newPassword: 'second-password-5678' }),
      ).rejects.toThrow('Current password is incorrect'),
    );
    expect(refused).toEqual([]);
    const changed = await eventsOf(() =>
      caller.auth.changePassword({ currentPassword: 'first-password-1234', newPassword: 'second-password-5678' }),
    );
    expect(changed).toHaveLength(1);
    expect(changed[0]).toMatchObject({
      action: 'auth.password_changed',
      actorUserId: user.id,
      actorUsername: 'audited.agent',
      subject: `user ${user.id}`,
      details: {},
    });
    expect(JSON.stringify(changed[0])).not.toMatch(/first-password|second-password/);
  });

  it('records a lead CSV export with its filters and row count, and e-mails the owners', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/inquiries',
      payload: { ...contactInquiry, email: 'csv.lead@example.com', phone: '+971 50 555 0101' },
    });
    const cookie = await t.signIn();
    let rows = 0;
    const before = await t.orm.em.fork().count(OutboxMessageSchema, { kind: 'export-notice' });
    const events = await eventsOf(async () => {
      const response = await t.app.inject({
        url: '/api/inquiries/export.csv?status=New&search=csv.lead',
        headers: { cookie },
        remoteAddress: ADDRESS,
      });
      expect(response.statusCode).toBe(200);
      rows = response.body.trim().split('\n').length - 1;
    });
    expect(rows).toBe(1);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      action: 'leads.csv_exported',
      actorUserId: admin.id,
      clientAddress: ADDRESS,
      subject: 'leads CSV',
      details: { status: 'New', searched: true, rowCount: 1 },
    });
    expect(JSON.stringify(events[0])).not.toContain('csv.lead');

    const notices = await t.orm.em
      .fork()
      .find(OutboxMessageSchema, { kind: 'export-notice' }, { orderBy: { id: 'asc' }, offset: before });
    expect(notices.map((notice) => notice.recipient)).toEqual([t.services.mail.leadsEmail]);
    expect(notices[0]!.text).toContain(`${admin.username} exported 1 lead as CSV`);
    expect(notices[0]!.text).toContain(ADDRESS);
    expect(notices[0]!.text).toContain('/admin/audit');
  });

  it('sends export notices to the active owners at their own verified addresses, else to the leads inbox', async () => {
    const em = t.orm.em.fork();
    expect(await securityNoticeRecipients(em, t.services.mail)).toEqual([t.services.mail.leadsEmail]);
    const agents = await em.find(AgentSchema, {}, { orderBy: { id: 'asc' }, limit: 4 });
    const [first, second, third, fourth] = agents.map((agent) => agent.id);
    const account = (name: string, role: 'owner' | 'manager', agentId: number | undefined) =>
      t.services.auth.createUser(em, name, 'notice-recipient-pw', { role, agentId });
    const verified = (name: string) => `${name}@owners.example`;
    for (const user of [
      await account('owner-one', 'owner', first),
      await account('owner-two', 'owner', second),
      await account('a-manager', 'manager', third),
    ])
      user.email = verified(user.username);
    // Linked to an agent but with no verified address of its own: the agent's address is never used.
    await account('owner-unverified', 'owner', undefined).then((user) => (user.pendingEmail = verified(user.username)));
    const gone = await account('owner-disabled', 'owner', fourth);
    gone.email = verified(gone.username);
    gone.disabledAt = new Date();
    await em.flush();
    expect(await securityNoticeRecipients(t.orm.em.fork(), t.services.mail)).toEqual([
      verified('owner-one'),
      verified('owner-two'),
    ]);
    await t.orm.em.fork().nativeDelete(UserSchema, {
      username: { $in: ['owner-one', 'owner-two', 'a-manager', 'owner-unverified', 'owner-disabled'] },
    });
  });

  it('records a personal-data search, export (mailed to the owners) and erase, naming the person only by hash', async () => {
    const email = 'audit.person@example.com';
    await t.app.inject({
      method: 'POST',
      url: '/api/inquiries',
      payload: { ...contactInquiry, email, phone: '+971 50 555 0202' },
    });
    const found = await eventsOf(() => staff().privacy.find({ contact: email }));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ action: 'privacy.searched', details: { kind: 'email' }, clientAddress: ADDRESS });
    expect(found[0]!.details.total).toBeGreaterThan(0);

    const notices = await t.orm.em.fork().count(OutboxMessageSchema, { kind: 'export-notice' });
    const exported = await eventsOf(() => staff().privacy.export({ contact: email }));
    expect(exported).toHaveLength(1);
    expect(exported[0]).toMatchObject({ action: 'privacy.exported', subject: found[0]!.subject });
    expect(await t.orm.em.fork().count(OutboxMessageSchema, { kind: 'export-notice' })).toBe(notices + 1);

    const erased = await eventsOf(() => staff().privacy.erase({ contact: email }));
    expect(erased).toHaveLength(1);
    expect(erased[0]).toMatchObject({ action: 'privacy.erased', subject: found[0]!.subject });
    expect(erased[0]!.details.leads).toBe(1);
    for (const event of [...found, ...exported, ...erased]) expect(JSON.stringify(event)).not.toContain('audit.person');
  });

  it('records which settings changed, not their values', async () => {
    const events = await eventsOf(() => staff().settings.update({ advertiseOnlyWithValidPermit: false }));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ action: 'settings.changed', subject: 'settings' });
    expect(events[0]!.details).toEqual({ keys: ['advertiseOnlyWithValidPermit'] });
  });

  it('records a listing withdrawn and published again, and a permit change; other edits record nothing', async () => {
    const [listing] = await staff().properties.staffList();
    const id = listing!.id;
    const withdrawn = await eventsOf(() => staff().properties.update({ id, data: { status: 'Withdrawn' } }));
    expect(withdrawn).toMatchObject([
      { action: 'listing.withdrawn', subject: `listing ${id}`, details: { from: listing!.status, to: 'Withdrawn' } },
    ]);
    const published = await eventsOf(() => staff().properties.update({ id, data: { status: 'Available' } }));
    expect(published).toMatchObject([{ action: 'listing.published', details: { from: 'Withdrawn', to: 'Available' } }]);
    const permit = await eventsOf(() => staff().properties.update({ id, data: { permitNumber: '7099999999' } }));
    expect(permit).toMatchObject([
      { action: 'listing.permit_changed', details: { fields: ['permitNumber'], permitNumber: '7099999999' } },
    ]);
    expect(await eventsOf(() => staff().properties.update({ id, data: { featured: false } }))).toEqual([]);
  });
});

describe('services.audit.record', () => {
  it('refuses details named like a secret, writing nothing', async () => {
    const before = await lastEventId();
    await expect(
      t.services.audit.record(
        t.orm.em.fork(),
        { user: admin, clientIp: ADDRESS },
        {
          action: 'auth.password_changed',
          subject: `user ${admin.id}`,
          details: { newPassword: 'hunter2-hunter2' },
        },
      ),
    ).rejects.toThrow('audit details must not hold secrets (newPassword)');
    expect(await lastEventId()).toBe(before);
  });
});

describe('the table is append-only', () => {
  // The app's role may not even try (database-privileges.test.ts); the trigger holds for the owning role too.
  it('refuses UPDATE, DELETE and TRUNCATE from SQL, even to the role that owns the table', async () => {
    const count = await t.orm.em.fork().count(AuditEventSchema, {});
    expect(count).toBeGreaterThan(0);
    await t.asOwner(async (owner) => {
      const em = owner.em.fork();
      await expect(em.execute(`update audit_events set subject = 'forged'`)).rejects.toThrow(
        /append-only: UPDATE refused/,
      );
      await expect(em.execute(`delete from audit_events`)).rejects.toThrow(/append-only: DELETE refused/);
      await expect(em.execute(`truncate audit_events`)).rejects.toThrow(/append-only: TRUNCATE refused/);
      // The retention's setting does not open recent events, nor old ones under a retention below 30 days.
      await expect(
        em.transactional(async (tem) => {
          await tem.execute(`select set_config('audit.retention_days', '30', true)`);
          await tem.execute(`delete from audit_events`);
        }),
      ).rejects.toThrow(/append-only/);
    });
    expect(await t.orm.em.fork().count(AuditEventSchema, {})).toBe(count);
  });

  it('a migration generated later leaves the table and its trigger as they are', async () => {
    expect(await t.orm.schema.getUpdateSchemaSQL()).not.toContain('audit_events');
  });

  it("the retention clean-up is a daily job of the app's worker", async () => {
    // graphile-worker notes each crontab task it schedules once its runner has started.
    await expect
      .poll(async () => {
        const rows = await t.orm.em
          .fork()
          .execute<Array<{ identifier: string }>>('select identifier from graphile_worker._private_known_crontabs');
        return rows.map((row) => row.identifier);
      })
      .toContain('audit_retention');
  });

  it('the retention clean-up deletes only the events older than the retention', async () => {
    const em = t.orm.em.fork();
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    const event = (days: number, subject: string) => ({
      at: daysAgo(days),
      action: 'settings.changed' as const,
      subject,
      details: {},
    });
    await em.insert(AuditEventSchema, event(800, 'retention old'));
    await em.insert(AuditEventSchema, event(100, 'retention middle'));
    await em.insert(AuditEventSchema, event(1, 'retention new'));
    const remaining = async () =>
      (await t.orm.em.fork().find(AuditEventSchema, { subject: { $like: 'retention %' } }))
        .map((e) => e.subject)
        .sort();

    expect(await removeExpiredAuditEvents(t.orm.em.fork(), 730)).toBe(1);
    expect(await remaining()).toEqual(['retention middle', 'retention new']);
    expect(await removeExpiredAuditEvents(t.orm.em.fork(), 90)).toBe(1);
    expect(await remaining()).toEqual(['retention new']);
    expect(await removeExpiredAuditEvents(t.orm.em.fork(), 30)).toBe(0);
  });
});

describe('audit.list', () => {
  it('answers newest first, filtered by action, who, subject and dates, and paged', async () => {
    const cookie = await t.signIn();
    const list = async (input: object) => {
      const response = await t.app.inject({
        url: `/trpc/audit.list?input=${encodeURIComponent(JSON.stringify(input))}`,
        headers: { cookie },
      });
      expect(response.statusCode).toBe(200);
      return json<{ result: { data: AuditEventPage } }>(response).result.data;
    };
    const all = await list({ limit: 200 });
    expect(all.total).toBe(all.items.length);
    const times = all.items.map((item) => item.at);
    expect(times).toEqual([...times].sort().reverse());

    const signIns = await list({ action: 'auth.sign_in' });
    expect(signIns.items.length).toBeGreaterThan(0);
    expect(signIns.items.every((item) => item.action === 'auth.sign_in')).toBe(true);
    const audited = await list({ actor: 'AUDITED' });
    expect(audited.items.map((item) => item.actorUsername)).toEqual(['audited.agent']);
    const listings = await list({ subject: 'listing' });
    expect(listings.items.every((item) => item.subject.startsWith('listing '))).toBe(true);
    expect(listings.total).toBe(3);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list({ from: today, to: today })).items.map((item) => item.subject)).not.toContain('retention new');
    expect((await list({ to: '2020-01-01' })).total).toBe(0);

    const page = await list({ limit: 2, offset: 2 });
    expect(page.items.map((item) => item.id)).toEqual(all.items.slice(2, 4).map((item) => item.id));
    expect(page.total).toBe(all.total);
  });

  it('refuses bad input with a field message, and anyone signed out', async () => {
    const bad = await t.app.inject({
      url: `/trpc/audit.list?input=${encodeURIComponent(JSON.stringify({ from: '2026-02-01', to: '2026-01-01' }))}`,
      headers: { cookie: await t.signIn() },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      error: { data: { fieldErrors: { to: ['The end date is before the start date'] } } },
    });
    for (const input of [
      { action: 'auth.everything' },
      { from: '2026-13-45' },
      { limit: 0 },
      { limit: 201 },
      { offset: -1 },
      { actor: 'x'.repeat(65) },
      { subject: 'a\u0000b' },
    ]) {
      const refused = await t.app.inject({
        url: `/trpc/audit.list?input=${encodeURIComponent(JSON.stringify(input))}`,
        headers: { cookie: await t.signIn() },
      });
      expect(refused.statusCode, JSON.stringify(input)).toBe(400);
    }
    // Pattern characters in the text filters are matched literally.
    expect((await staff().audit.list({ subject: '%' })).total).toBe(0);
    expect((await staff().audit.list({ actor: '_' })).total).toBe(0);
    const anonymous = await t.app.inject({ url: '/trpc/audit.list' });
    expect(anonymous.statusCode).toBe(401);
  });
});

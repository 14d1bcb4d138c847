import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditEventSchema } from '../../src/server/audit/audit-event.entity.ts';
import { UserSchema } from '../../src/server/users/user.entity.ts';
import { MUST_CHANGE_PASSWORD } from '../../src/shared/staff/permissions.ts';
import { refusalOf, statusOf, type AppClient, type AppInput } from '../support/app-client.ts';
import { createTestApp, TEST_ADMIN, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let owner: AppClient;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.staff();
});
afterAll(() => t.close());

/** The app's refusal of `call`: its HTTP status and message. */
async function refusal(call: Promise<unknown>): Promise<{ status: number; message: string }> {
  const { httpStatus, message } = await refusalOf(call);
  return { status: httpStatus, message };
}

/** Signs in as `username` with `password`: a client of that session. */
const signInAs = (username: string, password: string) => t.staff({ username, password });

async function create(
  username: string,
  role: AppInput['auth']['createUser']['role'],
  password = `${username}-password`,
): Promise<number> {
  const created = await owner.trpc.auth.createUser.mutate({
    username,
    password,
    role,
    currentPassword: TEST_ADMIN.password,
  });
  return created.id;
}

/** The acting owner's own password, which role changes, disabling and deleting ask for. */
const confirmed = { currentPassword: TEST_ADMIN.password };

const accountOf = async (id: number) => (await owner.trpc.users.list.query()).find((account) => account.id === id);

describe('staff accounts, managed by owners', () => {
  it('creates an account with a role, which signs in with that role', async () => {
    const id = await create('nadia.manager', 'manager');
    expect(await accountOf(id)).toMatchObject({ username: 'nadia.manager', role: 'manager', canExportLeads: false });
    const manager = await signInAs('nadia.manager', 'nadia.manager-password');
    const me = await manager.trpc.auth.me.query();
    expect(me.user?.role).toBe('manager');
    expect(
      (
        await refusal(
          manager.trpc.users.setRole.mutate({ userId: id, role: 'owner', currentPassword: 'nadia.manager-password' }),
        )
      ).status,
    ).toBe(403);
  });

  it('refuses an unknown role and changes nothing', async () => {
    const before = await t.orm.em.fork().count(UserSchema, {});
    const response = await owner.raw('auth.createUser', {
      username: 'no.role',
      password: 'a-long-enough-password',
      role: 'admin',
      currentPassword: TEST_ADMIN.password,
    });
    expect(response.status).toBe(400);
    expect(await t.orm.em.fork().count(UserSchema, {})).toBe(before);
  });

  it('grants lead export to managers only, and a role change applies to open sessions at once', async () => {
    const id = await create('karim.manager', 'manager');
    const manager = await signInAs('karim.manager', 'karim.manager-password');
    expect(await statusOf(manager.trpc.inquiries.exportCsv.query({}))).toBe(403);
    expect((await owner.trpc.users.setLeadExport.mutate({ userId: id, allowed: true })).canExportLeads).toBe(true);
    expect(await statusOf(manager.trpc.inquiries.exportCsv.query({}))).toBe(200);
    // Another role drops the grant; an editor is refused the leads on the very next request.
    expect(await owner.trpc.users.setRole.mutate({ userId: id, role: 'editor', ...confirmed })).toMatchObject({
      role: 'editor',
      canExportLeads: false,
    });
    expect(await statusOf(manager.trpc.inquiries.list.query({}))).toBe(403);
    expect(await refusal(owner.trpc.users.setLeadExport.mutate({ userId: id, allowed: true }))).toEqual({
      status: 400,
      message: 'Lead export is granted to managers only',
    });
  });

  it('keeps the last active owner: not demoted, disabled or deleted', async () => {
    const me = { user: (await owner.trpc.auth.me.query()).user! };
    expect(
      await refusal(owner.trpc.users.setRole.mutate({ userId: me.user.id, role: 'manager', ...confirmed })),
    ).toEqual({
      status: 400,
      message: 'The last active owner cannot be demoted',
    });
    const second = await create('second.owner', 'owner');
    const secondOwner = await signInAs('second.owner', 'second.owner-password');
    expect((await owner.trpc.users.disable.mutate({ userId: second, ...confirmed })).disabledAt).not.toBeNull();
    // The only other owner is disabled, so this one is the last active owner again.
    expect(
      await refusal(owner.trpc.users.setRole.mutate({ userId: me.user.id, role: 'agent', ...confirmed })),
    ).toMatchObject({
      status: 400,
    });
    expect(await refusal(owner.trpc.users.disable.mutate({ userId: me.user.id, ...confirmed }))).toEqual({
      status: 400,
      message: 'You cannot disable your own account',
    });
    expect(await statusOf(secondOwner.trpc.dashboard.summary.query())).toBe(401);
    await owner.trpc.users.enable.mutate({ userId: second });
    expect((await owner.trpc.users.setRole.mutate({ userId: second, role: 'manager', ...confirmed })).role).toBe(
      'manager',
    );
  });

  it('disabling ends every session at once and refuses sign-in; the sessions list shows when and where', async () => {
    const id = await create('sara.agent', 'agent');
    const first = await signInAs('sara.agent', 'sara.agent-password');
    const second = await signInAs('sara.agent', 'sara.agent-password');
    const sessions = await owner.trpc.users.sessions.query({ userId: id });
    expect(sessions).toHaveLength(2);
    expect(sessions[0]).toMatchObject({ ipAddress: '127.0.0.1' });
    expect(sessions[0]!.ref).toMatch(/^[0-9a-f]{16}$/);

    await owner.trpc.users.endSession.mutate({ userId: id, ref: sessions[0]!.ref });
    expect(await owner.trpc.users.sessions.query({ userId: id })).toHaveLength(1);

    await owner.trpc.users.disable.mutate({ userId: id, ...confirmed });
    for (const client of [first, second]) expect(await statusOf(client.trpc.dashboard.summary.query())).toBe(401);
    expect(await owner.trpc.users.sessions.query({ userId: id })).toEqual([]);
    const signIn = t.client().signIn({ username: 'sara.agent', password: 'sara.agent-password' });
    expect((await refusal(signIn)).status).toBe(401);
  });

  it('a reset password works once: the account must choose its own before anything else', async () => {
    const id = await create('omar.editor', 'editor');
    const old = await signInAs('omar.editor', 'omar.editor-password');
    await owner.trpc.users.resetPassword.mutate({ userId: id, password: 'temporary-password-1' });
    expect(await statusOf(old.trpc.dashboard.summary.query())).toBe(401);

    const editor = await signInAs('omar.editor', 'temporary-password-1');
    const me = await editor.trpc.auth.me.query();
    expect(me.user?.mustChangePassword).toBe(true);
    expect(await refusal(editor.trpc.dashboard.summary.query())).toEqual({
      status: 403,
      message: MUST_CHANGE_PASSWORD,
    });
    await editor.trpc.auth.changePassword.mutate({
      currentPassword: 'temporary-password-1',
      newPassword: 'my-own-password-2',
    });
    expect(await statusOf(editor.trpc.dashboard.summary.query())).toBe(200);
  });

  it('deletes an account, not one’s own', async () => {
    const id = await create('gone.soon', 'agent');
    expect(await owner.trpc.users.delete.mutate({ userId: id, ...confirmed })).toEqual({ success: true, id });
    expect(await accountOf(id)).toBeUndefined();
    const me = { user: (await owner.trpc.auth.me.query()).user! };
    expect(await refusal(owner.trpc.users.delete.mutate({ userId: me.user.id, ...confirmed }))).toMatchObject({
      status: 400,
    });
    expect(await refusal(owner.trpc.users.delete.mutate({ userId: 999_999, ...confirmed }))).toMatchObject({
      status: 404,
    });
  });

  it('a role change, disabling and deleting ask for the owner’s own password: without it or wrong, nothing changes', async () => {
    const id = await create('kept.agent', 'agent');
    const changes = [
      ['users.setRole', { userId: id, role: 'owner' }, 'role'],
      ['users.disable', { userId: id }, 'disable'],
      ['users.delete', { userId: id }, 'delete'],
    ] as const;
    const em = t.orm.em.fork();
    const before = await em.count(AuditEventSchema, { action: 'account.password_confirmation_failed' });
    for (const [path, input, change] of changes) {
      // Without the password: past the client's types, as a hand-made request would come.
      expect((await owner.raw(path, input)).status).toBe(400);
      const wrong = await owner.raw(path, { ...input, currentPassword: 'not-my-password' });
      expect(wrong.status).toBe(400);
      expect(((await wrong.json()) as { error: { message: string } }).error.message).toBe(
        'Current password is incorrect',
      );
      const [event] = await em.find(
        AuditEventSchema,
        { action: 'account.password_confirmation_failed' },
        { orderBy: { id: 'desc' }, limit: 1 },
      );
      expect(event).toMatchObject({ actorUsername: TEST_ADMIN.username, subject: `user ${id}`, details: { change } });
    }
    expect(await em.count(AuditEventSchema, { action: 'account.password_confirmation_failed' })).toBe(before + 3);
    expect(await accountOf(id)).toMatchObject({ role: 'agent', disabledAt: null });
    // Each password check travels alone, as a sign-in does: a batch of them is refused before any runs.
    const batch = await t.app.inject({
      method: 'POST',
      url: '/trpc/users.disable,users.delete?batch=1',
      payload: { 0: { userId: id, currentPassword: 'guess-1' }, 1: { userId: id, currentPassword: 'guess-2' } },
      headers: { cookie: owner.cookieHeader() },
    });
    expect(batch.statusCode).toBe(400);
    expect(await accountOf(id)).toMatchObject({ role: 'agent', disabledAt: null });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditEventSchema } from '../../src/server/audit/audit-event.entity.ts';
import { UserSchema } from '../../src/server/users/user.entity.ts';
import { MUST_CHANGE_PASSWORD } from '../../src/shared/staff/permissions.ts';
import type { StaffAccountView, StaffSessionView } from '../../src/shared/users/schemas.ts';
import { signInAs } from '../support/staff-accounts.ts';
import { createTestApp, json, TEST_ADMIN, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let owner: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signIn();
});
afterAll(() => t.close());

function call(path: string, input: unknown, cookie: string, method: 'GET' | 'POST' = 'POST') {
  return method === 'GET'
    ? t.app.inject({ url: `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`, headers: { cookie } })
    : t.app.inject({ method: 'POST', url: `/trpc/${path}`, payload: input as object, headers: { cookie } });
}

async function ok<T>(path: string, input: unknown, cookie = owner, method: 'GET' | 'POST' = 'POST'): Promise<T> {
  const response = await call(path, input, cookie, method);
  if (response.statusCode !== 200) throw new Error(`${path}: ${response.statusCode} ${response.body}`);
  return json<{ result: { data: T } }>(response).result.data;
}

async function refusal(path: string, input: unknown, cookie = owner): Promise<{ status: number; message: string }> {
  const response = await call(path, input, cookie);
  return { status: response.statusCode, message: json<{ error: { message: string } }>(response).error.message };
}

async function create(username: string, role: string, password = `${username}-password`): Promise<number> {
  const created = await ok<{ id: number }>('auth.createUser', {
    username,
    password,
    role,
    currentPassword: TEST_ADMIN.password,
  });
  return created.id;
}

/** The acting owner's own password, which role changes, disabling and deleting ask for. */
const confirmed = { currentPassword: TEST_ADMIN.password };

const accountOf = async (id: number) =>
  (await ok<StaffAccountView[]>('users.list', undefined, owner, 'GET')).find((account) => account.id === id);

describe('staff accounts, managed by owners', () => {
  it('creates an account with a role, which signs in with that role', async () => {
    const id = await create('nadia.manager', 'manager');
    expect(await accountOf(id)).toMatchObject({ username: 'nadia.manager', role: 'manager', canExportLeads: false });
    const cookie = await signInAs(t, 'nadia.manager', 'nadia.manager-password');
    const me = await ok<{ user: { role: string } }>('auth.me', undefined, cookie, 'GET');
    expect(me.user.role).toBe('manager');
    expect(
      (await refusal('users.setRole', { userId: id, role: 'owner', currentPassword: 'nadia.manager-password' }, cookie))
        .status,
    ).toBe(403);
  });

  it('refuses an unknown role and changes nothing', async () => {
    const before = await t.orm.em.fork().count(UserSchema, {});
    const response = await call(
      'auth.createUser',
      {
        username: 'no.role',
        password: 'a-long-enough-password',
        role: 'admin',
        currentPassword: TEST_ADMIN.password,
      },
      owner,
    );
    expect(response.statusCode).toBe(400);
    expect(await t.orm.em.fork().count(UserSchema, {})).toBe(before);
  });

  it('grants lead export to managers only, and a role change applies to open sessions at once', async () => {
    const id = await create('karim.manager', 'manager');
    const cookie = await signInAs(t, 'karim.manager', 'karim.manager-password');
    expect((await call('inquiries.exportCsv', {}, cookie, 'GET')).statusCode).toBe(403);
    expect((await ok<StaffAccountView>('users.setLeadExport', { userId: id, allowed: true })).canExportLeads).toBe(
      true,
    );
    expect((await call('inquiries.exportCsv', {}, cookie, 'GET')).statusCode).toBe(200);
    // Another role drops the grant; an editor is refused the leads on the very next request.
    expect(await ok<StaffAccountView>('users.setRole', { userId: id, role: 'editor', ...confirmed })).toMatchObject({
      role: 'editor',
      canExportLeads: false,
    });
    expect((await call('inquiries.list', {}, cookie, 'GET')).statusCode).toBe(403);
    expect(await refusal('users.setLeadExport', { userId: id, allowed: true })).toEqual({
      status: 400,
      message: 'Lead export is granted to managers only',
    });
  });

  it('keeps the last active owner: not demoted, disabled or deleted', async () => {
    const me = await ok<{ user: { id: number } }>('auth.me', undefined, owner, 'GET');
    expect(await refusal('users.setRole', { userId: me.user.id, role: 'manager', ...confirmed })).toEqual({
      status: 400,
      message: 'The last active owner cannot be demoted',
    });
    const second = await create('second.owner', 'owner');
    const secondCookie = await signInAs(t, 'second.owner', 'second.owner-password');
    expect((await ok<StaffAccountView>('users.disable', { userId: second, ...confirmed })).disabledAt).not.toBeNull();
    // The only other owner is disabled, so this one is the last active owner again.
    expect(await refusal('users.setRole', { userId: me.user.id, role: 'agent', ...confirmed })).toMatchObject({
      status: 400,
    });
    expect(await refusal('users.disable', { userId: me.user.id, ...confirmed })).toEqual({
      status: 400,
      message: 'You cannot disable your own account',
    });
    expect((await call('dashboard.summary', undefined, secondCookie, 'GET')).statusCode).toBe(401);
    await ok('users.enable', { userId: second });
    expect((await ok<StaffAccountView>('users.setRole', { userId: second, role: 'manager', ...confirmed })).role).toBe(
      'manager',
    );
  });

  it('disabling ends every session at once and refuses sign-in; the sessions list shows when and where', async () => {
    const id = await create('sara.agent', 'agent');
    const first = await signInAs(t, 'sara.agent', 'sara.agent-password');
    const second = await signInAs(t, 'sara.agent', 'sara.agent-password');
    const sessions = await ok<StaffSessionView[]>('users.sessions', { userId: id }, owner, 'GET');
    expect(sessions).toHaveLength(2);
    expect(sessions[0]).toMatchObject({ ipAddress: '127.0.0.1' });
    expect(sessions[0]!.ref).toMatch(/^[0-9a-f]{16}$/);

    await ok('users.endSession', { userId: id, ref: sessions[0]!.ref });
    expect(await ok<StaffSessionView[]>('users.sessions', { userId: id }, owner, 'GET')).toHaveLength(1);

    await ok('users.disable', { userId: id, ...confirmed });
    for (const cookie of [first, second])
      expect((await call('dashboard.summary', undefined, cookie, 'GET')).statusCode).toBe(401);
    expect(await ok<StaffSessionView[]>('users.sessions', { userId: id }, owner, 'GET')).toEqual([]);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      payload: { username: 'sara.agent', password: 'sara.agent-password' },
    });
    expect(signIn.statusCode).toBe(401);
  });

  it('a reset password works once: the account must choose its own before anything else', async () => {
    const id = await create('omar.editor', 'editor');
    const old = await signInAs(t, 'omar.editor', 'omar.editor-password');
    await ok('users.resetPassword', { userId: id, password: 'temporary-password-1' });
    expect((await call('dashboard.summary', undefined, old, 'GET')).statusCode).toBe(401);

    const cookie = await signInAs(t, 'omar.editor', 'temporary-password-1');
    const me = await ok<{ user: { mustChangePassword: boolean } }>('auth.me', undefined, cookie, 'GET');
    expect(me.user.mustChangePassword).toBe(true);
    const held = await call('dashboard.summary', undefined, cookie, 'GET');
    expect(held.statusCode).toBe(403);
    expect(json<{ error: { message: string } }>(held).error.message).toBe(MUST_CHANGE_PASSWORD);
    await ok(
      'auth.changePassword',
      { currentPassword: 'temporary-password-1', newPassword: 'my-own-password-2' },
      cookie,
    );
    expect((await call('dashboard.summary', undefined, cookie, 'GET')).statusCode).toBe(200);
  });

  it('deletes an account, not one’s own', async () => {
    const id = await create('gone.soon', 'agent');
    expect(await ok('users.delete', { userId: id, ...confirmed })).toEqual({ success: true, id });
    expect(await accountOf(id)).toBeUndefined();
    const me = await ok<{ user: { id: number } }>('auth.me', undefined, owner, 'GET');
    expect(await refusal('users.delete', { userId: me.user.id, ...confirmed })).toMatchObject({ status: 400 });
    expect(await refusal('users.delete', { userId: 999_999, ...confirmed })).toMatchObject({ status: 404 });
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
      expect((await refusal(path, input)).status).toBe(400);
      expect(await refusal(path, { ...input, currentPassword: 'not-my-password' })).toEqual({
        status: 400,
        message: 'Current password is incorrect',
      });
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
      headers: { cookie: owner },
    });
    expect(batch.statusCode).toBe(400);
    expect(await accountOf(id)).toMatchObject({ role: 'agent', disabledAt: null });
  });
});

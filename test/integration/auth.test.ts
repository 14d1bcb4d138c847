import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionSchema } from '../../src/server/auth/session.entity.ts';
import { UserSchema } from '../../src/server/users/user.entity.ts';
import { ensureAdmin, setPassword } from '../../src/server/users/shell-accounts.ts';
import { createTestApp, json, TEST_ADMIN, type TestApp } from '../support/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (payload: object, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/trpc/auth.login', payload, headers, remoteAddress });
const me = (cookie?: string) => t.app.inject({ url: '/trpc/auth.me', headers: cookie ? { cookie } : {} });
const meUser = async (cookie?: string) =>
  json<{ result: { data: { user: { username: string } | null } } }>(await me(cookie)).result.data.user;

describe('staff sign-in', () => {
  it('stores only an argon2id hash of the password, at OWASP parameters', async () => {
    const user = await t.orm.em.fork().findOneOrFail(UserSchema, { username: TEST_ADMIN.username });
    expect(user.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(user.password).not.toContain(TEST_ADMIN.password);
  });

  it('sets an HttpOnly SameSite=Lax session cookie and knows the user', async () => {
    const response = await login(TEST_ADMIN);
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === 'ssr_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    expect(await meUser(`ssr_session=${cookie?.value}`)).toEqual({
      id: expect.any(Number),
      username: TEST_ADMIN.username,
      agentId: null,
      // Staff roles (issue #29): the account `npm start` makes is an owner.
      role: 'owner',
      canExportLeads: false,
      complianceOfficer: false,
      mustChangePassword: false,
    });
  });

  it('fails alike for a wrong password and an unknown user', async () => {
    const wrongPassword = await login({ ...TEST_ADMIN, password: 'nope-nope-nope' });
    const unknownUser = await login({ username: 'ghost', password: 'whatever-it-is' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownUser.statusCode).toBe(401);
    const message = (r: typeof wrongPassword) => json<{ error: { message: string } }>(r).error.message;
    expect(message(wrongPassword)).toBe('Invalid username or password');
    expect(message(unknownUser)).toBe(message(wrongPassword));
    expect(wrongPassword.cookies).toHaveLength(0);
  });

  it('rotates the session at sign-in: the old token stops working', async () => {
    const first = await t.signIn();
    const response = await login(TEST_ADMIN, { cookie: first });
    const second = `ssr_session=${response.cookies.find((c) => c.name === 'ssr_session')?.value}`;
    expect(second).not.toBe(first);
    expect(await meUser(first)).toBeNull();
    expect(await meUser(second)).not.toBeNull();
  });

  it('signs out: the session row is gone and the cookie cleared', async () => {
    const cookie = await t.signIn();
    const out = await t.app.inject({ method: 'POST', url: '/trpc/auth.logout', payload: {}, headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === 'ssr_session')?.value).toBe('');
    expect(await meUser(cookie)).toBeNull();
    expect((await t.app.inject({ url: '/api/inquiries', headers: { cookie } })).statusCode).toBe(401);
  });

  it('signs out from a request with no body, as the unbatched tRPC link sends a mutation without input', async () => {
    const cookie = await t.signIn();
    const out = await t.app.inject({
      method: 'POST',
      url: '/trpc/auth.logout',
      headers: { cookie, 'content-type': 'application/json' },
    });
    expect(out.statusCode).toBe(200);
    expect(await meUser(cookie)).toBeNull();
  });

  it('ends a session after the idle time', async () => {
    const cookie = await t.signIn();
    const id = createHash('sha256').update(cookie.split('=')[1]!).digest('hex');
    await t.orm.em.fork().nativeUpdate(SessionSchema, { id }, { expiresAt: new Date(Date.now() - 1000) });
    expect((await t.app.inject({ url: '/api/inquiries', headers: { cookie } })).statusCode).toBe(401);
    expect(await t.orm.em.fork().count(SessionSchema, { id })).toBe(0);
  });

  it('refuses a forged token', async () => {
    expect(await meUser('ssr_session=' + 'a'.repeat(43))).toBeNull();
  });

  it('slows repeated failures for one account from one address with 429 and Retry-After', async () => {
    const throttled = await createTestApp();
    try {
      const attempt = (password = 'wrong-password-x') =>
        throttled.app.inject({
          method: 'POST',
          url: '/trpc/auth.login',
          payload: { username: TEST_ADMIN.username, password },
          remoteAddress: '198.51.100.20',
        });
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await attempt()).statusCode);
      // Three failures cost nothing; the fourth starts a wait of a second, in which even the right
      // password is refused.
      expect(statuses).toEqual([401, 401, 401, 401]);
      expect((await attempt(TEST_ADMIN.password)).statusCode).toBe(429);
      const last = await attempt();
      expect(last.statusCode).toBe(429);
      expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await throttled.close();
    }
  });
});

describe('accounts', () => {
  it('lets a signed-in user change their password, ending other sessions', async () => {
    const other = await t.signIn();
    const cookie = await t.signIn();
    const change = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/trpc/auth.changePassword', payload, headers: { cookie } });
    expect((await change({ currentPassword: 'wrong', newPassword: 'another-long-password' })).statusCode).toBe(400);
    expect((await change({ currentPassword: TEST_ADMIN.password, newPassword: 'short' })).statusCode).toBe(400);
    expect(
      (await change({ currentPassword: TEST_ADMIN.password, newPassword: 'another-long-password' })).statusCode,
    ).toBe(200);
    expect(await meUser(other)).toBeNull();
    expect(await meUser(cookie)).not.toBeNull();
    await setPassword(t.services.auth, t.orm.em.fork(), TEST_ADMIN.username, TEST_ADMIN.password);
  });

  it('lets staff create another account, which can then sign in', async () => {
    const cookie = await t.signIn();
    const created = await t.app.inject({
      method: 'POST',
      url: '/trpc/auth.createUser',
      payload: { username: 'reception', password: 'reception-password-1', currentPassword: TEST_ADMIN.password },
      headers: { cookie },
    });
    expect(created.statusCode).toBe(200);
    expect((await login({ username: 'reception', password: 'reception-password-1' })).statusCode).toBe(200);
    const duplicate = await t.app.inject({
      method: 'POST',
      url: '/trpc/auth.createUser',
      payload: { username: 'reception', password: 'reception-password-1', currentPassword: TEST_ADMIN.password },
      headers: { cookie },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/trpc/auth.createUser',
          payload: { username: 'x1x', password: 'long-enough-pw', currentPassword: TEST_ADMIN.password },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('creates admin with a random password only when there are no users', async () => {
    const fresh = await createTestApp();
    try {
      const em = fresh.orm.em.fork();
      expect(await ensureAdmin(fresh.services.auth, em)).toBeNull();
      await em.nativeDelete(UserSchema, {});
      const created = await ensureAdmin(fresh.services.auth, em.fork());
      expect(created?.username).toBe('admin');
      expect(created?.generatedPassword).toMatch(/^[\w-]{16}$/);
    } finally {
      await fresh.close();
    }
  });
});

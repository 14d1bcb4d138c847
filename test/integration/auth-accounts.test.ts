import { createHash, randomBytes, scryptSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { purgeExpiredAuthRows } from '../../src/server/auth/auth-hooks.ts';
import { AuthService } from '../../src/server/auth/auth.service.ts';
import { SessionSchema } from '../../src/server/auth/session.entity.ts';
import { buildApp } from '../../src/server/app.ts';
import { parseEnv } from '../../src/server/env.ts';
import { RateLimitSchema } from '../../src/server/rate-limit/rate-limit.entity.ts';
import { createServices } from '../../src/server/services.ts';
import { UserSchema } from '../../src/server/users/user.entity.ts';
import { createTestApp, json, TEST_ADMIN, type TestApp } from '../support/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface TrpcError {
  error: { message: string; data: { fieldErrors: Record<string, string[]> | null } };
}

const post = (url: string, payload: object, cookie?: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {}, remoteAddress });
const sessionIdOf = (cookie: string) =>
  createHash('sha256')
    .update(cookie.split('=')[1] ?? '')
    .digest('hex');
const userNamed = (username: string) => t.orm.em.fork().findOne(UserSchema, { username });

/** A hash as the app wrote them before argon2id: scrypt N=2^15, r=8, p=1. */
function legacyScryptHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFKC'), salt, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
  return ['scrypt', 2 ** 15, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}

describe('password hashes', () => {
  it('accepts an old scrypt hash and upgrades it to argon2id at the next successful sign-in', async () => {
    const em = t.orm.em.fork();
    await em.nativeUpdate(
      UserSchema,
      { username: TEST_ADMIN.username },
      { password: legacyScryptHash(TEST_ADMIN.password) },
    );
    expect((await userNamed(TEST_ADMIN.username))?.password).toMatch(/^scrypt\$32768\$/);

    expect((await post('/trpc/auth.login', { ...TEST_ADMIN, password: 'not-the-password' })).statusCode).toBe(401);
    expect((await userNamed(TEST_ADMIN.username))?.password).toMatch(/^scrypt\$32768\$/);

    expect((await post('/trpc/auth.login', TEST_ADMIN)).statusCode).toBe(200);
    expect((await userNamed(TEST_ADMIN.username))?.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await post('/trpc/auth.login', TEST_ADMIN)).statusCode).toBe(200);
  });
});

describe('password lengths', () => {
  const tooLong = 'x'.repeat(129);
  const message = 'Password must be at most 128 characters';

  it('refuses a 129-character password at sign-in with a field message, before any check', async () => {
    const response = await post('/trpc/auth.login', { username: TEST_ADMIN.username, password: tooLong });
    expect(response.statusCode).toBe(400);
    expect(json<TrpcError>(response).error.data.fieldErrors).toEqual({ password: [message] });
  });

  it('refuses 129 characters in every password field of the account screen, changing nothing', async () => {
    const cookie = await t.signIn();
    const hashBefore = (await userNamed(TEST_ADMIN.username))?.password;
    const change = await post('/trpc/auth.changePassword', { currentPassword: tooLong, newPassword: tooLong }, cookie);
    expect(change.statusCode).toBe(400);
    expect(json<TrpcError>(change).error.data.fieldErrors).toEqual({
      currentPassword: [message],
      newPassword: [message],
    });
    const create = await post(
      '/trpc/auth.createUser',
      { username: 'too-long', password: tooLong, currentPassword: tooLong },
      cookie,
    );
    expect(create.statusCode).toBe(400);
    expect(json<TrpcError>(create).error.data.fieldErrors).toEqual({ password: [message], currentPassword: [message] });
    expect(await userNamed('too-long')).toBeNull();
    expect((await userNamed(TEST_ADMIN.username))?.password).toBe(hashBefore);
    // 128 is still a valid length (of a password that is not a repeat: "xxx..." is refused as guessable).
    const longest = Array.from({ length: 128 }, (_, i) => 'kq7Lw2Zp9Rt4Vn'[(i * i + 3 * i) % 14]).join('');
    expect(() => parseEnv({ ADMIN_PASSWORD: longest })).not.toThrow();
    expect(() => parseEnv({ ADMIN_PASSWORD: tooLong })).toThrow(/ADMIN_PASSWORD/);
  });
});

describe('password strength', () => {
  it('refuses a common password for a new account with a field message, creating nothing', async () => {
    const cookie = await t.signIn();
    const create = await post(
      '/trpc/auth.createUser',
      { username: 'ten-letters', password: 'aaaaaaaaaaaa', currentPassword: TEST_ADMIN.password },
      cookie,
    );
    expect(create.statusCode).toBe(400);
    expect(json<TrpcError>(create).error.data.fieldErrors).toEqual({
      password: ['This password is too common or too easy to guess. Choose a longer phrase of unusual words.'],
    });
    expect(await userNamed('ten-letters')).toBeNull();
  });
});

describe('the current password guards account changes', () => {
  it('refuses to create staff without or with a wrong current password, then throttles', async () => {
    const address = '198.51.100.30';
    const cookie = await t.signIn();
    const create = (currentPassword?: string) =>
      post(
        '/trpc/auth.createUser',
        { username: 'concierge', password: 'concierge-password-1', ...(currentPassword ? { currentPassword } : {}) },
        cookie,
        address,
      );
    const missing = await create();
    expect(missing.statusCode).toBe(400);
    expect(json<TrpcError>(missing).error.data.fieldErrors).toEqual({
      currentPassword: ['Current password is required'],
    });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await create(`wrong-${i}`)).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400]);
    const throttled = await create('wrong-again');
    expect(throttled.statusCode).toBe(429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    // Throttled before the check: even the right password waits.
    expect((await create(TEST_ADMIN.password)).statusCode).toBe(429);
    expect(await userNamed('concierge')).toBeNull();
    // A sign-in from another address is not affected.
    expect((await post('/trpc/auth.login', TEST_ADMIN, undefined, '198.51.100.31')).statusCode).toBe(200);
  });

  it('refuses to change a password with a wrong current one, counting it with sign-ins of that account', async () => {
    const address = '198.51.100.40';
    const cookie = await t.signIn();
    const hashBefore = (await userNamed(TEST_ADMIN.username))?.password;
    const change = (currentPassword: string) =>
      post('/trpc/auth.changePassword', { currentPassword, newPassword: 'a-new-long-password' }, cookie, address);
    const wrong = await change('wrong-current');
    expect(wrong.statusCode).toBe(400);
    expect(json<TrpcError>(wrong).error.message).toBe('Current password is incorrect');
    // Sign-in failures of the same account from the same address add to the same count.
    for (let i = 0; i < 3; i += 1) {
      expect(
        (await post('/trpc/auth.login', { ...TEST_ADMIN, password: `wrong-${i}` }, undefined, address)).statusCode,
      ).toBe(401);
    }
    const throttled = await change(TEST_ADMIN.password);
    expect(throttled.statusCode).toBe(429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    expect((await userNamed(TEST_ADMIN.username))?.password).toBe(hashBefore);
  });
});

describe('session lifetime', () => {
  it('ends a session 12 hours after sign-in even while it is in use', async () => {
    const cookie = await t.signIn();
    const id = sessionIdOf(cookie);
    const em = t.orm.em.fork();
    const now = Date.now();
    await em.nativeUpdate(
      SessionSchema,
      { id },
      {
        createdAt: new Date(now - 12 * 3600_000 - 60_000),
        lastSeenAt: new Date(now - 1000),
        expiresAt: new Date(now + 3600_000),
      },
    );
    expect((await t.app.inject({ url: '/api/inquiries', headers: { cookie } })).statusCode).toBe(401);
    expect(await t.orm.em.fork().count(SessionSchema, { id })).toBe(0);
  });

  it('never extends a session past its absolute end when it is used', async () => {
    const cookie = await t.signIn();
    const id = sessionIdOf(cookie);
    const createdAt = new Date(Date.now() - 11.5 * 3600_000);
    await t.orm.em
      .fork()
      .nativeUpdate(SessionSchema, { id }, { createdAt, lastSeenAt: new Date(Date.now() - 5 * 60_000) });
    expect((await t.app.inject({ url: '/api/inquiries', headers: { cookie } })).statusCode).toBe(200);
    const session = await t.orm.em.fork().findOneOrFail(SessionSchema, { id });
    expect(session.expiresAt.getTime()).toBe(createdAt.getTime() + 12 * 3600_000);
  });
});

describe('purging expired rows', () => {
  async function seedExpiredRows() {
    const em = t.orm.em.fork();
    const user = await em.findOneOrFail(UserSchema, { username: TEST_ADMIN.username });
    const now = Date.now();
    const session = (id: string, createdAt: number, expiresAt: number) =>
      em.create(SessionSchema, {
        id: id.padEnd(64, '0'),
        user,
        createdAt: new Date(createdAt),
        lastSeenAt: new Date(createdAt),
        expiresAt: new Date(expiresAt),
      });
    session('idle', now - 3 * 3600_000, now - 1000);
    session('old', now - 13 * 3600_000, now + 3600_000);
    session('live', now - 60_000, now + 3600_000);
    em.create(RateLimitSchema, { key: 'sign-in:gone|192.0.2.1', points: 3, expire: now - 1000 });
    em.create(RateLimitSchema, { key: 'sign-in:kept|192.0.2.1', points: 3, expire: now + 60_000 });
    await em.flush();
  }

  it('deletes sessions past their idle or absolute end and counters past their window', async () => {
    await t.orm.em.fork().nativeDelete(SessionSchema, {});
    await t.orm.em.fork().nativeDelete(RateLimitSchema, {});
    await seedExpiredRows();
    const purged = await purgeExpiredAuthRows(t.orm, t.services);
    expect(purged).toEqual({ sessions: 2, secondFactorBursts: 0, rateLimits: 1, signInChallenges: 0 });
    const em = t.orm.em.fork();
    expect((await em.find(SessionSchema, {})).map((s) => s.id.replace(/0+$/, ''))).toEqual(['live']);
    expect((await em.find(RateLimitSchema, {})).map((r) => r.key)).toEqual(['sign-in:kept|192.0.2.1']);
  });

  it('purges on a schedule while the app runs, and stops when it closes', async () => {
    await t.orm.em.fork().nativeDelete(SessionSchema, {});
    await t.orm.em.fork().nativeDelete(RateLimitSchema, {});
    const services = {
      ...createServices(t.env, t.app.log, t.orm),
      auth: new AuthService({ idleMinutes: 120, secureCookies: false, purgeIntervalMs: 50 }),
    };
    // The schedule's timer, to see it stopped when the app closes (rather than wait a while to see no purge).
    const timers = vi.spyOn(globalThis, 'setInterval');
    const stopped = vi.spyOn(globalThis, 'clearInterval');
    // However the test ends: the files after this one in the worker share these globals (isolate: false).
    onTestFinished(() => {
      timers.mockRestore();
      stopped.mockRestore();
    });
    const app = await buildApp({ orm: t.orm, env: t.env, services, logger: false });
    let schedule: unknown;
    try {
      await seedExpiredRows();
      await app.ready();
      schedule = timers.mock.results[timers.mock.calls.findIndex(([, ms]) => ms === 50)]?.value;
      expect(schedule).toBeDefined();
      await expect.poll(() => t.orm.em.fork().count(SessionSchema, {}), { timeout: 5000 }).toBe(1);
      await expect.poll(() => t.orm.em.fork().count(RateLimitSchema, {}), { timeout: 5000 }).toBe(1);
    } finally {
      await app.close();
    }
    await t.orm.em.fork().nativeDelete(SessionSchema, {});
    await t.orm.em.fork().nativeDelete(RateLimitSchema, {});
    expect(stopped).toHaveBeenCalledWith(schedule);
    await seedExpiredRows();
    expect(await t.orm.em.fork().count(SessionSchema, { id: 'idle'.padEnd(64, '0') })).toBe(1);
  });
});

describe('the session cookie over HTTPS', () => {
  async function secureApp(env: Record<string, string>): Promise<{ app: TestApp; close(): Promise<void> }> {
    const app = await createTestApp({ env });
    return { app, close: () => app.close() };
  }

  const httpsSettings: Record<string, string>[] = [
    { SECURE_COOKIES: 'true' },
    { PUBLIC_URL: 'https://sixsenses.example' },
  ];
  for (const env of httpsSettings) {
    it(`is __Host-ssr_session, Secure, Path=/ and host-only with ${Object.keys(env)[0]}`, async () => {
      const { app: secure, close } = await secureApp(env);
      try {
        const response = await secure.app.inject({ method: 'POST', url: '/trpc/auth.login', payload: TEST_ADMIN });
        expect(response.statusCode).toBe(200);
        const cookie = response.cookies.find((c) => c.name === '__Host-ssr_session');
        expect(cookie).toMatchObject({ secure: true, httpOnly: true, path: '/', sameSite: 'Lax' });
        expect(cookie?.domain).toBeUndefined();
        expect(response.cookies.find((c) => c.name === 'ssr_session')).toBeUndefined();

        const me = (header: string) =>
          secure.app
            .inject({ url: '/trpc/auth.me', headers: { cookie: header } })
            .then((r) => json<{ result: { data: { user: unknown } } }>(r).result.data.user);
        expect(await me(`__Host-ssr_session=${cookie?.value}`)).not.toBeNull();
        // The unprefixed name could be planted by a sibling host: it is not read over HTTPS.
        expect(await me(`ssr_session=${cookie?.value}`)).toBeNull();

        const out = await secure.app.inject({
          method: 'POST',
          url: '/trpc/auth.logout',
          payload: {},
          headers: { cookie: `__Host-ssr_session=${cookie?.value}` },
        });
        expect(out.cookies.find((c) => c.name === '__Host-ssr_session')).toMatchObject({
          value: '',
          secure: true,
          path: '/',
        });
      } finally {
        await close();
      }
    });
  }
});

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthService, type AuthServiceOptions } from '../../src/server/auth/auth.service.ts';
import { PasswordChecks } from '../../src/server/auth/password-checks.ts';
import {
  DEFAULT_SIGN_IN_LIMITS,
  LoginThrottledError,
  SignInThrottle,
  type SignInLimits,
} from '../../src/server/auth/sign-in-throttle.ts';
import { buildApp } from '../../src/server/app.ts';
import { InquirySchema } from '../../src/server/inquiries/inquiry.entity.ts';
import { postgresRateLimitStore } from '../../src/server/rate-limit/rate-limit.ts';
import { RateLimitSchema } from '../../src/server/rate-limit/rate-limit.entity.ts';
import { SessionSchema } from '../../src/server/auth/session.entity.ts';
import { createServices } from '../../src/server/services.ts';
import { contactInquiry } from '../fixtures/payloads.ts';
import { appClient, overInject } from '../support/app-client.ts';
import { createTestApp, json, TEST_ADMIN, type TestApp } from '../support/test-app.ts';

let t: TestApp;
const extraApps: FastifyInstance[] = [];

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  for (const app of extraApps) await app.close();
  await t.close();
});

/** A second app on this file's database whose sign-in limits and password queue a test chooses. */
async function appWith(
  options: { limits?: Partial<SignInLimits>; passwordChecks?: PasswordChecks } & Partial<AuthServiceOptions> = {},
) {
  const { limits, ...auth } = options;
  const services = {
    ...createServices(t.env, t.app.log, t.orm),
    auth: new AuthService({
      idleMinutes: 120,
      secureCookies: false,
      throttle: new SignInThrottle(postgresRateLimitStore(t.orm), { ...DEFAULT_SIGN_IN_LIMITS, ...limits }),
      ...auth,
    }),
  };
  const app = await buildApp({ orm: t.orm, env: t.env, services, logger: false });
  extraApps.push(app);
  return { app, services };
}

const slowAfterThree = {
  perAccountAndAddress: { free: 3, firstDelaySeconds: 60, maxDelaySeconds: 900, windowSeconds: 3600 },
};

/** A sign-in from `remoteAddress` as it goes over the wire: its status and headers are what is checked. */
function login(app: FastifyInstance, username: string, password: string, remoteAddress: string) {
  return appClient(overInject(app, remoteAddress)).raw('auth.login', { username, password });
}

const rateLimitRows = () => t.orm.em.fork().count(RateLimitSchema, {});
const sessionRows = () => t.orm.em.fork().count(SessionSchema, {});

async function clearCounters() {
  await t.orm.em.fork().nativeDelete(RateLimitSchema, {});
}

/**
 * The wait the throttle has set is at most `seconds` long; then it runs out, as if that time had passed,
 * instead of the test sleeping through it.
 */
async function waitRunsOut(seconds: number) {
  const em = t.orm.em.fork();
  const gates = await em.find(RateLimitSchema, { key: { $like: '%-wait:%' } });
  expect(gates).toHaveLength(1);
  const left = (gates[0]!.expire ?? 0) - Date.now();
  expect(left).toBeGreaterThan(0);
  expect(left).toBeLessThanOrEqual(seconds * 1000);
  await em.nativeUpdate(RateLimitSchema, { key: gates[0]!.key }, { expire: Date.now() - 1 });
}

describe('batched password procedures', () => {
  it('refuses 40 sign-ins in one request with 400 before any is checked, counting nothing', async () => {
    await clearCounters();
    const paths = Array<string>(40).fill('auth.login').join(',');
    const input = Object.fromEntries(
      Array.from({ length: 40 }, (_, i) => [i, { username: TEST_ADMIN.username, password: `wrong-${i}` }]),
    );
    const send = () =>
      t.app.inject({ method: 'POST', url: `/trpc/${paths}?batch=1`, payload: input, remoteAddress: '203.0.113.7' });
    // The file's first request loads and compiles the request path, which on a loaded machine alone took
    // most of the second below: the same request first, so the time measured is the refusal's.
    expect((await send()).statusCode).toBe(400);
    const started = Date.now();
    const response = await send();
    expect(response.statusCode).toBe(400);
    expect(json<{ message: string }>(response).message).toMatch(/one per request/);
    // No password was hashed: 40 argon2id checks would take seconds, not milliseconds.
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await rateLimitRows()).toBe(0);
    // Nothing was counted: the owner signs in from that address at once.
    expect((await login(t.app, TEST_ADMIN.username, TEST_ADMIN.password, '203.0.113.7')).status).toBe(200);
  });

  it('refuses a password procedure batched with anything, by GET or POST, even URL-encoded', async () => {
    const cookie = await t.signIn();
    const before = await sessionRows();
    const countersBefore = await t.orm.em.fork().find(RateLimitSchema, {});
    const requests = [
      { method: 'POST' as const, url: '/trpc/auth.me,auth.login?batch=1' },
      { method: 'POST' as const, url: '/trpc/auth.login,auth.login' },
      { method: 'POST' as const, url: '/trpc/auth.login%2Cauth.login?batch=1' },
      { method: 'POST' as const, url: '/trpc/auth.changePassword,auth.changePassword?batch=1' },
      { method: 'POST' as const, url: '/trpc/auth.createUser,properties.list?batch=1' },
      { method: 'GET' as const, url: '/trpc/auth.me,auth.login?batch=1&input=%7B%7D' },
    ];
    for (const request of requests) {
      const response = await t.app.inject({ ...request, payload: request.method === 'POST' ? {} : undefined });
      expect(response.statusCode, request.url).toBe(400);
    }
    expect(await sessionRows()).toBe(before);
    expect(await t.orm.em.fork().find(RateLimitSchema, {})).toEqual(countersBefore);
    // One sign-in per request still works through the batching link's URL shape.
    const single = await t.app.inject({
      method: 'POST',
      url: '/trpc/auth.login?batch=1',
      payload: { 0: TEST_ADMIN },
    });
    expect(single.statusCode).toBe(200);
    // Other batches are untouched.
    const queries = await t.app.inject({ url: '/trpc/auth.me,auth.me?batch=1&input=%7B%7D', headers: { cookie } });
    expect(queries.statusCode).toBe(200);
  });
});

describe('sign-in throttling', () => {
  it('counts attempts before the check: a burst of parallel wrong passwords cannot exceed the budget', async () => {
    await clearCounters();
    const { app } = await appWith({ limits: slowAfterThree });
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, i) => login(app, TEST_ADMIN.username, `wrong-${i}`, '198.51.100.1')),
    );
    const statuses = burst.map((response) => response.status);
    // Three free attempts and the one that starts the first wait; every other one is refused unchecked.
    expect(statuses.filter((status) => status === 401)).toHaveLength(4);
    expect(statuses.filter((status) => status === 429)).toHaveLength(8);
  });

  it('counts attempts per address across accounts before the check as well', async () => {
    await clearCounters();
    const { app } = await appWith({
      limits: { perAddress: { free: 5, firstDelaySeconds: 60, maxDelaySeconds: 900, windowSeconds: 3600 } },
    });
    const burst = await Promise.all(
      Array.from({ length: 15 }, (_, i) => login(app, `someone-${i}`, 'wrong-password', '198.51.100.2')),
    );
    expect(burst.filter((response) => response.status === 401)).toHaveLength(6);
    expect(burst.filter((response) => response.status === 429)).toHaveLength(9);
  });

  it("holds guesses spread over many addresses by the account's own count, but not the owner's known address", async () => {
    await clearCounters();
    const { app } = await appWith({
      limits: { perAccount: { free: 10, firstDelaySeconds: 60, maxDelaySeconds: 900, windowSeconds: 3600 } },
    });
    expect((await login(app, TEST_ADMIN.username, TEST_ADMIN.password, '192.0.2.10')).status).toBe(200);
    const statuses: number[] = [];
    for (let i = 1; i <= 30; i += 1) {
      statuses.push((await login(app, TEST_ADMIN.username, `guess-${i}`, `203.0.113.${i}`)).status);
    }
    // Ten free and the one that starts the first wait are checked; the rest wait, unchecked.
    expect(statuses.filter((status) => status === 401)).toHaveLength(11);
    expect(statuses.filter((status) => status === 429)).toHaveLength(19);
    // A fresh address waits too, even with the right password; the owner's own address does not.
    expect((await login(app, TEST_ADMIN.username, TEST_ADMIN.password, '192.0.2.11')).status).toBe(429);
    expect((await login(app, TEST_ADMIN.username, TEST_ADMIN.password, '192.0.2.10')).status).toBe(200);
    // A wrong password from the known address is still counted per (account, address).
    const fromKnown = [];
    for (let i = 0; i < 5; i += 1) {
      fromKnown.push((await login(app, TEST_ADMIN.username, `guess-k${i}`, '192.0.2.10')).status);
    }
    expect(fromKnown).toEqual([401, 401, 401, 401, 429]);
  });

  it("lets a passed second factor past the account's own count", async () => {
    await clearCounters();
    const throttle = new SignInThrottle(postgresRateLimitStore(t.orm), {
      ...DEFAULT_SIGN_IN_LIMITS,
      perAccount: { free: 1, firstDelaySeconds: 60, maxDelaySeconds: 900, windowSeconds: 3600 },
    });
    await throttle.begin(TEST_ADMIN.username, '203.0.113.50');
    await throttle.begin(TEST_ADMIN.username, '203.0.113.51');
    await expect(throttle.begin(TEST_ADMIN.username, '203.0.113.52')).rejects.toBeInstanceOf(LoginThrottledError);
    const attempt = await throttle.begin(TEST_ADMIN.username, '203.0.113.52', { secondFactorPassed: true });
    expect(attempt.trusted).toBe(true);
  });

  it('makes each further failure from one address wait longer, with Retry-After, and forgets them on success', async () => {
    await clearCounters();
    const { app } = await appWith({
      limits: { perAccountAndAddress: { free: 2, firstDelaySeconds: 1, maxDelaySeconds: 900, windowSeconds: 3600 } },
    });
    const attempt = (password = 'wrong-password') => login(app, TEST_ADMIN.username, password, '198.51.100.3');
    expect((await attempt()).status).toBe(401);
    expect((await attempt()).status).toBe(401);
    expect((await attempt()).status).toBe(401);
    const first = await attempt();
    expect(first.status).toBe(429);
    expect(first.headers.get('retry-after')).toBe('1');
    expect(((await first.json()) as { error: { message: string } }).error.message).toBe(
      'Too many sign-in attempts. Try again later.',
    );
    await waitRunsOut(1);
    expect((await attempt()).status).toBe(401);
    const second = await attempt();
    expect(second.status).toBe(429);
    expect(second.headers.get('retry-after')).toBe('2');
    // The right password waits too, and once admitted it starts the count over.
    expect((await attempt(TEST_ADMIN.password)).status).toBe(429);
    await waitRunsOut(2);
    expect((await attempt(TEST_ADMIN.password)).status).toBe(200);
    expect([(await attempt()).status, (await attempt()).status, (await attempt()).status]).toEqual([401, 401, 401]);
  });

  it('answers 503 with Retry-After when the queue of password checks is full, counting it against the address only', async () => {
    await clearCounters();
    const passwordChecks = new PasswordChecks({ concurrency: 1, maxWaiting: 1 });
    const { app } = await appWith({ passwordChecks });
    let release: () => void = () => undefined;
    const blocker = new Promise<void>((resolve) => {
      release = resolve;
    });
    const running = passwordChecks.run(() => blocker);
    const waiting = passwordChecks.run(() => blocker);
    const busy = await login(app, TEST_ADMIN.username, TEST_ADMIN.password, '198.51.100.4');
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toBe('1');
    expect(((await busy.json()) as { error: { message: string } }).error.message).toMatch(/busy/);
    const counters = await t.orm.em.fork().find(RateLimitSchema, { points: { $gt: 0 } });
    // The refusal costs the address (a flood pays for the load it makes), not the account.
    expect(counters.map((row) => row.key)).toEqual(['sign-in-address:198.51.100.4']);
    release();
    await Promise.all([running, waiting]);
    expect((await login(app, TEST_ADMIN.username, TEST_ADMIN.password, '198.51.100.4')).status).toBe(200);
  });
});

describe('one rate-limit store for the whole app', () => {
  it('counts leads of one address across two app instances on the same database', async () => {
    await clearCounters();
    const env = { ...t.env, INQUIRY_RATE_LIMIT_PER_MINUTE: 2 };
    const first = await buildApp({ orm: t.orm, env, logger: false });
    const second = await buildApp({ orm: t.orm, env, logger: false });
    extraApps.push(first, second);
    const send = (app: FastifyInstance) =>
      app.inject({ method: 'POST', url: '/api/inquiries', payload: contactInquiry, remoteAddress: '203.0.113.99' });
    const before = await t.orm.em.fork().count(InquirySchema, {});
    expect((await send(first)).statusCode).toBe(201);
    expect((await send(second)).statusCode).toBe(201);
    const third = await send(first);
    expect(third.statusCode).toBe(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    expect(json(third)).toMatchObject({ message: 'Too many requests. Please try again in a minute.' });
    expect(await t.orm.em.fork().count(InquirySchema, {})).toBe(before + 2);
  });
});

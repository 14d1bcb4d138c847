import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  PasskeySchema,
  RecoveryCodeSchema,
  SignInChallengeSchema,
  TotpEnrolmentSchema,
} from '../../src/server/auth/two-factor/two-factor.entity.ts';
import { RateLimitSchema } from '../../src/server/rate-limit/rate-limit.entity.ts';
import { UserSchema } from '../../src/server/users/user.entity.ts';
import { browserClients, codeAt, data, errorOf, type BrowserClient } from '../support/browser-client.ts';
import { createTestApp, TEST_ADMIN, type TestApp } from '../support/test-app.ts';

let t: TestApp;
const PASSWORD = 'second-factor-staff-pw';
const { client, call, enrol } = browserClients(() => t);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.orm.em.fork().nativeDelete(RateLimitSchema, {});
});

let username = '';
let userNumber = 0;

/** A new staff account signed in with its password (no second factor yet). */
async function newStaff(): Promise<BrowserClient> {
  username = `staff-2fa-${++userNumber}`;
  await t.services.auth.createUser(t.orm.em.fork(), username, PASSWORD);
  const c = client();
  expect((await call(c, 'auth.login', { username, password: PASSWORD })).statusCode).toBe(200);
  expect(c.cookies.has('ssr_session')).toBe(true);
  return c;
}

/** Signs out and enters the password again; the answer names the second step. */
async function passwordAgain(c: BrowserClient) {
  await call(c, 'auth.logout');
  const response = await call(c, 'auth.login', { username, password: PASSWORD });
  expect(response.statusCode).toBe(200);
  return response;
}

describe('setting up an authenticator app', () => {
  it('shows a QR code and the secret, and is on only once a current code is entered', async () => {
    const c = await newStaff();
    const started = data<{ secret: string; uri: string; qrSvg: string }>(await call(c, 'twoFactor.startTotp'));
    expect(started.secret).toMatch(/^[A-Z2-7]{26,}$/);
    expect(started.uri).toContain(`secret=${started.secret}`);
    expect(started.qrSvg).toContain('<svg');

    const wrong = await call(c, 'twoFactor.confirmTotp', { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong).data.fieldErrors?.code?.[0]).toMatch(/not right/);
    expect(data<{ totp: boolean }>(await call(c, 'twoFactor.status', undefined, 'GET')).totp).toBe(false);

    const confirmed = await call(c, 'twoFactor.confirmTotp', { code: await codeAt(started.secret) });
    const { recoveryCodes } = data<{ recoveryCodes: string[] }>(confirmed);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
    expect(data(await call(c, 'twoFactor.status', undefined, 'GET'))).toMatchObject({
      totp: true,
      recoveryCodesLeft: 10,
    });

    // Neither the secret nor a recovery code is kept as it was shown.
    const em = t.orm.em.fork();
    const user = await em.findOneOrFail(UserSchema, { username });
    const stored = await em.findOneOrFail(TotpEnrolmentSchema, { user });
    expect(stored.secret).toBe(`plain:${started.secret}`); // no SECRETS_ENCRYPTION_KEY in this app
    const hashes = (await em.find(RecoveryCodeSchema, { user })).map((row) => row.codeHash);
    for (const code of recoveryCodes) expect(hashes.join()).not.toContain(code.replace(/-/g, ''));
    // Once on, the secret is never shown again.
    expect((await call(c, 'twoFactor.startTotp')).statusCode).toBe(409);
  });

  it('takes two starts at once (a double tap) as one after the other: one secret pending, and its code turns the app on', async () => {
    const c = await newStaff();
    const answers = await Promise.all([call(c, 'twoFactor.startTotp'), call(c, 'twoFactor.startTotp')]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const secrets = answers.map((answer) => data<{ secret: string }>(answer).secret);
    const user = await t.orm.em.fork().findOneOrFail(UserSchema, { username });
    const stored = await t.orm.em.fork().findOneOrFail(TotpEnrolmentSchema, { user });
    const pending = stored.secret.replace(/^plain:/, '');
    expect(secrets).toContain(pending);
    const confirmed = await call(c, 'twoFactor.confirmTotp', { code: await codeAt(pending) });
    expect(confirmed.statusCode).toBe(200);
  });

  it('turns the app off only with the password or a current code', async () => {
    const c = await newStaff();
    const { secret } = await enrol(c);
    expect((await call(c, 'twoFactor.disableTotp', { confirmation: 'not-my-password' })).statusCode).toBe(400);
    expect((await call(c, 'twoFactor.disableTotp', { confirmation: '123456' })).statusCode).toBe(400);
    expect(data<{ totp: boolean }>(await call(c, 'twoFactor.status', undefined, 'GET')).totp).toBe(true);
    const off = await call(c, 'twoFactor.disableTotp', { confirmation: await codeAt(secret, 30) });
    expect(off.statusCode).toBe(200);
    expect(data(await call(c, 'twoFactor.status', undefined, 'GET'))).toMatchObject({
      totp: false,
      recoveryCodesLeft: 0,
    });
    // The password alone signs in again.
    expect(data<{ user: unknown }>(await passwordAgain(c)).user).not.toBeNull();
  });

  it('makes ten new recovery codes, and the old ones stop working', async () => {
    const c = await newStaff();
    const { recoveryCodes: old } = await enrol(c);
    const renewed = await call(c, 'twoFactor.regenerateRecoveryCodes', { confirmation: PASSWORD });
    const { recoveryCodes } = data<{ recoveryCodes: string[] }>(renewed);
    expect(recoveryCodes).toHaveLength(10);
    await passwordAgain(c);
    expect((await call(c, 'twoFactor.verifyCode', { code: old[0] })).statusCode).toBe(400);
    expect((await call(c, 'twoFactor.verifyCode', { code: recoveryCodes[0] })).statusCode).toBe(200);
  });
});

describe('signing in with a second step', () => {
  it('gives a pending challenge, not a session, until a current code is entered', async () => {
    const c = await newStaff();
    const { secret } = await enrol(c);
    const first = await passwordAgain(c);
    expect(data(first)).toEqual({ user: null, secondStep: { methods: ['totp'] } });
    expect(c.cookies.has('ssr_session')).toBe(false);
    const pending = first.cookies.find((cookie) => cookie.name === 'ssr_sign_in');
    expect(pending).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 300 });
    // The pending sign-in opens nothing.
    expect((await call(c, 'dashboard.summary', undefined, 'GET')).statusCode).toBe(401);

    const done = await call(c, 'twoFactor.verifyCode', { code: await codeAt(secret, 30) });
    expect(done.statusCode).toBe(200);
    expect(data<{ user: { username: string } }>(done).user.username).toBe(username);
    expect(c.cookies.has('ssr_session')).toBe(true);
    expect(c.cookies.has('ssr_sign_in')).toBe(false);
    expect((await call(c, 'dashboard.summary', undefined, 'GET')).statusCode).toBe(200);
  });

  it('refuses a code whose time step was already used (a replay)', async () => {
    const c = await newStaff();
    const { secret } = await enrol(c);
    await passwordAgain(c);
    const code = await codeAt(secret, 30);
    expect((await call(c, 'twoFactor.verifyCode', { code })).statusCode).toBe(200);
    await passwordAgain(c);
    const replay = await call(c, 'twoFactor.verifyCode', { code });
    expect(replay.statusCode).toBe(400);
    expect(c.cookies.has('ssr_session')).toBe(false);
    // An earlier step than the last one used is refused too.
    expect((await call(c, 'twoFactor.verifyCode', { code: await codeAt(secret) })).statusCode).toBe(400);
  });

  it('takes each recovery code once, typed in any case and without dashes', async () => {
    const c = await newStaff();
    const { recoveryCodes } = await enrol(c);
    const [code = ''] = recoveryCodes;
    await passwordAgain(c);
    const typed = code.replace(/-/g, '').toLowerCase();
    expect((await call(c, 'twoFactor.verifyCode', { code: typed })).statusCode).toBe(200);
    expect(
      data<{ recoveryCodesLeft: number }>(await call(c, 'twoFactor.status', undefined, 'GET')).recoveryCodesLeft,
    ).toBe(9);
    await passwordAgain(c);
    expect((await call(c, 'twoFactor.verifyCode', { code })).statusCode).toBe(400);
  });

  it('counts wrong codes with the sign-in throttle: after a few, even the right code waits', async () => {
    const c = await newStaff();
    const { secret } = await enrol(c);
    await passwordAgain(c);
    // Three are free, as for passwords; the throttle then holds the account on this address.
    const statuses: number[] = [];
    for (let i = 0; i < 5 && !statuses.includes(429); i++) {
      statuses.push((await call(c, 'twoFactor.verifyCode', { code: '000000' })).statusCode);
    }
    expect(statuses.slice(0, 3)).toEqual([400, 400, 400]);
    expect(statuses).toContain(429);
    const held = await call(c, 'twoFactor.verifyCode', { code: await codeAt(secret, 30) });
    expect(held.statusCode).toBe(429);
    expect(Number(held.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(c.cookies.has('ssr_session')).toBe(false);
  });

  it('drops the challenge after five wrong codes: the password is asked again', async () => {
    const c = await newStaff();
    const { secret } = await enrol(c);
    await passwordAgain(c);
    for (let i = 0; i < 5; i++) {
      c.ip = client().ip; // past the per-address throttle: the challenge's own count still holds
      expect((await call(c, 'twoFactor.verifyCode', { code: '000000' })).statusCode).toBe(400);
    }
    c.ip = client().ip;
    const late = await call(c, 'twoFactor.verifyCode', { code: await codeAt(secret, 30) });
    expect(late.statusCode).toBe(401);
    expect(errorOf(late).message).toMatch(/expired/);
  });

  it('lets a right app code typed with the password past the account’s own limit, in one step', async () => {
    const c = await newStaff();
    const { secret } = await enrol(c);
    // Guesses from many addresses, one each: the account's own allowance (ten a day) runs out.
    const guesses: number[] = [];
    for (let i = 0; i < 14; i++) {
      guesses.push((await call(client(), 'auth.login', { username, password: 'a-wrong-guess' })).statusCode);
    }
    expect(guesses.slice(0, 10)).toEqual(Array<number>(10).fill(401));
    expect(guesses.slice(10)).toContain(429);

    const owner = client(); // a new address: not one this account signed in from
    expect((await call(owner, 'auth.login', { username, password: PASSWORD })).statusCode).toBe(429);
    const wrongCode = await call(owner, 'auth.login', { username, password: PASSWORD, code: '000000' });
    expect(wrongCode.statusCode).toBe(400);
    expect(errorOf(wrongCode).data.fieldErrors?.code).toBeDefined();
    // With a wrong password the code is not used up, and nothing opens.
    const code = await codeAt(secret, 30);
    expect((await call(owner, 'auth.login', { username, password: 'a-wrong-guess', code })).statusCode).toBe(401);
    expect(owner.cookies.has('ssr_session')).toBe(false);

    const done = await call(owner, 'auth.login', { username, password: PASSWORD, code });
    expect(done.statusCode).toBe(200);
    expect(data<{ user: { username: string }; secondStep: null }>(done)).toMatchObject({ secondStep: null });
    expect(owner.cookies.has('ssr_session')).toBe(true);
    // The same code again (a replay, from anywhere) opens nothing.
    const replay = client();
    expect((await call(replay, 'auth.login', { username, password: PASSWORD, code })).statusCode).toBe(400);
    expect(replay.cookies.has('ssr_session')).toBe(false);
  });

  it('refuses an expired challenge, and a code with no challenge at all', async () => {
    const c = await newStaff();
    const { secret } = await enrol(c);
    await passwordAgain(c);
    await t.orm.em.fork().nativeUpdate(SignInChallengeSchema, {}, { expiresAt: new Date(Date.now() - 1000) });
    expect((await call(c, 'twoFactor.verifyCode', { code: await codeAt(secret, 30) })).statusCode).toBe(401);
    expect((await call(client(), 'twoFactor.verifyCode', { code: await codeAt(secret, 30) })).statusCode).toBe(401);
    const user = await t.orm.em.fork().findOneOrFail(UserSchema, { username });
    expect(await t.orm.em.fork().count(SignInChallengeSchema, { user })).toBe(0);
  });
});

describe('two-factor sign-in required', () => {
  it('holds an account without a second factor at set-up, on the server', async () => {
    const owner = client();
    await call(owner, 'auth.login', TEST_ADMIN);
    expect((await call(owner, 'settings.update', { staffTwoFactorRoles: ['owner', 'manager'] })).statusCode).toBe(200);
    try {
      expect(data(await call(owner, 'auth.me', undefined, 'GET'))).toMatchObject({ mustSetUpTwoFactor: true });
      const refused = await call(owner, 'dashboard.summary', undefined, 'GET');
      expect(refused.statusCode).toBe(403);
      expect(errorOf(refused).message).toMatch(/two-factor/);
      expect(
        (
          await t.app.inject({
            url: '/api/inquiries',
            headers: { cookie: `ssr_session=${owner.cookies.get('ssr_session')}` },
          })
        ).statusCode,
      ).toBe(403);
      // Setting it up is allowed, and lifts the hold.
      await enrol(owner);
      expect(data(await call(owner, 'auth.me', undefined, 'GET'))).toMatchObject({ mustSetUpTwoFactor: false });
      expect((await call(owner, 'dashboard.summary', undefined, 'GET')).statusCode).toBe(200);
      // Its only factor cannot be turned off while it is required.
      const keep = await call(owner, 'twoFactor.disableTotp', { confirmation: TEST_ADMIN.password });
      expect(keep.statusCode).toBe(400);
      expect(errorOf(keep).message).toMatch(/required/);
    } finally {
      await t.orm.em.fork().nativeUpdate(TotpEnrolmentSchema, {}, { lastStep: null });
      await call(owner, 'settings.update', { staffTwoFactorRoles: [] });
    }
  });

  it('comes from STAFF_2FA_REQUIRED as well, off by default', async () => {
    expect(t.env.STAFF_2FA_REQUIRED).toBe(false);
    const required = await createTestApp({ env: { STAFF_2FA_REQUIRED: 'true' } });
    try {
      const response = await required.app.inject({
        url: '/trpc/dashboard.summary',
        headers: { cookie: await required.signIn() },
      });
      expect(response.statusCode).toBe(403);
    } finally {
      await required.close();
    }
  });
});

describe('passkey sign-in options', () => {
  it('opens a passwordless sign-in for the site named by PUBLIC_URL, with its challenge in a cookie', async () => {
    const c = client();
    const response = await call(c, 'twoFactor.passkeyOptions');
    expect(response.statusCode, response.body).toBe(200);
    const options = data<{ challenge: string; rpId: string; userVerification: string }>(response);
    expect(options.rpId).toBe(new URL(t.env.PUBLIC_URL).hostname);
    expect(options.userVerification).toBe('required');
    expect(c.cookies.has('ssr_sign_in')).toBe(true);
    const stored = await t.orm.em.fork().find(SignInChallengeSchema, { webauthnChallenge: options.challenge });
    expect(stored).toHaveLength(1);
  });
});

describe('passkey as the second step', () => {
  it('offers only the account’s own passkeys after its password', async () => {
    const c = await newStaff();
    const em = t.orm.em.fork();
    const user = await em.findOneOrFail(UserSchema, { username });
    em.create(PasskeySchema, {
      user,
      name: 'Desk key',
      credentialId: 'AAAAAAAAAAAAAAAAAAAAAA',
      publicKey: 'AAAA',
      transports: ['usb'],
      createdAt: new Date(),
    });
    await em.flush();
    expect(data(await passwordAgain(c))).toEqual({ user: null, secondStep: { methods: ['passkey'] } });
    const response = await call(c, 'twoFactor.passkeyOptions');
    expect(response.statusCode, response.body).toBe(200);
    expect(data<{ allowCredentials: unknown[] }>(response).allowCredentials).toEqual([
      { id: 'AAAAAAAAAAAAAAAAAAAAAA', type: 'public-key', transports: ['usb'] },
    ]);
  });
});

describe('resetting an account from the shell (a lost phone)', () => {
  it('removes its app, recovery codes and passkeys and signs it out', async () => {
    const c = await newStaff();
    await enrol(c);
    const em = t.orm.em.fork();
    const user = await em.findOneOrFail(UserSchema, { username });
    await t.services.twoFactor.resetAll(em, user.id);
    expect((await call(c, 'dashboard.summary', undefined, 'GET')).statusCode).toBe(401);
    expect(await em.count(RecoveryCodeSchema, { user })).toBe(0);
    expect(data<{ user: unknown }>(await passwordAgain(c)).user).not.toBeNull();
  });
});

describe('passwordless passkey sign-ins', () => {
  it('are limited per address: a script cannot fill the table with challenges', async () => {
    const flood = client();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push((await call({ ...flood, cookies: new Map() }, 'twoFactor.passkeyOptions')).statusCode);
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    // Another address is not held.
    expect((await call(client(), 'twoFactor.passkeyOptions')).statusCode).toBe(200);
  });
});

describe('adding a passkey', () => {
  it('needs the password or a current code, not just the session', async () => {
    const c = await newStaff();
    const refused = await call(c, 'twoFactor.passkeyRegistrationOptions', { confirmation: 'someone-elses-guess' });
    expect(refused.statusCode).toBe(400);
    expect((await call(c, 'twoFactor.passkeyRegistrationOptions', { confirmation: '123456' })).statusCode).toBe(400);
    const options = await call(c, 'twoFactor.passkeyRegistrationOptions', { confirmation: PASSWORD });
    expect(options.statusCode, options.body).toBe(200);
    expect(data<{ rp: { id: string }; user: { name: string } }>(options)).toMatchObject({
      rp: { id: new URL(t.env.PUBLIC_URL).hostname },
      user: { name: username },
    });
  });
});

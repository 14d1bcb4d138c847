import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AuditEventSchema } from '../../src/server/audit/audit-event.entity.ts';
import { purgeExpiredAuthRows } from '../../src/server/auth/auth-hooks.ts';
import { RateLimitSchema } from '../../src/server/rate-limit/rate-limit.entity.ts';
import { UserSchema } from '../../src/server/users/user.entity.ts';
import { browserClients, codeAt, errorOf, type BrowserClient } from '../support/browser-client.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
const PASSWORD = 'refused-staff-password';
const { client, call, enrol } = browserClients(() => t, '10.31.0.');

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.orm.em.fork().nativeDelete(RateLimitSchema, {});
});

let accountNumber = 0;

/** A new staff account, signed in with its password in the client returned. */
async function newAccount(): Promise<{ username: string; c: BrowserClient }> {
  const username = `refused-${++accountNumber}`;
  await t.services.auth.createUser(t.orm.em.fork(), username, PASSWORD);
  const c = client();
  expect((await call(c, 'auth.login', { username, password: PASSWORD })).statusCode).toBe(200);
  return { username, c };
}

const disable = (username: string) =>
  t.orm.em.fork().nativeUpdate(UserSchema, { username }, { disabledAt: new Date() });

/** What a sign-in answers, as a guesser sees it: the status, the message, whether anything opened. */
async function signInAnswer(c: BrowserClient, input: { username: string; password: string; code?: string }) {
  const response = await call(c, 'auth.login', input);
  return {
    status: response.statusCode,
    message: response.statusCode === 200 ? 'ok' : errorOf(response).message,
    opened: c.cookies.has('ssr_session') || c.cookies.has('ssr_sign_in'),
  };
}

describe('a disabled account', () => {
  it('answers its right password exactly as a wrong one, attempt after attempt, throttle included', async () => {
    const disabled = await newAccount();
    const other = await newAccount();
    await disable(disabled.username);
    const rightPassword: unknown[] = [];
    const wrongPassword: unknown[] = [];
    const [guesser, another] = [client(), client()];
    for (let i = 0; i < 5; i++) {
      rightPassword.push(await signInAnswer(guesser, { username: disabled.username, password: PASSWORD }));
      wrongPassword.push(await signInAnswer(another, { username: other.username, password: 'a-wrong-guess' }));
    }
    expect(rightPassword).toEqual(wrongPassword);
    expect(rightPassword[0]).toEqual({ status: 401, message: 'Invalid username or password', opened: false });
  });

  it('says it is disabled only once the password and the second factor have both passed', async () => {
    const { username, c } = await newAccount();
    const { secret } = await enrol(c);
    await disable(username);
    const wrong = { status: 401, message: 'Invalid username or password', opened: false };
    // The password alone opens no second step for it: as a wrong password.
    expect(await signInAnswer(client(), { username, password: PASSWORD })).toEqual(wrong);
    // A right code with a wrong password: as a wrong password.
    const code = await codeAt(secret, 30);
    expect(await signInAnswer(client(), { username, password: 'a-wrong-guess', code })).toEqual(wrong);
    // Both right: now it may say why, and still nothing opens.
    expect(await signInAnswer(client(), { username, password: PASSWORD, code })).toEqual({
      status: 401,
      message: 'This account has been disabled',
      opened: false,
    });
  });

  it('gets no session from a second step finished after it was disabled', async () => {
    const { username, c } = await newAccount();
    const { secret } = await enrol(c);
    const browser = client();
    expect((await signInAnswer(browser, { username, password: PASSWORD })).opened).toBe(true);
    await disable(username);
    const done = await call(browser, 'twoFactor.verifyCode', { code: await codeAt(secret, 30) });
    expect(done.statusCode).toBe(401);
    expect(errorOf(done).message).toBe('This account has been disabled');
    expect(browser.cookies.has('ssr_session')).toBe(false);
    expect(browser.cookies.has('ssr_sign_in')).toBe(false);
  });
});

/** The audit events of failed second steps of an account: what each says, oldest first. */
async function secondStepFailures(username: string) {
  const em = t.orm.em.fork();
  const account = await em.findOneOrFail(UserSchema, { username });
  const events = await em.find(
    AuditEventSchema,
    { action: 'auth.second_factor_failed', subject: `user ${account.id}` },
    { orderBy: { id: 'asc' } },
  );
  return events.map(({ details }) => ({ kind: details.kind, count: details.count }));
}

/** As if the bursts' 15 minutes had passed: their windows end now, and the housekeeping runs. */
async function burstsEnd() {
  await t.orm.em
    .fork()
    .nativeUpdate(RateLimitSchema, { key: { $like: 'second-factor-failed:%' } }, { expire: Date.now() - 1 });
  return purgeExpiredAuthRows(t.orm, t.services);
}

/** An account with an authenticator app, and a browser at its second step (the password entered). */
async function atSecondStep() {
  const { username, c } = await newAccount();
  const { secret, recoveryCodes } = await enrol(c);
  const browser = client();
  expect((await signInAnswer(browser, { username, password: PASSWORD })).opened).toBe(true);
  return { username, secret, recoveryCodes, browser };
}

describe('failed second steps in the audit trail', () => {
  it('records a burst of wrong app codes as one event at once and one with the rest when it ends', async () => {
    const { username, browser } = await atSecondStep();
    for (let i = 0; i < 3; i++) {
      expect((await call(browser, 'twoFactor.verifyCode', { code: '000000' })).statusCode).toBe(400);
    }
    expect(await secondStepFailures(username)).toEqual([{ kind: 'wrong_code', count: 1 }]);
    expect((await burstsEnd()).secondFactorBursts).toBe(1);
    expect(await secondStepFailures(username)).toEqual([
      { kind: 'wrong_code', count: 1 },
      { kind: 'wrong_code', count: 2 },
    ]);
    // Reported once: the burst is forgotten, the next housekeeping finds nothing.
    expect((await burstsEnd()).secondFactorBursts).toBe(0);
  });

  it('tells a replayed app code, a wrong recovery code and a failed passkey apart', async () => {
    const { username, secret, browser } = await atSecondStep();
    const code = await codeAt(secret, 30);
    expect((await call(browser, 'twoFactor.verifyCode', { code })).statusCode).toBe(200);
    // The same code again, typed with the password and at a second step.
    expect((await signInAnswer(client(), { username, password: PASSWORD, code })).status).toBe(400);
    const again = client();
    await signInAnswer(again, { username, password: PASSWORD });
    expect((await call(again, 'twoFactor.verifyCode', { code })).statusCode).toBe(400);
    expect((await call(again, 'twoFactor.verifyCode', { code: 'AAAA-BBBB-CCCC-DDDD' })).statusCode).toBe(400);
    expect((await call(again, 'twoFactor.passkeyOptions')).statusCode).toBe(200);
    const unknown = 'AAAAAAAAAAAAAAAAAAAAAA';
    const assertion = {
      response: {
        id: unknown,
        rawId: unknown,
        type: 'public-key',
        clientExtensionResults: {},
        response: { clientDataJSON: 'e30', authenticatorData: 'AAAA', signature: 'AAAA' },
      },
    };
    expect((await call(again, 'twoFactor.verifyPasskey', assertion)).statusCode).toBe(400);
    expect(await secondStepFailures(username)).toEqual([
      { kind: 'replayed_code', count: 1 },
      { kind: 'wrong_recovery_code', count: 1 },
      { kind: 'passkey_failed', count: 1 },
    ]);
    await burstsEnd();
    expect(await secondStepFailures(username)).toContainEqual({ kind: 'replayed_code', count: 1 });
    expect(await secondStepFailures(username)).toHaveLength(4);
  });
});

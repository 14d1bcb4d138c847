import { describe, expect, it } from 'vitest';
import { signIn, signInStep } from './sign-in.ts';

/** A fetch that answers once with this status, JSON body and headers, and remembers what it was asked. */
function answering(status: number, body: unknown, headers: Record<string, string> = {}) {
  const calls: { url: string; body: string }[] = [];
  const fetchImpl: typeof fetch = async (url, init) => {
    calls.push({ url: String(url), body: String(init?.body) });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
  };
  return { fetchImpl, calls };
}

const user = { id: 3, username: 'amira', agentId: null };

describe('the steps of a staff sign-in', () => {
  it('is signed in when the answer names the user', async () => {
    const { fetchImpl, calls } = answering(200, { result: { data: { user, secondStep: null } } });
    expect(await signIn({ username: 'amira', password: 'pw-pw-pw-pw' }, fetchImpl)).toEqual({
      ok: true,
      user,
      methods: [],
    });
    expect(calls[0]?.url).toBe('/trpc/auth.login');
  });

  it('waits for a second step, naming how it can be taken', async () => {
    const { fetchImpl } = answering(200, {
      result: { data: { user: null, secondStep: { methods: ['totp', 'passkey'] } } },
    });
    expect(await signIn({ username: 'amira', password: 'pw-pw-pw-pw' }, fetchImpl)).toEqual({
      ok: true,
      user: null,
      methods: ['totp', 'passkey'],
    });
  });

  it('shows why a code was refused, and the same words for any wrong password', async () => {
    const wrongCode = answering(400, {
      error: { message: 'Invalid input', data: { fieldErrors: { code: ['That code is not right.'] } } },
    });
    expect(await signInStep('twoFactor.verifyCode', { code: '000000' }, wrongCode.fetchImpl)).toEqual({
      ok: false,
      message: 'That code is not right.',
    });
    const expired = answering(401, { error: { message: 'This sign-in has expired.', data: { fieldErrors: null } } });
    expect(await signInStep('twoFactor.verifyCode', { code: '000000' }, expired.fetchImpl)).toEqual({
      ok: false,
      message: 'This sign-in has expired.',
    });
    const wrongPassword = answering(401, { error: { message: 'Invalid username or password', data: {} } });
    expect(await signIn({ username: 'amira', password: 'nope-nope-nope' }, wrongPassword.fetchImpl)).toEqual({
      ok: false,
      message: 'The username or password is incorrect.',
    });
  });

  it('marks a held password step, which an app code typed with the password can get past', async () => {
    const held = answering(429, { error: { message: 'Too many' } }, { 'retry-after': '30' });
    expect(await signIn({ username: 'amira', password: 'pw-pw-pw-pw' }, held.fetchImpl)).toEqual({
      ok: false,
      message: 'Too many sign-in attempts. Please wait 30 seconds before trying again.',
      held: true,
    });
    const wrongCode = answering(400, {
      error: { message: 'Invalid input', data: { fieldErrors: { code: ['That code is not right.'] } } },
    });
    const typed = { username: 'amira', password: 'pw-pw-pw-pw', code: '123456' };
    expect(await signIn(typed, wrongCode.fetchImpl)).toEqual({ ok: false, message: 'That code is not right.' });
    expect(JSON.parse(wrongCode.calls[0]?.body ?? '{}')).toEqual(typed);
    // Without a code typed, none is sent.
    const plain = answering(401, { error: { message: 'Invalid username or password', data: {} } });
    await signIn({ username: 'amira', password: 'pw-pw-pw-pw', code: '' }, plain.fetchImpl);
    expect(JSON.parse(plain.calls[0]?.body ?? '{}')).toEqual({ username: 'amira', password: 'pw-pw-pw-pw' });
  });

  it('tells a held code how long to wait', async () => {
    const { fetchImpl } = answering(429, { error: { message: 'Too many' } }, { 'retry-after': '120' });
    expect(await signInStep('twoFactor.verifyCode', { code: '000000' }, fetchImpl)).toEqual({
      ok: false,
      message: 'Too many sign-in attempts. Please wait 2 minutes before trying again.',
    });
  });
});

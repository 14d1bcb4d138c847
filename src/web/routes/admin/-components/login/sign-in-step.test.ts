import { describe, expect, it } from 'vitest';
import { createBrowserTrpcClient } from '../../../../trpc.ts';
import { signIn, verifyCode } from './sign-in.ts';

/**
 * A tRPC client whose server answers once with this status, JSON body and headers, and which
 * remembers what it was asked.
 */
function answering(status: number, body: unknown, headers: Record<string, string> = {}) {
  const calls: { url: string; body: string }[] = [];
  const fetchImpl: typeof fetch = async (url, init) => {
    calls.push({ url: String(url), body: String(init?.body) });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
  };
  return { client: createBrowserTrpcClient(fetchImpl), calls };
}

/** A refusal as the server's tRPC error formatter writes it. */
function refused(httpStatus: number, message: string, fieldErrors: Record<string, string[]> | null = null) {
  return { error: { message, code: -32600, data: { httpStatus, fieldErrors } } };
}

const user = { id: 3, username: 'amira', agentId: null };

describe('the steps of a staff sign-in', () => {
  it('is signed in when the answer names the user', async () => {
    const { client, calls } = answering(200, { result: { data: { user, secondStep: null } } });
    expect(await signIn({ username: 'amira', password: 'pw-pw-pw-pw' }, client)).toEqual({
      ok: true,
      user,
      methods: [],
    });
    expect(calls[0]?.url).toBe('/trpc/auth.login');
  });

  it('waits for a second step, naming how it can be taken', async () => {
    const { client } = answering(200, {
      result: { data: { user: null, secondStep: { methods: ['totp', 'passkey'] } } },
    });
    expect(await signIn({ username: 'amira', password: 'pw-pw-pw-pw' }, client)).toEqual({
      ok: true,
      user: null,
      methods: ['totp', 'passkey'],
    });
  });

  it('shows why a code was refused, and the same words for any wrong password', async () => {
    const wrongCode = answering(400, refused(400, 'Invalid input', { code: ['That code is not right.'] }));
    expect(await verifyCode({ code: '000000' }, wrongCode.client)).toEqual({
      ok: false,
      message: 'That code is not right.',
    });
    // Alone, not in a batch: the refusal's Retry-After belongs to this step's own response.
    expect(wrongCode.calls[0]?.url).toBe('/trpc/twoFactor.verifyCode');
    const expired = answering(401, refused(401, 'This sign-in has expired.'));
    expect(await verifyCode({ code: '000000' }, expired.client)).toEqual({
      ok: false,
      message: 'This sign-in has expired.',
    });
    const wrongPassword = answering(401, refused(401, 'Invalid username or password'));
    expect(await signIn({ username: 'amira', password: 'nope-nope-nope' }, wrongPassword.client)).toEqual({
      ok: false,
      message: 'The username or password is incorrect.',
    });
  });

  it('marks a held password step, which an app code typed with the password can get past', async () => {
    const held = answering(429, refused(429, 'Too many'), { 'retry-after': '30' });
    expect(await signIn({ username: 'amira', password: 'pw-pw-pw-pw' }, held.client)).toEqual({
      ok: false,
      message: 'Too many sign-in attempts. Please wait 30 seconds before trying again.',
      held: true,
    });
    const wrongCode = answering(400, refused(400, 'Invalid input', { code: ['That code is not right.'] }));
    const typed = { username: 'amira', password: 'pw-pw-pw-pw', code: '123456' };
    expect(await signIn(typed, wrongCode.client)).toEqual({ ok: false, message: 'That code is not right.' });
    expect(JSON.parse(wrongCode.calls[0]?.body ?? '{}')).toEqual(typed);
    // Without a code typed, none is sent.
    const plain = answering(401, refused(401, 'Invalid username or password'));
    await signIn({ username: 'amira', password: 'pw-pw-pw-pw', code: '' }, plain.client);
    expect(JSON.parse(plain.calls[0]?.body ?? '{}')).toEqual({ username: 'amira', password: 'pw-pw-pw-pw' });
  });

  it('tells a held code how long to wait', async () => {
    const { client } = answering(429, refused(429, 'Too many'), { 'retry-after': '120' });
    expect(await verifyCode({ code: '000000' }, client)).toEqual({
      ok: false,
      message: 'Too many sign-in attempts. Please wait 2 minutes before trying again.',
    });
  });
});

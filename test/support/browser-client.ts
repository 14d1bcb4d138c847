import type { LightMyRequestResponse } from 'fastify';
import { generate } from 'otplib';
import { expect } from 'vitest';
import { json, type TestApp } from './test-app.ts';

/** A browser as the sign-in sees one: the cookies it was given and its own address. */
export interface BrowserClient {
  cookies: Map<string, string>;
  ip: string;
}

export const data = <T>(response: LightMyRequestResponse) => json<{ result: { data: T } }>(response).result.data;
export const errorOf = (response: LightMyRequestResponse) =>
  json<{ error: { message: string; data: { fieldErrors: Record<string, string[]> | null } } }>(response).error;

/** The authenticator app's code for `secret`, now or `offsetSeconds` away. */
export const codeAt = (secret: string, offsetSeconds = 0) =>
  generate({ secret, epoch: Date.now() / 1000 + offsetSeconds });

/**
 * Procedure calls as a browser makes them (cookies kept and sent back), each client from a fresh address
 * so the per-address sign-in limits of one test do not reach the next; `app` is read at each call.
 */
export function browserClients(app: () => TestApp, addressPrefix = '10.29.0.') {
  let address = 0;

  function client(): BrowserClient {
    return { cookies: new Map(), ip: `${addressPrefix}${++address}` };
  }

  async function call(c: BrowserClient, path: string, input?: unknown, method: 'GET' | 'POST' = 'POST') {
    const cookie = [...c.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await app().app.inject({
      method,
      url: `/trpc/${path}`,
      ...(method === 'POST' ? { payload: input ?? {} } : {}),
      headers: cookie ? { cookie } : {},
      remoteAddress: c.ip,
    });
    for (const set of response.cookies) {
      if (set.value) c.cookies.set(set.name, set.value);
      else c.cookies.delete(set.name);
    }
    return response;
  }

  /** Enrols the signed-in account in an authenticator app; returns the secret and its recovery codes. */
  async function enrol(c: BrowserClient) {
    const { secret } = data<{ secret: string; uri: string; qrSvg: string }>(await call(c, 'twoFactor.startTotp'));
    const confirmed = await call(c, 'twoFactor.confirmTotp', { code: await codeAt(secret) });
    expect(confirmed.statusCode).toBe(200);
    return { secret, recoveryCodes: data<{ recoveryCodes: string[] }>(confirmed).recoveryCodes };
  }

  return { client, call, enrol };
}

import { createTRPCClient, httpLink, type TRPCClient } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppRouter } from '../../src/server/trpc/app-router.ts';
import { firstFieldMessages, isTrpcNotFound, trpcErrorCode, trpcErrorMessage } from '../../src/web/lib/trpc-errors.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The web reads failed calls from the errors the tRPC client really raises: these come from the app
 * listening on a loopback port, through the same client and link the browser uses.
 */
let t: TestApp;
let client: TRPCClient<AppRouter>;

/** The error a call fails with; a call that succeeds fails the test. */
async function failure(call: Promise<unknown>): Promise<unknown> {
  try {
    await call;
  } catch (error) {
    return error;
  }
  throw new Error('the call was expected to fail');
}

beforeAll(async () => {
  // One newsletter sign-up a minute per address, so the second one is refused with a 429.
  t = await createTestApp({ env: { INQUIRY_RATE_LIMIT_PER_MINUTE: '1' } });
  const origin = await t.app.listen({ host: '127.0.0.1', port: 0 });
  client = createTRPCClient<AppRouter>({ links: [httpLink({ url: `${origin}/trpc` })] });
});
afterAll(() => t.close());

describe('failed tRPC calls, as the web reads them', () => {
  it('gives the first message of each refused field, and prefers it as the message', async () => {
    const error = await failure(client.newsletter.subscribe.mutate({ email: 'not-an-email' }));
    expect(trpcErrorCode(error)).toBe('BAD_REQUEST');
    expect(firstFieldMessages(error)).toEqual({ email: 'Please enter a valid email address' });
    expect(trpcErrorMessage(error, 'fallback')).toBe('Please enter a valid email address');
  });

  it("uses the server's own message when no field is at fault", async () => {
    await client.newsletter.subscribe.mutate({ email: 'first@example.com' });
    const error = await failure(client.newsletter.subscribe.mutate({ email: 'second@example.com' }));
    expect(trpcErrorCode(error)).toBe('TOO_MANY_REQUESTS');
    expect(firstFieldMessages(error)).toEqual({});
    expect(trpcErrorMessage(error, 'fallback')).toBe('Too many requests. Please try again in a minute.');
  });

  it('tells a missing record apart, over HTTP and in-process as the server renders pages', async () => {
    const overHttp = await failure(client.properties.byId.query({ id: 999_999 }));
    expect(isTrpcNotFound(overHttp)).toBe(true);
    const inProcess = await failure(t.caller().properties.byId({ id: 999_999 }));
    expect(isTrpcNotFound(inProcess)).toBe(true);
    const unauthorized = await failure(client.agents.delete.mutate({ id: 1 }));
    expect(trpcErrorCode(unauthorized)).toBe('UNAUTHORIZED');
    expect(isTrpcNotFound(unauthorized)).toBe(false);
  });

  it('falls back for a network failure and for anything that is not a failed call', async () => {
    const unreachable = createTRPCClient<AppRouter>({ links: [httpLink({ url: 'http://127.0.0.1:9/trpc' })] });
    const error = await failure(unreachable.properties.byId.query({ id: 1 }));
    expect(trpcErrorCode(error)).toBeUndefined();
    expect(trpcErrorMessage(error, 'fallback')).toBe('fallback');
    expect(firstFieldMessages(error)).toEqual({});
    for (const other of [new TypeError('Failed to fetch'), null, { data: { code: 'NOT_FOUND' } }]) {
      expect(trpcErrorMessage(other, 'fallback')).toBe('fallback');
      expect(isTrpcNotFound(other)).toBe(false);
    }
  });

  // Last: it takes the database away from the app.
  it('hides an internal error behind the fallback', async () => {
    await t.dropDatabase();
    const error = await failure(client.properties.byId.query({ id: 1 }));
    expect(trpcErrorCode(error)).toBe('INTERNAL_SERVER_ERROR');
    expect(trpcErrorMessage(error, 'fallback')).toBe('fallback');
  });
});

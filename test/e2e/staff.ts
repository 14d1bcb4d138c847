import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, request, type APIRequestContext } from '@playwright/test';
import { E2E_BASE_URL, E2E_PORT } from '../../playwright.config.ts';
import { appClient, type AppTrpc } from '../support/app-client.ts';

/**
 * Staff in the browser tests. The global setup signs the e2e admin in once and keeps the session in
 * STAFF_STATE: a test that works as staff says `test.use({ storageState: STAFF_STATE })`, and a helper
 * that reads as staff goes through `asStaff`. Only a test that signs out (which ends its session) or
 * signs another account in calls `signIn` for a session of its own: signing in ends the session the
 * client carried, so never with STAFF_STATE's cookies.
 */

/** The account the global setup starts the app with. */
export const STAFF = { username: 'e2e-admin', password: 'e2e-admin-password' };

/** The signed-in session's cookies, as Playwright's storageState (one file per port: one per server). */
export const STAFF_STATE = join(tmpdir(), `six-senses-e2e-staff-${E2E_PORT}.json`);

/**
 * A client address of its own (sent as `X-Forwarded-For`; the e2e server trusts loopback as its proxy),
 * so a test's sign-ins never share a throttle with another test's.
 */
export function freshAddress(): string {
  return `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
}

/**
 * A mobile number of its own: the console shows a buyer's leads as one timeline, joined by phone, so a
 * test's lead with another test's number would show that test's changes among its own.
 */
export function freshPhone(): string {
  return `+97150${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
}

/** Signs `client` (a page's `page.request`, or a request context) in as `account`, the e2e admin by default. */
export async function signIn(client: APIRequestContext, account = STAFF): Promise<void> {
  await trpcOf(client).auth.login.mutate(account);
}

/** Runs `work` with requests of the signed-in staff session, apart from the test's own page and requests. */
export async function asStaff<T>(work: (staff: APIRequestContext) => Promise<T>): Promise<T> {
  const staff = await request.newContext({ baseURL: E2E_BASE_URL, storageState: STAFF_STATE });
  try {
    return await work(staff);
  } finally {
    await staff.dispose();
  }
}

export interface StoredLead {
  id: number;
  kind: string;
  name: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  message: string | null;
  status: string;
  propertyId: number | null;
  details: Record<string, unknown> | null;
}

/** The leads as staff read them, through the REST API. */
export function storedLeads(): Promise<StoredLead[]> {
  return asStaff(async (staff) => {
    const response = await staff.get('/api/inquiries');
    expect(response.ok()).toBe(true);
    return (await response.json()) as StoredLead[];
  });
}

/**
 * The app's procedures, typed, called by `request` (a page's `page.request`, signed in or not, or a
 * request context) from a client address of its own: the test suites' one tRPC client (support/app-client.ts)
 * over Playwright's requests, whose cookie store is the session's.
 */
export function trpcOf(request: APIRequestContext): AppTrpc {
  const transport = async (path: string, init: RequestInit) => {
    const response = await request.fetch(path, {
      method: init.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init.headers)),
      data: typeof init.body === 'string' ? init.body : undefined,
    });
    // Playwright keeps the cookies the app sets in the context's own store, which sends them on.
    const headers = response.headersArray().filter(({ name }) => name.toLowerCase() !== 'set-cookie');
    return new Response([204, 304].includes(response.status()) ? null : new Uint8Array(await response.body()), {
      status: response.status(),
      headers: headers.map(({ name, value }): [string, string] => [name, value]),
    });
  };
  return appClient(transport, { 'x-forwarded-for': freshAddress() }).trpc;
}

/**
 * A website lead from Nadia `lastName` (one address and number per test, as a visitor's); its id. A test
 * whose buyer writes on WhatsApp gives the `phone` it writes from.
 */
export async function sendLead(client: APIRequestContext, lastName: string, phone = freshPhone()): Promise<number> {
  const response = await client.post('/api/inquiries', {
    data: {
      firstName: 'Nadia',
      lastName,
      email: `${lastName.toLowerCase()}@example.com`,
      phone,
      interest: 'Penthouse',
    },
    headers: { 'x-forwarded-for': freshAddress() },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** An agent who takes no leads by rotation, added over the REST API by a signed-in client; its id. */
export async function postAgent(client: APIRequestContext, name: string, email: string): Promise<number> {
  const response = await client.post('/api/agents', {
    data: {
      name,
      title: 'Property Consultant',
      email,
      phone: '+971 50 000 0000',
      photoUrl: '/media/agents/priya-menon.webp',
      bio: 'Sells residences on the Palm.',
      takesLeads: false,
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

import { describe, expect, it } from 'vitest';
import { statusOf } from '../support/app-client.ts';
import {
  ADMIN_PASSWORD,
  faultScenario,
  report,
  startApp,
  type FaultApp,
  type FaultDatabase,
} from '../support/fault-harness.ts';

/**
 * What an attacker tries against the sign-in and the lead forms: batching many password guesses into
 * one request, locking the owner out by failing as them from elsewhere, dodging the lead limit with
 * forged X-Forwarded-For headers, and posting from another site. Two apps share one database: one
 * behind a trusted proxy on loopback (TRUST_PROXY=127.0.0.1), one reached directly (no TRUST_PROXY).
 */

const PROXIED_PORT = 3404;
const DIRECT_PORT = 3405;
const PG_PORT = 24704;
const LEAD_LIMIT = 10;

let database: FaultDatabase;
let proxied: FaultApp;
let direct: FaultApp;

faultScenario(PG_PORT, async (started) => {
  database = started;
  // One after the other: the first applies the migrations and seeds, the second finds them done.
  proxied = await startApp(PROXIED_PORT, database, { TRUST_PROXY: '127.0.0.1' });
  direct = await startApp(DIRECT_PORT, database, {
    INQUIRY_RATE_LIMIT_PER_MINUTE: String(LEAD_LIMIT),
    SEED_DEMO_CONTENT: 'false',
  });
});

const json = { 'content-type': 'application/json' };

/** The status of a sign-in as the admin with `password` to `app`. */
function login(app: FaultApp, password: string, headers: Record<string, string> = {}): Promise<number> {
  return statusOf(app.staff({ username: 'admin', password }, headers));
}

async function storedLeads(email: string): Promise<number> {
  const rows = await database.query<{ count: string }>('select count(*) from inquiries where email = $1', [email]);
  return Number(rows[0]?.count);
}

describe('attacks on sign-in and lead capture', () => {
  it('refuses a batch of 40 password guesses in one request, counting none of them', async () => {
    const entries = 40;
    const path = Array.from({ length: entries }, () => 'auth.login').join(',');
    const body = Object.fromEntries(
      Array.from({ length: entries }, (_, i) => [String(i), { username: 'admin', password: `guess-number-${i}` }]),
    );
    const batch = await fetch(`${proxied.url}/trpc/${path}?batch=1`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify(body),
    });
    const right = await login(proxied, ADMIN_PASSWORD);
    report('attack: batched guesses', { entries, batchStatus: batch.status, thenRightPassword: right });
    expect(batch.status).toBe(400);
    expect(right).toBe(200);
  });

  it('does not lock the owner out of their usual address when others fail as them from elsewhere', async () => {
    // The account's own limit holds guesses from addresses it never signed in from (sign-in-guessing.test.ts);
    // the owner's usual address is not held by it.
    const before = await login(proxied, ADMIN_PASSWORD, { 'x-forwarded-for': '198.51.100.7' });
    expect(before).toBe(200);
    const statuses: Record<number, number> = {};
    for (let i = 0; i < 35; i++) {
      const status = await login(proxied, `wrong-password-${i}`, { 'x-forwarded-for': `203.0.113.${1 + (i % 5)}` });
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
    const owner = await login(proxied, ADMIN_PASSWORD, { 'x-forwarded-for': '198.51.100.7' });
    report('attack: lock-out', { wrongAttempts: 35, statuses, ownerStatus: owner });
    expect(statuses[200]).toBeUndefined();
    expect(owner).toBe(200);
  });

  it('counts every lead against the real address when X-Forwarded-For is forged and no proxy is trusted', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= LEAD_LIMIT; i++) {
      const response = await fetch(`${direct.url}/api/inquiries`, {
        method: 'POST',
        headers: { ...json, 'x-forwarded-for': `192.0.2.${i + 1}` },
        body: JSON.stringify({ name: 'Forged Sender', email: `forged-${i}@example.com`, phone: '+971 50 000 0000' }),
      });
      statuses.push(response.status);
    }
    report('attack: forged X-Forwarded-For', { limit: LEAD_LIMIT, statuses });
    expect(statuses.slice(0, LEAD_LIMIT)).toEqual(Array.from({ length: LEAD_LIMIT }, () => 201));
    expect(statuses[LEAD_LIMIT]).toBe(429);
    expect(await storedLeads(`forged-${LEAD_LIMIT}@example.com`)).toBe(0);
  });

  it('refuses writes from another site with 403, storing nothing', async () => {
    const crossSite: Array<Record<string, string>> = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    const results: Array<{ target: string; headers: string; status: number }> = [];
    for (const [n, headers] of crossSite.entries()) {
      const email = `cross-site-${n}@example.com`;
      const rest = await fetch(`${proxied.url}/api/inquiries`, {
        method: 'POST',
        headers: { ...json, ...headers },
        body: JSON.stringify({ name: 'Cross Site', email, phone: '+971 50 000 0000' }),
      });
      const trpc = await fetch(`${proxied.url}/trpc/inquiries.create`, {
        method: 'POST',
        headers: { ...json, ...headers },
        body: JSON.stringify({ kind: 'enquiry', name: 'Cross Site', email, phone: '+971 50 000 0000' }),
      });
      results.push({ target: 'REST', headers: JSON.stringify(headers), status: rest.status });
      results.push({ target: 'tRPC', headers: JSON.stringify(headers), status: trpc.status });
      expect(await storedLeads(email)).toBe(0);
    }
    // The same request from the site itself is accepted: the refusals above are about the origin only.
    const sameSite = await fetch(`${proxied.url}/api/inquiries`, {
      method: 'POST',
      // From a visitor's own address: the forged-header test above spent 127.0.0.1's lead budget, which
      // both apps share in the database.
      headers: { ...json, origin: proxied.url, 'sec-fetch-site': 'same-origin', 'x-forwarded-for': '198.51.100.20' },
      body: JSON.stringify({ name: 'Same Site', email: 'same-site@example.com', phone: '+971 50 000 0000' }),
    });
    report('attack: cross-site writes', { results, sameSiteStatus: sameSite.status });
    for (const result of results) expect(result, JSON.stringify(result)).toMatchObject({ status: 403 });
    expect(sameSite.status).toBe(201);
  });
});

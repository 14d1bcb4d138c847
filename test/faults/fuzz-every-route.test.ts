import fc from 'fast-check';
import Fastify from 'fastify';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { initOrm } from '../../src/server/db/orm.ts';
import { parseEnv } from '../../src/server/env.ts';
import { registerRestApi } from '../../src/server/rest/rest-api.ts';
import { createServices } from '../../src/server/services.ts';
import {
  addCleanUp,
  faultScenario,
  report,
  startApp,
  withDeadline,
  type FaultApp,
  type FaultDatabase,
} from '../support/fault-harness.ts';
import { EDGE_INPUTS, input, MALFORMED, ODD_IDS, OVERSIZED, PATCH_IDS, procedures } from '../support/fuzz-inputs.ts';

/**
 * Every REST route and every tRPC procedure gets malformed JSON, wrong types, huge strings, deep
 * nesting, NULs and odd Unicode, signed out and signed in as staff. No answer may be a 5xx or carry
 * a stack trace, and a refused request (4xx) must leave every table as it was (sessions and other
 * bookkeeping aside). Inputs come from a fixed seed, so a finding reproduces; FUZZ_SEED picks another,
 * and FUZZ_TRACE=1 prints every request with its status and time.
 */

const APP_PORT = 3403;
const PG_PORT = 24703;
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
/** Generated inputs per route or procedure and sign-in state, besides the fixed malformed ones. */
const GENERATED = 10;
/**
 * Generated inputs for a staff procedure signed out: sign-in is checked before the input is read, so every
 * input meets the same refusal (the fixed malformed and edge inputs still go to each).
 */
const GENERATED_BEFORE_SIGN_IN = 2;
/** Tables that change on any request by design: sessions and rate-limit or sign-in bookkeeping. */
// A refused portal webhook is counted (portal_webhook_rejections) by design, for the Integrations screen.
const BOOKKEEPING = /session|attempt|throttle|rate_limit|login|mikro_orm_migrations|exchange_rate|webhook_rejection/;

let database: FaultDatabase;
let app: FaultApp;
let db: pg.Client;
let tables: string[] = [];

faultScenario(PG_PORT, async (started) => {
  database = started;
  app = await startApp(APP_PORT, database, {
    INQUIRY_RATE_LIMIT_PER_MINUTE: '100000',
    PUBLIC_READ_BUDGET_PER_MINUTE: '100000',
    // A log line for each of thousands of requests would cost the app more than answering them; what is
    // checked here is the answers and the tables.
    LOG_LEVEL: 'warn',
  });
  db = new pg.Client({ connectionString: database.url });
  await db.connect();
  addCleanUp(() => db.end());
  const rows = await db.query<{ table_name: string }>(
    "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
  );
  tables = rows.rows.map((row) => row.table_name).filter((name) => !BOOKKEEPING.test(name));
});

/** Row counts of every table that a refused request must not change, in one round trip. */
async function rowCounts(): Promise<string> {
  const columns = tables.map((name) => `(select count(*) from "${name}") as "${name}"`).join(', ');
  const { rows } = await db.query(`select ${columns}`);
  return JSON.stringify(rows[0]);
}

/** The REST routes exactly as the app registers them (method and URL), read from the plugin itself. */
async function restRoutes(): Promise<Array<{ method: string; url: string }>> {
  const probe = Fastify({ logger: false });
  const found: Array<{ method: string; url: string }> = [];
  probe.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD' && route.url.startsWith('/api/')) found.push({ method, url: route.url });
    }
  });
  const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: database.url });
  const orm = await initOrm(database.url);
  try {
    await probe.register(registerRestApi, {
      prefix: '/api',
      services: createServices(env, probe.log, orm),
      publicUrl: env.PUBLIC_URL,
    });
    await probe.ready();
    await probe.close();
  } finally {
    await orm.close(true);
  }
  return found;
}

interface Finding {
  request: string;
  status: number;
  problem: string;
  body: string;
}

interface Planned {
  label: string;
  url: string;
  init: RequestInit;
}

const writes = (init: RequestInit) => init.method !== undefined && init.method !== 'GET';
/** Reads at once: enough to keep both cores of a small machine busy (FUZZ_CONNECTIONS sets another). */
const CONNECTIONS = Number(process.env.FUZZ_CONNECTIONS ?? 4);

/**
 * Writes sent at once between two readings of the row counts. The counts are read over every table, which
 * after each write alone made the writes four fifths of the test's time.
 */
const WRITE_BATCH = 25;
/** Reads that write by design: a lead CSV export (REST or tRPC) leaves an audit event and a notice e-mail. */
const EXPORTS = /export\.csv|inquiries\.exportCsv/;
const STACK_TRACE = /\n\s+at\s|node_modules|\/src\/server\/|\.tsx?:\d+:\d+/;

describe('fuzzing every route and procedure', () => {
  it('never answers 5xx, never shows a stack, never changes data on a refused request', async () => {
    const rest = await restRoutes();
    expect(rest.length).toBeGreaterThan(15);
    // The portals' lead webhooks (plain Fastify routes, not /api): unsigned, every request is refused.
    rest.push({ method: 'POST', url: '/webhooks/property-finder' }, { method: 'POST', url: '/webhooks/bayut' });
    const staff = (await app.staff()).cookieHeader();
    const findings: Finding[] = [];
    const statuses: Record<string, number> = {};
    let sent = 0;
    let readMs = 0;
    let baseline = await rowCounts();
    const began = Date.now();

    /** Sends one request and notes a 5xx, a stack trace or no answer; resolves with the status, if any. */
    const answer = async ({ label, url, init }: Planned): Promise<number | null> => {
      sent += 1;
      const t0 = Date.now();
      if (process.env.FUZZ_TRACE) process.stdout.write(`> ${label.slice(0, 100)}\n`);
      let status: number;
      let body: string;
      const send = async () => {
        const response = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
        return { status: response.status, body: await response.text() };
      };
      try {
        // A read that meets a connection closed under it (no answer at all, not a timeout) is sent again
        // once, on a new connection, as any client would: a server that is down fails both.
        const reading = (init?.method ?? 'GET') === 'GET';
        ({ status, body } = await send().catch((error: unknown) => {
          if (!reading || (error instanceof Error && error.name === 'TimeoutError')) throw error;
          return send();
        }));
      } catch (error) {
        findings.push({
          request: label,
          status: 0,
          problem: `no answer: ${String(error)} (${String(error instanceof Error ? error.cause : '')})`,
          body: '',
        });
        return null;
      }
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (process.env.FUZZ_TRACE) process.stdout.write(`< ${status} ${Date.now() - t0} ms ${label.slice(0, 60)}\n`);
      if (status >= 500) findings.push({ request: label, status, problem: '5xx', body: body.slice(0, 300) });
      if (STACK_TRACE.test(body))
        findings.push({ request: label, status, problem: 'stack trace', body: body.slice(0, 300) });
      return status;
    };

    /** A request alone: the row counts after it tell what it changed. */
    const sendAlone = async (request: Planned) => {
      const status = await answer(request);
      if (status === null) return;
      const counts = await rowCounts();
      // An export is a read that records itself in the audit trail and tells the owners by e-mail.
      if (status >= 400 && counts !== baseline)
        findings.push({
          request: request.label,
          status,
          problem: `refused but changed ${baseline} -> ${counts}`,
          body: '',
        });
      baseline = counts;
    };

    /** Sends `requests` over several connections at once; resolves with each one's status (null: no answer). */
    const sendAtOnce = async (requests: Planned[]): Promise<Map<Planned, number | null>> => {
      const answered = new Map<Planned, number | null>();
      const queue = [...requests];
      await Promise.all(
        Array.from({ length: CONNECTIONS }, async () => {
          for (let next = queue.shift(); next; next = queue.shift()) answered.set(next, await answer(next));
        }),
      );
      return answered;
    };

    /**
     * Writes in batches sent at once, the row counts read after each batch: unchanged, no write in it
     * changed a table. Changed, an accepted write may have done it, a refused one may not: when every write
     * in the batch was refused that is a finding at once, and either way each refused write is sent again
     * alone, so the counts after it name the one that changes data.
     */
    const sendWrites = async (requests: Planned[]) => {
      for (let first = 0; first < requests.length; first += WRITE_BATCH) {
        const batch = requests.slice(first, first + WRITE_BATCH);
        const answered = await sendAtOnce(batch);
        const counts = await rowCounts();
        if (counts === baseline) continue;
        const refused = batch.filter((request) => (answered.get(request) ?? 0) >= 400);
        if (refused.length === batch.length)
          findings.push({
            request: `${batch.length} refused writes from ${batch[0]?.label}`,
            status: 0,
            problem: `refused but changed ${baseline} -> ${counts}`,
            body: '',
          });
        baseline = counts;
        for (const request of refused) await sendAlone(request);
      }
    };

    /**
     * One sign-in state's requests. Reads go out at once over several connections, and the row counts
     * after them must not have moved (a read changes nothing); then the writes (see `sendWrites`), and
     * every export alone, followed by the counts.
     */
    const sendAll = async (requests: Planned[]) => {
      const exports = requests.filter(({ label }) => EXPORTS.test(label));
      const writing = requests.filter((request) => writes(request.init) && !exports.includes(request));
      const reads = requests.filter((request) => !exports.includes(request) && !writing.includes(request));
      const readsBegan = Date.now();
      await sendAtOnce(reads);
      const counts = await rowCounts();
      if (counts !== baseline)
        findings.push({
          request: `${reads.length} reads`,
          status: 0,
          problem: `changed ${baseline} -> ${counts}`,
          body: '',
        });
      baseline = counts;
      readMs += Date.now() - readsBegan;
      await sendWrites(writing);
      for (const request of exports) await sendAlone(request);
    };

    const generated = (salt: number, numRuns = GENERATED) => fc.sample(input, { numRuns, seed: SEED + salt });
    const describeValue = (raw: string) => (raw.length > 120 ? `${raw.slice(0, 120)}… (${raw.length} chars)` : raw);

    await withDeadline(
      'fuzzing',
      150_000,
      (async () => {
        for (const [who, cookie] of [
          ['signed out', ''],
          ['staff', staff],
        ] as const) {
          const planned: Planned[] = [];
          const plan = (label: string, url: string, init: RequestInit) => planned.push({ label, url, init });
          const headers = (type?: string): Record<string, string> => ({
            ...(cookie ? { cookie } : {}),
            ...(type ? { 'content-type': type } : {}),
          });

          for (const [index, route] of rest.entries()) {
            const ids = route.method === 'PATCH' ? PATCH_IDS : ODD_IDS;
            const urls = route.url.includes(':id')
              ? ids.map((id) => `${app.url}${route.url.replace(':id', id)}`)
              : [`${app.url}${route.url}`];
            for (const url of urls) {
              if (route.method === 'GET' || route.method === 'DELETE') {
                plan(`${who} ${route.method} ${url.slice(0, 120)}`, url, {
                  method: route.method,
                  headers: headers(),
                });
                continue;
              }
              for (const body of [...generated(index), {}, ...EDGE_INPUTS]) {
                const raw = JSON.stringify(body) ?? 'null';
                plan(`${who} ${route.method} ${route.url} ${describeValue(raw)}`, url, {
                  method: route.method,
                  headers: headers('application/json'),
                  body: raw,
                });
              }
              for (const malformed of [...MALFORMED, OVERSIZED]) {
                plan(`${who} ${route.method} ${route.url} malformed ${describeValue(malformed.body)}`, url, {
                  method: route.method,
                  headers: headers(malformed.type),
                  body: malformed.body,
                });
              }
            }
            // Query strings too (the CSV export reads its filters from there).
            if (route.method === 'GET') {
              plan(
                `${who} GET ${route.url}?odd query`,
                `${app.url}${route.url.replace(':id', '1')}?limit=-1&from=%00&search=%ED%A0%80&kind[]=x`,
                {
                  headers: headers(),
                },
              );
            }
          }

          for (const [index, procedure] of procedures.entries()) {
            // Signing staff out would turn the rest of the signed-in run into a signed-out one.
            if (who === 'staff' && procedure.path === 'auth.logout') continue;
            const endpoint = `${app.url}/trpc/${procedure.path}`;
            const runs = who === 'signed out' && procedure.staffOnly ? GENERATED_BEFORE_SIGN_IN : GENERATED;
            for (const body of [...generated(1_000 + index, runs), ...EDGE_INPUTS]) {
              const raw = JSON.stringify(body) ?? 'null';
              const label = `${who} ${procedure.type} ${procedure.path} ${describeValue(raw)}`;
              if (procedure.type === 'query') {
                // Long inputs do not fit in a URL; the HTTP parser refuses them before the app sees them.
                if (raw.length > 6_000) continue;
                plan(label, `${endpoint}?input=${encodeURIComponent(raw)}`, { headers: headers() });
              } else {
                plan(label, endpoint, { method: 'POST', headers: headers('application/json'), body: raw });
              }
            }
            for (const malformed of MALFORMED) {
              const label = `${who} ${procedure.path} malformed ${describeValue(malformed.body)}`;
              if (procedure.type === 'query') {
                if (malformed.body.length > 6_000) continue;
                plan(label, `${endpoint}?input=${encodeURIComponent(malformed.body)}`, { headers: headers() });
              } else {
                plan(label, endpoint, { method: 'POST', headers: headers(malformed.type), body: malformed.body });
              }
            }
            // A batch mixing this procedure with a malformed entry.
            plan(
              `${who} batch ${procedure.path}`,
              `${endpoint},${procedure.path}?batch=1${procedure.type === 'query' ? '&input=%7B%220%22%3A%7B%22id%22%3A%22%5Cu0000%22%7D%7D' : ''}`,
              {
                method: procedure.type === 'query' ? 'GET' : 'POST',
                headers: headers(procedure.type === 'query' ? undefined : 'application/json'),
                ...(procedure.type === 'query' ? {} : { body: '{"0":{"id":"\\u0000"},"1":[[[[["x"]]]]]}' }),
              },
            );
          }
          await sendAll(planned);
        }
      })(),
    );

    expect(app.alive()).toBe(true);
    report('fuzz', {
      seed: SEED,
      restRoutes: rest.length,
      procedures: procedures.length,
      requests: sent,
      seconds: Math.round((Date.now() - began) / 1000),
      readSeconds: Math.round(readMs / 1000),
      statuses,
      findings: findings.length,
    });
    for (const finding of findings.slice(0, 20)) process.stdout.write(`  finding: ${JSON.stringify(finding)}\n`);
    expect(findings).toEqual([]);
  });
});

import fc from 'fast-check';
import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initOrm } from '../../src/server/db/orm.ts';
import { parseEnv } from '../../src/server/env.ts';
import { registerRestApi } from '../../src/server/rest/rest-api.ts';
import { createServices } from '../../src/server/services.ts';
import { appRouter } from '../../src/server/trpc/app-router.ts';
import {
  ADMIN,
  cleanUp,
  report,
  startApp,
  startDatabase,
  withDeadline,
  type FaultApp,
  type FaultDatabase,
} from '../support/fault-harness.ts';
import { signIn } from '../support/server-process.ts';

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
/** Tables that change on any request by design: sessions and rate-limit or sign-in bookkeeping. */
// A refused portal webhook is counted (portal_webhook_rejections) by design, for the Integrations screen.
const BOOKKEEPING = /session|attempt|throttle|rate_limit|login|mikro_orm_migrations|exchange_rate|webhook_rejection/;

let database: FaultDatabase;
let app: FaultApp;
let db: pg.Client;
let tables: string[] = [];

beforeAll(async () => {
  database = await startDatabase(PG_PORT);
  app = await startApp(APP_PORT, database, {
    INQUIRY_RATE_LIMIT_PER_MINUTE: '100000',
    PUBLIC_READ_BUDGET_PER_MINUTE: '100000',
  });
  db = new pg.Client({ connectionString: database.url });
  await db.connect();
  const rows = await db.query<{ table_name: string }>(
    "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
  );
  tables = rows.rows.map((row) => row.table_name).filter((name) => !BOOKKEEPING.test(name));
}, 150_000);
afterAll(async () => {
  await db?.end();
  await cleanUp();
}, 60_000);

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
    await probe.register(registerRestApi, { prefix: '/api', services: createServices(env, probe.log, orm) });
    await probe.ready();
    await probe.close();
  } finally {
    await orm.close(true);
  }
  return found;
}

/** 'query' or 'mutation', read from a procedure's definition. */
function procedureType(procedure: unknown): string {
  const def =
    (typeof procedure === 'function' || typeof procedure === 'object') && procedure && '_def' in procedure
      ? procedure._def
      : null;
  const type = def && typeof def === 'object' && 'type' in def ? def.type : null;
  if (type !== 'query' && type !== 'mutation') throw new Error(`not a procedure: ${String(procedure)}`);
  return type;
}

const procedures = Object.entries(appRouter._def.procedures)
  .map(([path, procedure]) => ({ path, type: procedureType(procedure) }))
  .sort((a, b) => a.path.localeCompare(b.path));

/** Field names the schemas use, so generated objects reach the validation of real fields. */
const FIELDS = [
  'id',
  'data',
  'kind',
  'type',
  'name',
  'firstName',
  'lastName',
  'fullName',
  'email',
  'phone',
  'message',
  'title',
  'description',
  'price',
  'bedrooms',
  'bathrooms',
  'area',
  'imageUrl',
  'status',
  'location',
  'username',
  'password',
  'currentPassword',
  'newPassword',
  'note',
  'agentId',
  'propertyId',
  'search',
  'limit',
  'offset',
  'from',
  'to',
  'featured',
  'languages',
  'specialties',
  'bio',
  'photoUrl',
  'license',
  'alt',
  'url',
  'category',
  'text',
  'role',
  'rating',
  'sortOrder',
  'icon',
  'size',
  'consent',
  'valuationTypes',
  'interest',
  'sourcePage',
  'features',
];

const loneSurrogate = fc.constantFrom('\ud800', '\udfff', 'a\udc00b', '\ud83d');
const oddString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\u202e',
    '\ufeff',
    '\u200b',
    'null',
    'undefined',
    '__proto__',
    '1e400',
    '-0',
  ),
  loneSurrogate,
  fc.integer({ min: 5_000, max: 60_000 }).map((length) => 'x'.repeat(length)),
);
const oddNumber = fc.constantFrom(0, -1, 1.5, 2 ** 31, 2 ** 31 - 1, 2 ** 53 + 1, 1e308, -1e308, 135);
const scalar = fc.oneof(oddString, oddNumber, fc.boolean(), fc.constant(null));
const deep = fc.tuple(fc.integer({ min: 50, max: 3_000 }), fc.boolean()).map(([depth, objects]) => {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = objects ? { id: value } : [value];
  return value;
});
const value: fc.Arbitrary<unknown> = fc.letrec<{ node: unknown }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('node'), { maxLength: 4 }),
    fc.dictionary(fc.constantFrom(...FIELDS), tie('node'), { maxKeys: 6 }),
  ),
})).node;
const input = fc.oneof(value, deep, fc.dictionary(fc.constantFrom(...FIELDS), value, { minKeys: 1, maxKeys: 8 }));

/** Bodies that are not JSON at all, or not what the content type says. */
const MALFORMED: Array<{ body: string; type: string }> = [
  { body: '{', type: 'application/json' },
  { body: '{"id": 1,}', type: 'application/json' },
  { body: "{'id': 1}", type: 'application/json' },
  { body: 'NaN', type: 'application/json' },
  { body: '\u0000', type: 'application/json' },
  {
    body: '{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}',
    type: 'application/json',
  },
  { body: `${'['.repeat(20_000)}${']'.repeat(20_000)}`, type: 'application/json' },
  { body: 'name=x&email=y', type: 'application/x-www-form-urlencoded' },
  { body: '<xml/>', type: 'text/plain' },
];
/** Inputs at the edges the schemas must catch: ids past PostgreSQL's integer, NULs where a query would take them. */
const EDGE_INPUTS: unknown[] = [
  { id: 2_147_483_648, data: {} },
  { id: '99999999999', data: { title: 'Edge' } },
  { id: 1, agentId: 2_147_483_648 },
  { username: 'admin\u0000', password: 'not-the-password' },
  { search: '\ud800', limit: 1e9, offset: 2 ** 53 },
  { email: `${'a'.repeat(250)}@example.com` },
];
/** Over the body limit: refused with 413 before any parsing. */
const OVERSIZED = { body: 'x'.repeat(300 * 1024), type: 'application/json' };
/** What PATCH bodies are sent to: an id that cannot exist and one beyond the integer range. */
const PATCH_IDS = ['999999', '2147483648'];
const ODD_IDS = [
  '0',
  '-1',
  '2147483648',
  '99999999999999999999',
  'abc',
  '1e3',
  '1.5',
  '%00',
  '%F0%9F%98%80',
  '%ED%A0%80',
  'x'.repeat(3000),
];

interface Finding {
  request: string;
  status: number;
  problem: string;
  body: string;
}

/** Reads that write by design: a lead CSV export (REST or tRPC) leaves an audit event and a notice e-mail. */
const EXPORTS = /export\.csv|inquiries\.exportCsv/;
const STACK_TRACE = /\n\s+at\s|node_modules|\/src\/server\/|\.tsx?:\d+:\d+/;

describe('fuzzing every route and procedure', () => {
  it('never answers 5xx, never shows a stack, never changes data on a refused request', async () => {
    const rest = await restRoutes();
    expect(rest.length).toBeGreaterThan(15);
    // The portals' lead webhooks (plain Fastify routes, not /api): unsigned, every request is refused.
    rest.push({ method: 'POST', url: '/webhooks/property-finder' }, { method: 'POST', url: '/webhooks/bayut' });
    const staff = await signIn(app.url, ADMIN);
    const findings: Finding[] = [];
    const statuses: Record<string, number> = {};
    let sent = 0;
    let baseline = await rowCounts();
    const began = Date.now();

    const send = async (label: string, url: string, init: RequestInit) => {
      const writes = init.method !== undefined && init.method !== 'GET';
      sent += 1;
      const t0 = Date.now();
      if (process.env.FUZZ_TRACE) process.stdout.write(`> ${label.slice(0, 100)}\n`);
      let status: number;
      let body: string;
      try {
        const response = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
        status = response.status;
        body = await response.text();
      } catch (error) {
        findings.push({ request: label, status: 0, problem: `no answer: ${String(error)}`, body: '' });
        return;
      }
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (process.env.FUZZ_TRACE) process.stdout.write(`< ${status} ${Date.now() - t0} ms\n`);
      if (status >= 500) findings.push({ request: label, status, problem: '5xx', body: body.slice(0, 300) });
      if (STACK_TRACE.test(body))
        findings.push({ request: label, status, problem: 'stack trace', body: body.slice(0, 300) });
      // Reads are not counted after: a read that wrote would show at the next write's check. Except an
      // export, which is a read that records itself in the audit trail and tells the owners by e-mail.
      if (!writes) {
        if (status < 400 && EXPORTS.test(label)) baseline = await rowCounts();
        return;
      }
      const counts = await rowCounts();
      if (status >= 400 && counts !== baseline)
        findings.push({
          request: label,
          status,
          problem: `refused but changed ${baseline} -> ${counts}`,
          body: body.slice(0, 200),
        });
      baseline = counts;
    };

    const generated = (salt: number) => fc.sample(input, { numRuns: GENERATED, seed: SEED + salt });
    const describeValue = (raw: string) => (raw.length > 120 ? `${raw.slice(0, 120)}… (${raw.length} chars)` : raw);

    await withDeadline(
      'fuzzing',
      150_000,
      (async () => {
        for (const [who, cookie] of [
          ['signed out', ''],
          ['staff', staff],
        ] as const) {
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
                await send(`${who} ${route.method} ${url.slice(0, 120)}`, url, {
                  method: route.method,
                  headers: headers(),
                });
                continue;
              }
              for (const body of [...generated(index), {}, ...EDGE_INPUTS]) {
                const raw = JSON.stringify(body) ?? 'null';
                await send(`${who} ${route.method} ${route.url} ${describeValue(raw)}`, url, {
                  method: route.method,
                  headers: headers('application/json'),
                  body: raw,
                });
              }
              for (const malformed of [...MALFORMED, OVERSIZED]) {
                await send(`${who} ${route.method} ${route.url} malformed ${describeValue(malformed.body)}`, url, {
                  method: route.method,
                  headers: headers(malformed.type),
                  body: malformed.body,
                });
              }
            }
            // Query strings too (the CSV export reads its filters from there).
            if (route.method === 'GET') {
              await send(
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
            for (const body of [...generated(1_000 + index), ...EDGE_INPUTS]) {
              const raw = JSON.stringify(body) ?? 'null';
              const label = `${who} ${procedure.type} ${procedure.path} ${describeValue(raw)}`;
              if (procedure.type === 'query') {
                // Long inputs do not fit in a URL; the HTTP parser refuses them before the app sees them.
                if (raw.length > 6_000) continue;
                await send(label, `${endpoint}?input=${encodeURIComponent(raw)}`, { headers: headers() });
              } else {
                await send(label, endpoint, { method: 'POST', headers: headers('application/json'), body: raw });
              }
            }
            for (const malformed of MALFORMED) {
              const label = `${who} ${procedure.path} malformed ${describeValue(malformed.body)}`;
              if (procedure.type === 'query') {
                if (malformed.body.length > 6_000) continue;
                await send(label, `${endpoint}?input=${encodeURIComponent(malformed.body)}`, { headers: headers() });
              } else {
                await send(label, endpoint, { method: 'POST', headers: headers(malformed.type), body: malformed.body });
              }
            }
            // A batch mixing this procedure with a malformed entry.
            await send(
              `${who} batch ${procedure.path}`,
              `${endpoint},${procedure.path}?batch=1${procedure.type === 'query' ? '&input=%7B%220%22%3A%7B%22id%22%3A%22%5Cu0000%22%7D%7D' : ''}`,
              {
                method: procedure.type === 'query' ? 'GET' : 'POST',
                headers: headers(procedure.type === 'query' ? undefined : 'application/json'),
                ...(procedure.type === 'query' ? {} : { body: '{"0":{"id":"\\u0000"},"1":[[[[["x"]]]]]}' }),
              },
            );
          }
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
      statuses,
      findings: findings.length,
    });
    for (const finding of findings.slice(0, 20)) process.stdout.write(`  finding: ${JSON.stringify(finding)}\n`);
    expect(findings).toEqual([]);
  });
});

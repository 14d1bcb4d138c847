/**
 * The console at the size of years of business: `npm run bench:data`. Starts a PostgreSQL of its own
 * in a temporary directory (never DATA_DIR), migrates it, adds the demo content and then, in
 * set-based SQL, 200,000 leads (with their history and e-mails), 50,000 market listings and 2,000
 * properties (data-scale-seed.ts). The real app (buildApp, signed in as the owner) then answers each
 * case BENCH_DATA_RUNS times over HTTP after two warm-up calls, and p50/p95 are printed; the CSV export is read
 * over HTTP by curl (a process of its own) while this process's RSS, the server's, is sampled.
 * A slow case stops after 15 s of calls (at least 3 measured). BENCH_PG_PORT chooses PostgreSQL's
 * port; BENCH_DATA_LEADS etc. change the sizes; BENCH_DATA_KEEP=<dir> keeps the seeded database
 * there and reuses it on the next run (to try a change without seeding again). BENCH_DATA_CASES=<regex>
 * runs only the cases whose name matches (and the export only when 'export' does), e.g. `market`.
 * After `npm run build` (and with NODE_ENV=production, so React loads one build) the app also renders
 * the public pages (page cache off), and the market listings page is measured with the size of its HTML.
 */
import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createReadStream, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chmod, mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { buildApp } from '../../src/server/app.ts';
import { startEmbeddedPostgres } from '../../src/server/db/embedded-postgres.ts';
import { initOrm, migrate } from '../../src/server/db/orm.ts';
import { seedDemoContent } from '../../src/server/db/seeders/demo-seeder.ts';
import { parseEnv } from '../../src/server/env.ts';
import { createServices } from '../../src/server/services.ts';
import { ensureAdmin } from '../../src/server/users/shell-accounts.ts';
import { encodeCursor } from '../../src/server/inquiries/inbox-query.ts';
import { seedAtScale } from './data-scale-seed.ts';

const sizes = {
  leads: Number(process.env.BENCH_DATA_LEADS ?? 200_000),
  marketListings: Number(process.env.BENCH_DATA_LISTINGS ?? 50_000),
  properties: Number(process.env.BENCH_DATA_PROPERTIES ?? 2_000),
};
const RUNS = Number(process.env.BENCH_DATA_RUNS ?? 30);
const pgPort = Number(process.env.BENCH_PG_PORT ?? 55190);
// The throwaway database's owner: a password made for this run only.
const ADMIN = { username: 'bench-owner', password: randomBytes(18).toString('base64url') };

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
const print = (text: string) => process.stdout.write(`${text}\n`);
const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(10);

const only = process.env.BENCH_DATA_CASES ? new RegExp(process.env.BENCH_DATA_CASES) : null;
const runs = (name: string) => only === null || only.test(name);
// The public pages render only from a build (`npm run build`).
const built = existsSync(resolve(import.meta.dirname, '../../dist/client'));
const keep = process.env.BENCH_DATA_KEEP;
const reuse = keep !== undefined && existsSync(keep);
const dataDir = keep ?? (await mkdtemp('/tmp/sixsenses-bench-data-'));
await mkdir(dataDir, { recursive: true });
await chmod(dataDir, 0o755);
const database = await startEmbeddedPostgres(dataDir, pgPort);
try {
  const orm = await initOrm(database.url);
  await migrate(orm);
  if (!reuse) await seedDemoContent(orm.em.fork());
  const client = new pg.Client({ connectionString: database.url });
  client.on('error', () => undefined); // the server's stop at the end ends this connection too
  await client.connect();
  if (reuse) print(`Reusing the database seeded in ${dataDir}`);
  else {
    print(`Seeding ${sizes.leads} leads, ${sizes.marketListings} market listings, ${sizes.properties} properties...`);
    const took = await seedAtScale(client, sizes);
    print(
      Object.entries(took)
        .map(([part, seconds]) => `  ${part}: ${seconds} s`)
        .join('\n'),
    );
  }

  const env = parseEnv({
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    LOG_LEVEL: 'silent',
    EXCHANGE_RATES_URL: 'http://127.0.0.1:9/x',
    PAGE_CACHE: 'false',
  });
  const app = await buildApp({ orm, env, logger: false, jobWorker: false, web: built ? 'production' : 'none' });
  const services = createServices(env, app.log, orm);
  await ensureAdmin(services.auth, orm.em.fork(), ADMIN.username, ADMIN.password);
  // Over a real socket, as a browser asks (an injected request has no socket for the body timeout to close).
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const login = await fetch(`${base}/trpc/auth.login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const session = login.headers.getSetCookie().find((c) => /^(__Host-)?ssr_session=/.test(c));
  if (!session) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
  const cookie = session.split(';')[0]!;
  // Console cases as the owner; public ones ("public:", "market:") as a visitor, without the session.
  const get = async (url: string, visitor = false) => {
    const response = await fetch(`${base}${url}`, { headers: visitor ? {} : { cookie } });
    return { status: response.status, body: await response.text() };
  };

  const sample = (
    await client.query<{
      id: number;
      first_name: string;
      last_name: string;
      email: string;
      phone: string;
      assigned_agent_id: number;
    }>(
      `select id, first_name, last_name, email, phone, assigned_agent_id from inquiries
      where assigned_agent_id is not null order by id desc offset 1234 limit 1`,
    )
  ).rows[0]!;
  const trpc = (path: string, input?: unknown) =>
    `/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`;
  const list = (input: Record<string, unknown>) => trpc('inquiries.list', { limit: 100, ...input });
  // Page 1,000 of 100 by keyset: the cursor the page before it answers (the 99,900th newest lead's key).
  const [edge] = (
    await client.query<{ created_key: string; id: number }>(
      'select created_at::text as created_key, id from inquiries order by created_at desc, id desc offset 99899 limit 1',
    )
  ).rows;
  const deepCursor = edge ? encodeCursor({ createdAt: edge.created_key, id: edge.id }) : null;

  const cases: Array<[string, string]> = [
    ['inbox: first page (100)', list({})],
    ['inbox: first page (500, as the console asked)', trpc('inquiries.list', { limit: 500 })],
    ['inbox: page 1,000 by offset', list({ offset: 99_900 })],
    ...(deepCursor ? [['inbox: page 1,000 by cursor', list({ cursor: deepCursor })] as [string, string]] : []),
    ['inbox: search by last name', list({ search: sample.last_name })],
    ['inbox: search by first name', list({ search: sample.first_name })],
    ['inbox: search by e-mail fragment', list({ search: sample.email.slice(2, 12) })],
    ['inbox: search by rare e-mail fragment', list({ search: sample.email.split('@')[0]! })],
    ['inbox: search by phone', list({ search: sample.phone.slice(-7) })],
    ['inbox: filter kind', list({ kind: 'valuation' })],
    ['inbox: filter status', list({ status: 'Negotiation' })],
    ['inbox: filter assigned agent', list({ assignedTo: sample.assigned_agent_id })],
    ['inbox: filter source', list({ source: 'Bayut' })],
    ['inbox: filter dates (one month)', list({ from: '2025-03-01', to: '2025-03-31' })],
    [
      'inbox: all filters + search',
      list({ kind: 'contact', status: 'Contacted', source: 'Facebook', search: 'Smith' }),
    ],
    ['inbox: sources', trpc('inquiries.sources')],
    ['lead page', trpc('inquiries.byId', { id: sample.id })],
    ['lead page: suppression', trpc('outbox.suppressionForInquiry', { id: sample.id })],
    ['outbox (e-mails) first page', trpc('outbox.list', {})],
    [
      'dashboard (page batch)',
      '/trpc/dashboard.summary,dashboard.speedToLead,dashboard.leadsBySource,dashboard.permitAlerts?batch=1&input=%7B%7D',
    ],
    ['dashboard: summary', trpc('dashboard.summary')],
    ['speed to lead', trpc('dashboard.speedToLead')],
    ['REST GET /api/inquiries (newest 500)', '/api/inquiries'],
    ['public: residences data (properties.list)', trpc('properties.list')],
    ['public: a residence (properties.byId)', trpc('properties.byId', { id: 135 })],
  ];
  const marketCases: Array<[string, string]> = [
    ['market: listings, all active (tRPC simplified)', trpc('marketListings.simplified')],
    ['market: REST /api/market-listings-simplified', '/api/market-listings-simplified'],
    ['market: search, first page (listings page)', trpc('marketListings.search', { source: 'propertyFinder' })],
    [
      'market: search, 5+ beds to rent by price',
      trpc('marketListings.search', { source: 'propertyFinder', dealType: 'rent', bedrooms: '5+', sort: 'price-high' }),
    ],
    ['market: search, page 50 (cursor 1,176)', trpc('marketListings.search', { sort: 'price-low', cursor: 1_176 })],
    ['market: summary (listings page)', trpc('marketListings.summary', { source: 'propertyFinder' })],
    ['market: summary (market data, both portals)', trpc('marketListings.summary', { source: 'all' })],
    ...(built
      ? ([
          ['market: SSR page /market-listings', '/market-listings'],
          ['market: SSR page /market-data', '/market-data'],
        ] as Array<[string, string]>)
      : []),
  ];
  const measure = async (name: string, url: string) => {
    if (!runs(name)) return;
    const durations: number[] = [];
    let bytes = 0;
    const budgetEnds = performance.now() + 15_000;
    for (let run = -2; run < RUNS && (run < 3 || performance.now() < budgetEnds); run += 1) {
      const started = performance.now();
      const response = await get(url, /^(public|market):/.test(name));
      const elapsed = performance.now() - started;
      if (response.status !== 200) throw new Error(`${name}: ${response.status} ${response.body.slice(0, 300)}`);
      if (run >= 0) durations.push(elapsed);
      bytes = response.body.length;
    }
    durations.sort((a, b) => a - b);
    const counted = durations.length < RUNS ? `  (${durations.length} runs)` : '';
    const size = `  ${(bytes / 1e3).toFixed(0)} kB`;
    print(`${name.padEnd(48)}${ms(percentile(durations, 0.5))}${ms(percentile(durations, 0.95))}${size}${counted}`);
  };
  print(`\n${'case'.padEnd(48)}${'p50'.padStart(10)}${'p95'.padStart(10)}  (${RUNS} runs)`);
  for (const [name, url] of cases) await measure(name, url);

  if (runs('export')) await measureExport();
  // Last: the public market pages' data fills the heap for a while.
  for (const [name, url] of marketCases) await measure(name, url);
  if (!built) print('(no build: the public pages were not measured; `npm run build` first)');
  await client.end();
  await app.close();
  await orm.close(true);

  async function measureExport() {
    globalThis.gc?.();
    const baseline = process.memoryUsage();
    const peak = { ...baseline };
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      for (const key of ['rss', 'heapUsed', 'external'] as const) peak[key] = Math.max(peak[key], now[key]);
    }, 20);
    // Read by curl in a process of its own, so the memory sampled here is the server's alone.
    const file = join(dataDir, 'export.csv');
    const started = performance.now();
    const curl = spawn('curl', [
      '-sS',
      '-o',
      file,
      '-w',
      '%{http_code} %{time_starttransfer}',
      '-H',
      `cookie: ${cookie}`,
      `${base}/api/inquiries/export.csv`,
    ]);
    let written = '';
    curl.stdout.on('data', (chunk: Buffer) => (written += chunk.toString()));
    await once(curl, 'close');
    clearInterval(sampler);
    const total = performance.now() - started;
    const [status, firstByte] = written.split(' ');
    let lines = 0;
    for await (const chunk of createReadStream(file)) for (const byte of chunk as Buffer) if (byte === 10) lines += 1;
    const bytes = (await stat(file)).size;
    await rm(file);
    const firstByteAt = Number(firstByte) * 1000;
    const response = { status };
    const growth = (key: 'rss' | 'heapUsed' | 'external') => `${((peak[key] - baseline[key]) / 1e6).toFixed(1)} MB`;
    print(
      `\nCSV export (${response.status}): ${lines - 1} leads, ${(bytes / 1e6).toFixed(1)} MB in ${(total / 1000).toFixed(2)} s;` +
        ` first byte after ${firstByteAt.toFixed(0)} ms; RSS growth ${growth('rss')}` +
        ` (baseline ${(baseline.rss / 1e6).toFixed(0)} MB, peak ${(peak.rss / 1e6).toFixed(0)} MB;` +
        ` heap used up to +${growth('heapUsed')}, external up to +${growth('external')})`,
    );
  }
} finally {
  await database.stop();
  if (!keep) await rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 300 });
}

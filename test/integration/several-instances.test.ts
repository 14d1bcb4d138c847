import { request as httpRequest } from 'node:http';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  ADMIN,
  addCleanUp,
  faultScenario,
  report,
  sleep,
  type FaultApp,
  type FaultDatabase,
} from '../support/fault-harness.ts';
import { overHttp, signedIn } from '../support/app-client.ts';
import { startTwoInstancesBehindNginx, type AccessLogLine, type LocalNginx } from '../support/nginx.ts';
import { startLocalS3, type LocalS3 } from '../support/s3-server.ts';

/**
 * Two app processes (the compiled server, as production runs it) on one PostgreSQL and one S3 bucket
 * (a real S3-compatible server, standing in for compose's MinIO), behind Debian's nginx running the committed deploy/nginx.conf (round robin over both). What
 * one instance does must hold on the other: a staff session, a rate limit, an upload and the
 * invalidation of the anonymous page cache. Each is shown through the proxy and by asking each instance
 * directly. Clients reach nginx from two loopback addresses of their own, so nginx sees (and forwards in
 * X-Forwarded-For) two different visitors; the apps trust only nginx's address (TRUST_PROXY=127.0.0.1).
 */

const PROXY_PORT = 3622;
const ONE_PORT = 3623;
const TWO_PORT = 3624;
/** The S3-compatible store: the config's media upstream (MinIO in compose). */
const MEDIA_PORT = 3625;
const PG_PORT = 24622;
const LEAD_LIMIT = 3;
const VISITOR_A = '127.0.0.2';
const VISITOR_B = '127.0.0.3';
const PAGE = '/properties/135';

let database: FaultDatabase;
let one: FaultApp;
let two: FaultApp;
let proxy: LocalNginx;
let media: LocalS3;
let instances: Record<string, FaultApp>;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request from a given local address, so nginx sees that address as the visitor's. */
function fromAddress(
  localAddress: string,
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((done, fail) => {
    const outgoing = httpRequest(url, {
      method: options.method ?? 'GET',
      headers: options.headers,
      localAddress,
      agent: false,
    });
    outgoing.once('error', fail);
    outgoing.once('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.once('end', () => done({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    outgoing.end(options.body);
  });
}

function sendLead(localAddress: string, url: string, n: string, headers: Record<string, string> = {}) {
  return fromAddress(localAddress, `${url}/api/inquiries`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ name: 'Several Instances', email: `lead-${n}@example.com`, phone: '+971 50 000 0000' }),
  });
}

/** The instance that is not the one that answered `line`. */
function otherThan(line: AccessLogLine): FaultApp {
  const other = Object.entries(instances).find(([address]) => address !== line.upstream)?.[1];
  if (!other || !instances[line.upstream]) throw new Error(`unknown upstream ${line.upstream}`);
  return other;
}

faultScenario(
  PG_PORT,
  async (started) => {
    database = started;
    media = await startLocalS3(MEDIA_PORT);
    addCleanUp(() => media.stop());
    const startedAt = Date.now();
    ({
      one,
      two,
      proxy,
      byUpstream: instances,
    } = await startTwoInstancesBehindNginx(database, {
      proxyPort: PROXY_PORT,
      appPorts: [ONE_PORT, TWO_PORT],
      mediaPort: MEDIA_PORT,
      settings: {
        // Photos go to the bucket and keep the app's own relative /uploads/ URLs, which nginx answers from
        // the bucket (as in compose, which sets no S3_PUBLIC_URL).
        ...media.env,
        INQUIRY_RATE_LIMIT_PER_MINUTE: String(LEAD_LIMIT),
      },
    }));
    report('several instances: start', { bothReadyMs: Date.now() - startedAt });
  },
  90_000,
);

describe('two app instances behind nginx', () => {
  it('start together on a new database: one migrates and seeds, the other waits and finds it done', async () => {
    const outputs = [one, two].map((app) => app.running.output());
    const migrated = outputs.filter((output) => output.includes('Applied migrations:'));
    const seeded = outputs.filter((output) => output.includes('Seeding demo content:'));
    const twice = await database.query('select name from mikro_orm_migrations group by name having count(*) > 1');
    expect(migrated).toHaveLength(1);
    expect(seeded).toHaveLength(1);
    expect(twice).toEqual([]);
  });

  it('spreads requests over both instances, round robin', async () => {
    for (let i = 0; i < 4; i++) expect((await fetch(`${proxy.url}/healthz?probe=${i}`)).status).toBe(200);
    const lines = await proxy.waitForLog((line) => line.path.startsWith('/healthz?probe='), 4);
    const served = lines.map((line) => line.upstream);
    report('several instances: round robin', { served });
    expect(new Set(served)).toEqual(new Set(Object.keys(instances)));
  });

  it('honours a staff session made through one instance on the other', async () => {
    const cookie = (await signedIn(overHttp(proxy.url), ADMIN)).cookieHeader();
    const [login] = await proxy.waitForLog((line) => line.path === '/trpc/auth.login');
    const other = otherThan(login!);
    const onEach = await Promise.all(
      [one, two].map((app) => fetch(`${app.url}/api/inquiries`, { headers: { cookie } })),
    );
    const onOther = onEach[[one, two].indexOf(other)]!;
    const throughProxy = [];
    for (let i = 0; i < 4; i++)
      throughProxy.push((await fetch(`${proxy.url}/api/inquiries`, { headers: { cookie } })).status);
    const anonymous = await fetch(`${other.url}/api/inquiries`);
    report('several instances: session', {
      signedInAt: login!.upstream,
      otherStatus: onOther.status,
      throughProxy,
      anonymous: anonymous.status,
    });
    expect(onOther.status).toBe(200);
    expect(onEach.map((response) => response.status)).toEqual([200, 200]);
    expect(throughProxy).toEqual([200, 200, 200, 200]);
    expect(anonymous.status).toBe(401);
  });

  it('counts leads per visitor address as nginx forwards it, across both instances', async () => {
    const accepted = [];
    for (let i = 0; i < LEAD_LIMIT; i++) accepted.push((await sendLead(VISITOR_A, proxy.url, `a-${i}`)).status);
    const leadLines = await proxy.waitForLog(
      (line) => line.method === 'POST' && line.path === '/api/inquiries',
      LEAD_LIMIT,
    );
    // The limit was spent on both instances, and now refuses the visitor everywhere.
    const overThroughProxy = await sendLead(VISITOR_A, proxy.url, 'a-over');
    // A header the visitor forges is replaced by nginx: it cannot buy a fresh budget.
    const forged = await sendLead(VISITOR_A, proxy.url, 'a-forged', { 'x-forwarded-for': '198.51.100.99' });
    // Asked directly, with the X-Forwarded-For nginx would send, each instance refuses too.
    const direct = await Promise.all(
      [ONE_PORT, TWO_PORT].map((port) =>
        sendLead('127.0.0.1', `http://127.0.0.1:${port}`, `a-direct-${port}`, { 'x-forwarded-for': VISITOR_A }),
      ),
    );
    // Another visitor behind the same proxy has a budget of their own.
    const visitorB = await sendLead(VISITOR_B, proxy.url, 'b-0');
    const stored = await database.query<{ email: string }>(
      "select email from inquiries where email like 'lead-%@example.com' order by email",
    );
    report('several instances: lead limit', {
      limit: LEAD_LIMIT,
      accepted,
      servedBy: leadLines.map((line) => line.upstream),
      forwardedAs: leadLines.map((line) => line.client),
      over: overThroughProxy.status,
      forged: forged.status,
      direct: direct.map((answer) => answer.status),
      visitorB: visitorB.status,
    });
    expect(accepted).toEqual(Array.from({ length: LEAD_LIMIT }, () => 201));
    expect(new Set(leadLines.slice(0, LEAD_LIMIT).map((line) => line.upstream)).size).toBe(2);
    expect(overThroughProxy.status).toBe(429);
    expect(forged.status).toBe(429);
    expect(direct.map((answer) => answer.status)).toEqual([429, 429]);
    expect(visitorB.status).toBe(201);
    expect(stored.map((row) => row.email)).toEqual([
      ...Array.from({ length: LEAD_LIMIT }, (_, i) => `lead-a-${i}@example.com`),
      'lead-b-0@example.com',
    ]);
  });

  it('serves a photo uploaded through one instance from the other, and from the bucket through nginx', async () => {
    const cookie = (await signedIn(overHttp(proxy.url), ADMIN)).cookieHeader();
    const image = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#b89b72' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), 'terrace.jpg');
    const upload = await fetch(`${proxy.url}/api/uploads`, { method: 'POST', headers: { cookie }, body: form });
    expect(upload.status, await upload.clone().text()).toBe(201);
    const stored = (await upload.json()) as { url: string };
    // The app's own relative URL, stored as is in the database, under the bucket's object name.
    expect(stored.url, stored.url).toMatch(/^\/uploads\/[^/]/);
    const path = stored.url;
    expect(await media.has(path.slice(1))).toBe(true);
    const [line] = await proxy.waitForLog((entry) => entry.method === 'POST' && entry.path === '/api/uploads');
    const other = otherThan(line!);
    // Each instance streams it from the bucket itself; through nginx it comes from the bucket upstream.
    const fromEach = await Promise.all(
      [one, two, proxy].map(async ({ url }) => {
        const response = await fetch(`${url}${path}`);
        expect(response.status, url).toBe(200);
        return { response, bytes: Buffer.from(await response.arrayBuffer()) };
      }),
    );
    const [viaBucket] = await proxy.waitForLog((entry) => entry.path === path);
    expect(viaBucket!.upstream).toBe(`127.0.0.1:${MEDIA_PORT}`);
    const { response: fromOther, bytes: bytesFromOther } = fromEach[[one, two].indexOf(other)]!;
    report('several instances: upload', {
      uploadedAt: line!.upstream,
      url: stored.url,
      otherStatus: fromOther.status,
      bytes: bytesFromOther.length,
    });
    expect(fromOther.status).toBe(200);
    expect(fromOther.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(bytesFromOther).metadata()).format).toBe('webp');
    for (const { bytes } of fromEach) expect(bytes.equals(bytesFromOther)).toBe(true);
  });

  it("makes a staff edit through one instance show on the other's cached pages within seconds", async () => {
    // Both instances have the page in their anonymous cache.
    for (const app of [one, two]) {
      await fetch(`${app.url}${PAGE}`);
      const cached = await fetch(`${app.url}${PAGE}`);
      expect(cached.headers.get('x-page-cache')).toBe('hit');
      expect(await cached.text()).toContain('Royal Penthouse');
    }
    const cookie = (await signedIn(overHttp(proxy.url), ADMIN)).cookieHeader();
    const title = `Royal Penthouse ${Date.now()}`;
    const edit = await fetch(`${proxy.url}/trpc/properties.update`, {
      method: 'POST',
      // As the console in a browser sends it: a same-origin write.
      headers: { cookie, 'content-type': 'application/json', origin: proxy.url, 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify({ id: 135, data: { title } }),
    });
    const editedAt = Date.now();
    expect(edit.status, await edit.clone().text()).toBe(200);
    const [line] = await proxy.waitForLog((entry) => entry.path === '/trpc/properties.update');
    const other = otherThan(line!);

    let seenAfterMs = -1;
    let polls = 0;
    while (Date.now() - editedAt < 5_000) {
      polls += 1;
      if ((await (await fetch(`${other.url}${PAGE}`)).text()).includes(title)) {
        seenAfterMs = Date.now() - editedAt;
        break;
      }
      await sleep(100);
    }
    const throughProxy = await Promise.all([1, 2].map(async () => (await fetch(`${proxy.url}${PAGE}`)).text()));
    report('several instances: cache invalidation', {
      editedAt: line!.upstream,
      seenOnOtherAfterMs: seenAfterMs,
      polls,
    });
    expect(seenAfterMs).toBeGreaterThanOrEqual(0);
    for (const html of throughProxy) expect(html).toContain(title);
  });
});

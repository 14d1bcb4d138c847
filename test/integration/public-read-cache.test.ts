import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { initOrm, type Orm } from '../../src/server/db/orm.ts';
import { notifyContentChanged } from '../../src/server/ssr/content-version.ts';
import { requireBuild } from '../support/production-build.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

requireBuild();

let t: TestApp;
/** Two app instances rendering every page afresh (no page cache) on one database. */
let one: FastifyInstance;
let two: FastifyInstance;
let twoOrm: Orm;
let staffCookie: string;

const SPA = 'Six Senses Spa';

/** Changes a row as nothing in the app would: no content version is raised, no NOTIFY sent. */
async function renameAmenityBehindTheAppsBack(from: string, to: string): Promise<void> {
  await t.orm.em.fork().getConnection().execute('update amenities set name = ? where name = ?', [to, from]);
}

async function landing(app: FastifyInstance): Promise<string> {
  const response = await app.inject('/');
  expect(response.statusCode).toBe(200);
  expect(response.headers['x-page-cache']).toBeUndefined();
  return response.body;
}

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const env = { ...t.env, PAGE_CACHE: false };
  one = await buildApp({ orm: t.orm, env, web: 'production', logger: false, jobWorker: false });
  twoOrm = await initOrm(t.databaseUrl);
  two = await buildApp({ orm: twoOrm, env, web: 'production', logger: false, jobWorker: false });
  // Sessions live in the database: one signed in through the test app holds on every instance.
  staffCookie = await t.signIn();
}, 120_000);

afterAll(async () => {
  await one?.close();
  await two?.close();
  await twoOrm?.close(true);
  await t?.close();
});

describe('public reads kept in memory', () => {
  it('serve an uncached render without reading the rows again, and a staff edit shows in the next render', async () => {
    expect(await landing(one)).toContain(SPA);

    // The render reads the amenities from memory: a row changed behind the app's back does not show.
    await renameAmenityBehindTheAppsBack(SPA, 'Unseen Spa');
    expect(await landing(one)).not.toContain('Unseen Spa');

    const [spa] = await t
      .caller()
      .amenities.list()
      .then((list) => list.filter((a) => a.name === 'Unseen Spa'));
    if (!spa) throw new Error('the renamed amenity is missing');
    const edit = await one.inject({
      method: 'POST',
      url: '/trpc/amenities.update',
      headers: { cookie: staffCookie, 'content-type': 'application/json' },
      payload: { id: spa.id, data: { name: 'Six Senses Spa & Hammam' } },
    });
    expect(edit.statusCode).toBe(200);

    const next = await landing(one);
    expect(next).toContain('Six Senses Spa &amp; Hammam');
    expect(next).not.toContain('Unseen Spa');
  });

  it("reach another instance's next render once it hears of the edit", async () => {
    const registration = await t.caller().agency.registration();
    if (!registration) throw new Error('the seed has no agency registration');
    expect(await landing(two)).toContain(registration.reraOrn);

    const edit = await one.inject({
      method: 'POST',
      url: '/trpc/agency.updateRegistration',
      headers: { cookie: staffCookie, 'content-type': 'application/json' },
      payload: { ...registration, reraOrn: '99999' },
    });
    expect(edit.statusCode).toBe(200);

    await expect.poll(() => landing(two), { timeout: 10_000 }).toContain('99999');
  });

  it('follow a change announced from outside the app (a CLI import)', async () => {
    expect(await landing(one)).toContain('Wellness Hub');
    await renameAmenityBehindTheAppsBack('Wellness Hub', 'Wellness Pavilion');
    expect(await landing(one)).not.toContain('Wellness Pavilion');
    await notifyContentChanged(t.orm);
    await expect.poll(() => landing(one), { timeout: 10_000 }).toContain('Wellness Pavilion');
  });
});

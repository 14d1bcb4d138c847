import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { ExchangeRateService } from '../../src/server/exchange-rates/exchange-rate.service.ts';
import { createServices } from '../../src/server/services.ts';
import { FAKE_RATES, FakeRateService } from '../support/fake-rate-service.ts';
import { requireBuild } from '../support/production-build.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

requireBuild();

const PAGE = '/properties/135'; // the Royal Penthouse: AED 72,000,000, 9,140 sq ft
const PUBLIC_PAGE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
const FIVE_MINUTES = 5 * 60 * 1000;

let t: TestApp;
let app: FastifyInstance;
const upstream = new FakeRateService();
/** The rate service's clock, moved on to make it fetch again. */
const clock = { now: Date.now() };

function visit(cookie?: string): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url: PAGE, headers: cookie ? { cookie } : {} });
}

beforeAll(async () => {
  const url = await upstream.start();
  t = await createTestApp({ seed: true, env: { EXCHANGE_RATES_URL: url } });
  const services = createServices(t.env, t.app.log, t.orm);
  services.exchangeRates = new ExchangeRateService({ url, log: t.app.log, now: () => clock.now });
  app = await buildApp({ orm: t.orm, env: t.env, web: 'production', logger: false, services, jobWorker: false });
}, 120_000);

afterAll(async () => {
  await app?.close();
  await t?.close();
  await upstream.stop();
});

describe('pages in the visitor’s currency and unit', () => {
  it('are the shared default without the cookies: dirhams, square feet, public and cacheable by a CDN', async () => {
    const first = await visit();
    const second = await visit('currency=JPY; area=acres'); // unknown values count as no choice
    expect(first.statusCode).toBe(200);
    expect(second.headers['x-page-cache']).toBe('hit');
    expect(second.headers.etag).toBe(first.headers.etag);
    for (const response of [first, second]) {
      expect(response.headers['cache-control']).toBe(PUBLIC_PAGE);
      expect(response.body).toContain('AED 72.0M');
      expect(response.body).toContain('>9,140 sq ft<');
      expect(response.body).not.toContain('≈');
    }
  });

  it('carry the ticker with the stored rates in their HTML, the shared default page too', async () => {
    const page = await visit();
    expect(page.body).toMatch(/aria-label="Exchange rates in UAE dirhams"[^>]*data-state="ready"/);
    expect(page.body).toContain('data-currency="USD"');
    expect(page.body).toContain((1 / FAKE_RATES.USD).toFixed(4));
    expect(page.body).toContain((1 / FAKE_RATES.GBP).toFixed(4));
  });

  it('render a page from the same reading of the cookies it is cached under, so nobody can plant a page', async () => {
    // Two cookies of one name: the first counts, for the cache key and for the render alike.
    const planted = await visit('currency=AED; currency=USD');
    expect(planted.headers['cache-control']).toBe(PUBLIC_PAGE);
    expect(planted.body).toContain('AED 72.0M');
    expect(planted.body).not.toContain('≈');
    const next = await visit();
    expect(next.headers['x-page-cache']).toBe('hit');
    expect(next.body).not.toContain('≈');
  });

  it('render the chosen currency on the server, with the dirham price of record, private to shared caches', async () => {
    const first = await visit('currency=USD');
    const second = await visit('other=1; currency=USD');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-page-cache']).toBe('miss');
    expect(second.headers['x-page-cache']).toBe('hit');
    expect(second.headers.etag).toBe(first.headers.etag);
    for (const response of [first, second]) {
      expect(response.headers['cache-control']).toBe('private, max-age=0');
      // 72,000,000 × 0.2723 = 19,605,600, converted in the first bytes (no flash of AED).
      expect(response.body).toContain('≈ USD 19.6M');
      expect(response.body).toMatch(/Price of record<\/span> ?(?:<!-- -->)?AED 72\.0M/);
    }
    // The default page is a separate entry and is still the dirham one.
    const plain = await visit();
    expect(plain.headers['x-page-cache']).toBe('hit');
    expect(plain.headers.etag).not.toBe(first.headers.etag);
    expect(plain.body).not.toContain('USD 19.6M');
  });

  it('keep one page per choice: another currency and square metres are separate entries', async () => {
    const roubles = await visit('currency=RUB');
    expect(roubles.headers['x-page-cache']).toBe('miss');
    expect(roubles.body).toContain('≈ RUB 1,803.6M'); // 72,000,000 × 25.05
    const metres = await visit('area=sqm');
    expect(metres.headers['x-page-cache']).toBe('miss');
    expect(metres.headers['cache-control']).toBe('private, max-age=0');
    expect(metres.body).toContain('>849 m²<'); // 9,140 × 0.09290304 = 849.1
    expect(metres.body).toContain('AED 72.0M');
    expect(metres.body).not.toContain('>9,140 sq ft<'); // the description says it in its own words
  });

  it('never show a conversion at old rates: a new rates snapshot makes a new page', async () => {
    const before = await visit('currency=USD');
    expect(before.headers['x-page-cache']).toBe('hit');
    expect(before.body).toContain('≈ USD 19.6M');

    upstream.rates = { ...upstream.rates, USD: 0.25 };
    clock.now += FIVE_MINUTES + 1;
    const after = await visit('currency=USD');
    expect(after.headers['x-page-cache']).toBe('miss');
    expect(after.body).toContain('≈ USD 18.0M'); // 72,000,000 × 0.25
    expect(after.body).not.toContain('19.6M');
    expect((await visit('currency=USD')).headers['x-page-cache']).toBe('hit');
    // The default page holds no rates, so it stays cached.
    expect((await visit()).headers['x-page-cache']).toBe('hit');
  });

  it('are rendered fresh and private for staff with a preference, too', async () => {
    const staff = await t.signIn();
    const response = await app.inject({ method: 'GET', url: PAGE, headers: { cookie: `${staff}; currency=EUR` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-page-cache']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('≈ EUR 18.1M'); // 72,000,000 × 0.2517
  });
});

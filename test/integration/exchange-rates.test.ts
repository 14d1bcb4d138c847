import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExchangeRateService } from '../../src/server/exchange-rates/exchange-rate.service.ts';
import { ExchangeRateSnapshotSchema } from '../../src/server/exchange-rates/exchange-rate-snapshot.entity.ts';
import { FakeRateService } from '../support/fake-rate-service.ts';
import { createTestApp, json, type TestApp } from '../support/test-app.ts';

let t: TestApp;
const upstream = new FakeRateService();
let url: string;

beforeAll(async () => {
  url = await upstream.start();
  t = await createTestApp({ env: { EXCHANGE_RATES_URL: url } });
});
afterAll(async () => {
  await t.close();
  await upstream.stop();
});

function serviceAt(clock: { now: number }) {
  return new ExchangeRateService({ url, log: t.app.log, now: () => clock.now });
}

describe('exchange rates', () => {
  it("answers the ticker's and the display currencies from the upstream service through /api/exchange-rates", async () => {
    const response = await t.app.inject('/api/exchange-rates');
    expect(response.statusCode).toBe(200);
    const body = json<{ base: string; rates: Record<string, number>; fetchedAt: string }>(response);
    expect(body.base).toBe('AED');
    // Every rate the site uses, and no other (the service also answers JPY).
    expect(body.rates).toEqual({ USD: 0.2723, GBP: 0.2151, EUR: 0.2517, AED: 1, RUB: 25.05, CNY: 1.974, INR: 22.87 });
    expect(Date.parse(body.fetchedAt)).not.toBeNaN();
  });

  it('caches for five minutes, then refetches and reports the real change', async () => {
    const clock = { now: Date.now() };
    const service = serviceAt(clock);
    const em = t.orm.em.fork();
    await service.latest(em);
    const requests = upstream.requests;
    await service.latest(em);
    expect(upstream.requests).toBe(requests);

    upstream.rates = { ...upstream.rates, USD: 0.25 };
    clock.now += 5 * 60 * 1000 + 1;
    const refreshed = await service.latest(em);
    expect(upstream.requests).toBe(requests + 1);
    // AED per dollar went from 1/0.2723 to 1/0.25: +8.92 %.
    expect(refreshed.changes.USD).toBeCloseTo(((1 / 0.25 - 1 / 0.2723) / (1 / 0.2723)) * 100, 3);
    expect(refreshed.changes.GBP).toBe(0);
  });

  it('serves the last stored answer when the service fails, and never fails the call', async () => {
    upstream.failing = true;
    try {
      const stored = await t.orm.em.fork().count(ExchangeRateSnapshotSchema, {});
      expect(stored).toBeGreaterThan(0);
      const rates = await serviceAt({ now: Date.now() }).latest(t.orm.em.fork());
      expect(rates.rates.USD).toBe(0.25);
      expect(rates.fetchedAt).not.toBeNull();
    } finally {
      upstream.failing = false;
    }
  });

  it('answers with no rates when the service fails and nothing was ever stored', async () => {
    const empty = await createTestApp({ env: { EXCHANGE_RATES_URL: 'http://127.0.0.1:9/closed' } });
    try {
      const response = await empty.app.inject('/api/exchange-rates');
      expect(response.statusCode).toBe(200);
      expect(json(response)).toEqual({ base: 'AED', rates: {}, changes: {}, fetchedAt: null });
    } finally {
      await empty.close();
    }
  });
});

describe('health', () => {
  it('answers 503 once the database is gone', async () => {
    const doomed = await createTestApp();
    try {
      expect((await doomed.app.inject('/healthz')).statusCode).toBe(200);
      await doomed.dropDatabase();
      const response = await doomed.app.inject('/healthz');
      expect(response.statusCode).toBe(503);
      expect(json(response)).toEqual({ status: 'unavailable' });
    } finally {
      await doomed.close();
    }
  });
});

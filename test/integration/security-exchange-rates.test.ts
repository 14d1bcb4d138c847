import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExchangeRateService, UPSTREAM_MAX_BYTES } from '../../src/server/exchange-rates/exchange-rate.service.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The rate service is a third party: a real local HTTP server plays it here, answering well, then
 * too much, or too slowly, so that the bounds on what we read from it are seen to hold.
 */
type Mode = 'good' | 'endless' | 'declared-huge' | 'trickle';

const GOOD = JSON.stringify({
  result: 'success',
  base_code: 'AED',
  time_last_update_unix: 1,
  rates: { USD: 0.2723, GBP: 0.2151, EUR: 0.2517, AED: 1 },
});
const ENDLESS_BYTES = 64 * 1024 * 1024;

let t: TestApp;
let server: Server;
let url: string;
let mode: Mode = 'good';
/** Bytes the last endless answer got out before the client hung up. */
let endlessSent = 0;

function sendEndless(response: ServerResponse) {
  response.writeHead(200, { 'content-type': 'application/json' });
  const chunk = Buffer.alloc(64 * 1024, ' ');
  endlessSent = 0;
  const pump = () => {
    while (endlessSent < ENDLESS_BYTES && !response.destroyed) {
      endlessSent += chunk.length;
      if (!response.write(chunk)) return void response.once('drain', pump);
    }
    response.end();
  };
  response.write('{"result":"success","pad":"');
  pump();
}

beforeAll(async () => {
  server = createServer((request, response) => {
    if (mode === 'good') return void response.writeHead(200, { 'content-type': 'application/json' }).end(GOOD);
    if (mode === 'declared-huge') {
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': String(ENDLESS_BYTES) });
      return void response.write('{');
    }
    if (mode === 'trickle') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"result":"success",');
      const timer = setInterval(() => response.write(' '), 200);
      return void response.on('close', () => clearInterval(timer));
    }
    sendEndless(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v6/latest/AED`;
  t = await createTestApp({ env: { EXCHANGE_RATES_URL: url } });
});
afterAll(async () => {
  await t.close();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** A service of its own with a clock far past any cache of an earlier test. */
const freshService = () => new ExchangeRateService({ url, log: t.app.log });

describe('reading the exchange-rate service', () => {
  it('stores a good answer first', async () => {
    mode = 'good';
    const rates = await freshService().latest(t.orm.em.fork());
    expect(rates.rates.USD).toBe(0.2723);
  });

  it('stops reading an answer past the size limit and serves the stored rates', async () => {
    mode = 'endless';
    const rates = await freshService().latest(t.orm.em.fork());
    expect(rates.rates).toEqual({ USD: 0.2723, GBP: 0.2151, EUR: 0.2517, AED: 1 });
    expect(rates.fetchedAt).not.toBeNull();
    // The connection was dropped long before the service got its 64 MB out.
    await expect.poll(() => endlessSent).toBeGreaterThan(0);
    expect(endlessSent).toBeLessThan(ENDLESS_BYTES / 4);
    expect(UPSTREAM_MAX_BYTES).toBe(256 * 1024);
  });

  it('refuses an answer whose declared length is over the limit without reading it', async () => {
    mode = 'declared-huge';
    const started = Date.now();
    const rates = await freshService().latest(t.orm.em.fork());
    expect(rates.rates.USD).toBe(0.2723);
    // Well before the time limit: refused from the header, not by waiting for a body.
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('gives up on an answer that never ends within the time limit and serves the stored rates', async () => {
    mode = 'trickle';
    const started = Date.now();
    const rates = await freshService().latest(t.orm.em.fork());
    const elapsed = Date.now() - started;
    expect(rates.rates.USD).toBe(0.2723);
    expect(elapsed).toBeGreaterThanOrEqual(3500);
    expect(elapsed).toBeLessThan(10_000);
  });
});

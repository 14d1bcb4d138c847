import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Units per 1 AED that the stand-in answers unless a test changes them (the ticker shows their inverse):
 * the ticker's currencies, every display currency, and one (JPY) the site does not use. The browser tests
 * and the integration tests assert prices converted at these.
 */
export const FAKE_RATES = {
  USD: 0.2723,
  GBP: 0.2151,
  EUR: 0.2517,
  AED: 1,
  JPY: 41.2,
  RUB: 25.05,
  CNY: 1.974,
  INR: 22.87,
} satisfies Record<string, number>;

/**
 * A local stand-in for the public exchange-rate service: a real HTTP server on loopback that answers
 * like ExchangeRateAPI's /v6/latest/AED, with rates and failures the test controls.
 */
export class FakeRateService {
  rates: Record<string, number> = { ...FAKE_RATES };
  failing = false;
  requests = 0;
  private server: Server | undefined;

  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      this.requests += 1;
      if (this.failing) {
        response.writeHead(503).end('unavailable');
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ result: 'success', base_code: 'AED', time_last_update_unix: 1, rates: this.rates }),
      );
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}/v6/latest/AED`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the public exchange-rate service: a real HTTP server on loopback that answers
 * like ExchangeRateAPI's /v6/latest/AED, with rates and failures the test controls.
 */
export class FakeRateService {
  rates: Record<string, number> = { USD: 0.2723, GBP: 0.2151, EUR: 0.2517, AED: 1, JPY: 41.2 };
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

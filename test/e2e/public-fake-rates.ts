import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FAKE_RATES } from '../support/fake-rate-service.ts';

/**
 * A real HTTP server on loopback that answers like the public AED rate service, started by the
 * global setup so the app under test never reaches the internet for the currency ticker.
 */
export async function startFakeRateService(): Promise<string> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ result: 'success', base_code: 'AED', time_last_update_unix: 1, rates: FAKE_RATES }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // It must not keep the test runner alive once the tests are over.
  server.unref();
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/v6/latest/AED`;
}

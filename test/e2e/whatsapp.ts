import { expect, type APIRequestContext } from '@playwright/test';
import type { InboundFields } from '../support/fake-whatsapp/deliveries.ts';
import { FakeWhatsAppCloud, type FakeWhatsAppIdentity } from '../support/fake-whatsapp/fake-cloud-api.ts';

/** The environment variable through which the global setup hands its fake's identity to the test workers. */
export const WHATSAPP_IDENTITY_ENV = 'E2E_WHATSAPP_IDENTITY';

/**
 * WhatsApp in the browser tests: the global setup serves the fake Cloud API the app sends to; a worker
 * (another process) takes Meta's other side, posting the buyer's messages to the app's webhook signed
 * with the same app secret.
 */
function meta(): FakeWhatsAppCloud {
  const identity = process.env[WHATSAPP_IDENTITY_ENV];
  if (!identity) throw new Error(`${WHATSAPP_IDENTITY_ENV} is unset: run the browser tests through their global setup`);
  return new FakeWhatsAppCloud(JSON.parse(identity) as FakeWhatsAppIdentity);
}

/** The buyer writes on WhatsApp: Meta's signed delivery, posted to the app as Meta posts it. */
export async function buyerWritesOnWhatsApp(client: APIRequestContext, fields: InboundFields): Promise<void> {
  const delivery = meta().customerWrites(fields);
  const response = await client.post(delivery.url, { headers: delivery.headers, data: delivery.body });
  expect(response.status()).toBe(200);
}

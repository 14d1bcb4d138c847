import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  addCleanUp,
  CRASH_RECOVERY,
  faultScenario,
  report,
  startApp,
  type FaultApp,
  type FaultDatabase,
} from '../support/fault-harness.ts';
import { eventually } from '../support/eventually.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.ts';

/**
 * The app killed with SIGKILL while a webhook delivery is in flight (the receiver holds the request
 * open). After the restart the job comes back (the stale-lock sweep), sends the same message with
 * the same webhook-id once more, and the receiver, deduplicating by id as the Standard Webhooks
 * specification asks, holds the lead exactly once.
 */

const APP_PORT = 3681;
const PG_PORT = 24681;

let database: FaultDatabase;
let app: FaultApp;
let receiver: WebhookReceiver;

faultScenario(PG_PORT, async (started) => {
  receiver = await startWebhookReceiver();
  addCleanUp(() => receiver.stop());
  database = started;
  app = await startApp(APP_PORT, database, {
    SEED_DEMO_CONTENT: 'false',
    SECRETS_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    OUTBOUND_ALLOW_PRIVATE_NETWORKS: 'true',
    // Longer than the kill takes to come: the attempt is cut by the crash, never by its own timeout.
    WEBHOOK_TIMEOUT_SECONDS: '30',
    ...CRASH_RECOVERY,
  });
});

describe('outgoing webhooks under a crash of the app', () => {
  it('sends the message again after a kill -9 mid-delivery, and the receiver has it exactly once', async () => {
    const staff = await app.staff();
    const created = await staff.trpc.webhooks.create.mutate({ url: receiver.url, events: ['lead.created'] });
    receiver.secret = created.secret;
    receiver.answers.push('hang');

    const lead = await fetch(`${app.url}/api/inquiries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Webhook Crash', email: 'webhook-crash@example.com' }),
    });
    expect(lead.status).toBe(201);
    await eventually(() => expect(receiver.requests, 'the first attempt').toHaveLength(1), { timeout: 30_000 });

    const killedAt = Date.now();
    await app.kill();
    await app.restart();
    await eventually(
      async () => {
        const [row] = await database.query<{ status: string }>('select status from webhook_deliveries');
        expect(row?.status, 'the message').toBe('delivered');
      },
      { timeout: 60_000 },
    );
    const [delivery] = await database.query<{ message_id: string; attempts: number }>(
      'select message_id, attempts from webhook_deliveries',
    );
    expect(receiver.requests.map((request) => request.id)).toEqual([delivery?.message_id, delivery?.message_id]);
    expect(receiver.requests.every((request) => request.verified)).toBe(true);
    expect([...receiver.messages.keys()]).toEqual([delivery?.message_id]);
    report('webhook-crash', {
      requestsReceived: receiver.requests.length,
      messagesKept: receiver.messages.size,
      attemptsRecorded: delivery?.attempts,
      secondsToRedeliver: Math.round((Date.now() - killedAt) / 1000),
    });
  });
});

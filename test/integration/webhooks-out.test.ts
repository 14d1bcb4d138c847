import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InquiryView } from '../../src/shared/inquiries/types.ts';
import { contactInquiry } from '../fixtures/payloads.ts';
import type { AppClient, AppInput } from '../support/app-client.ts';
import { eventually } from '../support/eventually.ts';
import { createTestApp, json, type TestApp } from '../support/test-app.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.ts';
import { runWebhookRetriesNow } from '../support/webhooks.ts';

let t: TestApp;
let staff: AppClient;

beforeAll(async () => {
  t = await createTestApp({
    seed: true,
    env: {
      INQUIRY_RATE_LIMIT_PER_MINUTE: '1000',
      OUTBOUND_ALLOW_PRIVATE_NETWORKS: 'true',
      SECRETS_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      WEBHOOK_TIMEOUT_SECONDS: '1',
    },
  });
  staff = await t.staff();
});
afterAll(() => t.close());

async function endpointFor(
  receiver: WebhookReceiver,
  events: AppInput['webhooks']['create']['events'] = ['lead.created', 'lead.updated'],
) {
  const created = await staff.trpc.webhooks.create.mutate({ url: receiver.url, events, description: 'CRM' });
  receiver.secret = created.secret;
  return created.endpoint;
}

async function newLead(email = `buyer.${randomBytes(4).toString('hex')}@example.com`): Promise<number> {
  const response = await t.app.inject({ method: 'POST', url: '/api/inquiries', payload: { ...contactInquiry, email } });
  return json<{ id: number }>(response).id;
}

const deliveries = (endpointId: number) =>
  staff.trpc.webhooks.deliveries.query({ endpointId }).then((page) => page.items);

interface LeadEvent {
  type: string;
  timestamp: string;
  data: InquiryView;
}
const eventsOf = (receiver: WebhookReceiver) => [...receiver.messages.values()] as LeadEvent[];

describe('outgoing webhooks', () => {
  it('shows the secret once, keeps it sealed, and records the change', async () => {
    const receiver = await startWebhookReceiver();
    const endpoint = await endpointFor(receiver);
    expect(receiver.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const secret = receiver.secret ?? '';
    const listed = await staff.trpc.webhooks.list.query();
    expect(JSON.stringify(listed)).not.toContain(secret.slice(6, 20));
    expect(listed.find((row) => row.id === endpoint.id)?.secretHint).toBe(secret.slice(-4));
    const [row] = await t.orm.em
      .fork()
      .execute<Array<{ secret: string }>>('select secret from webhook_endpoints where id = ?', [endpoint.id]);
    expect(row?.secret.startsWith('v1:')).toBe(true);
    expect(row?.secret).not.toContain(secret.slice(6, 20));
    const rotated = await staff.trpc.webhooks.rotateSecret.mutate({ id: endpoint.id });
    expect(rotated.secret).not.toBe(secret);
    const audit = await t.orm.em
      .fork()
      .execute<Array<{ action: string; details: Record<string, unknown> }>>(
        `select action, details from audit_events where subject = ? order by id`,
        [`webhook endpoint ${endpoint.id}`],
      );
    expect(audit.map((event) => event.action)).toEqual(['webhook.endpoint_created', 'webhook.secret_rotated']);
    expect(audit[0]?.details).toEqual({ host: new URL(receiver.url).host, events: ['lead.created', 'lead.updated'] });
    expect(JSON.stringify(audit)).not.toContain(secret.slice(6, 20));
    await staff.trpc.webhooks.remove.mutate({ id: endpoint.id });
    await receiver.stop();
  });

  it('delivers a new lead, signed, as GET /api/inquiries shows it; then its status change and reassignment', async () => {
    const receiver = await startWebhookReceiver();
    const endpoint = await endpointFor(receiver);
    const id = await newLead();
    await eventually(() => expect(eventsOf(receiver).map((event) => event.type)).toEqual(['lead.created']));
    expect(receiver.requests.every((request) => request.verified)).toBe(true);
    const listed = json<InquiryView[]>(
      await t.app.inject({ url: '/api/inquiries', headers: { cookie: staff.cookieHeader() } }),
    ).find((lead) => lead.id === id);
    expect(eventsOf(receiver)[0]?.data).toEqual(listed);

    await staff.trpc.inquiries.setStatus.mutate({ id, status: 'Contacted' });
    await eventually(() => expect(eventsOf(receiver)).toHaveLength(2));
    expect(eventsOf(receiver)[1]).toMatchObject({ type: 'lead.updated', data: { id, status: 'Contacted' } });

    const agents = json<Array<{ id: number; name: string }>>(await t.app.inject('/api/agents'));
    const other = agents.find((agent) => agent.id !== listed?.assignedAgentId);
    await staff.trpc.inquiries.assign.mutate({ id, agentId: other?.id });
    await eventually(() => expect(eventsOf(receiver)).toHaveLength(3));
    expect(eventsOf(receiver)[2]).toMatchObject({
      type: 'lead.updated',
      data: { id, assignedAgentId: other?.id, assignedAgentName: other?.name },
    });
    // The receiver has the request before the job commits its outcome: the log settles just after.
    await eventually(async () => {
      const log = await deliveries(endpoint.id);
      expect(log.map((delivery) => [delivery.event, delivery.status, delivery.attempts, delivery.inquiryId])).toEqual([
        ['lead.updated', 'delivered', 1, id],
        ['lead.updated', 'delivered', 1, id],
        ['lead.created', 'delivered', 1, id],
      ]);
    });
    await staff.trpc.webhooks.remove.mutate({ id: endpoint.id });
    await receiver.stop();
  });

  it('sends nothing to an endpoint not subscribed to the event, nor to a disabled one', async () => {
    const updatesOnly = await startWebhookReceiver();
    const off = await startWebhookReceiver();
    const control = await startWebhookReceiver();
    const first = await endpointFor(updatesOnly, ['lead.updated']);
    const second = await endpointFor(off);
    const third = await endpointFor(control, ['lead.created']);
    await staff.trpc.webhooks.setEnabled.mutate({ id: second.id, enabled: false });
    await newLead();
    await eventually(() => expect(control.messages.size).toBe(1));
    // The three endpoints' deliveries are written in the lead's transaction: none exist for the other two.
    expect(await deliveries(first.id)).toEqual([]);
    expect(await deliveries(second.id)).toEqual([]);
    expect(updatesOnly.requests).toEqual([]);
    expect(off.requests).toEqual([]);
    for (const endpoint of [first, second, third]) await staff.trpc.webhooks.remove.mutate({ id: endpoint.id });
    await Promise.all([updatesOnly.stop(), off.stop(), control.stop()]);
  });

  it('retries after a 500, a timeout and a refused connection, with the same webhook-id, logging each attempt', async () => {
    let receiver = await startWebhookReceiver();
    const endpoint = await endpointFor(receiver, ['lead.created']);
    receiver.answers.push(500, 'hang');
    const id = await newLead();
    await eventually(async () => expect((await deliveries(endpoint.id))[0]?.attempts).toBe(1));
    const [afterFirst] = await deliveries(endpoint.id);
    // The schedule's first wait: 5 s, give or take 10% of jitter.
    const wait = Date.parse(afterFirst?.nextAttemptAt ?? '') - Date.parse(afterFirst?.attemptLog[0]?.at ?? '');
    expect(wait).toBeGreaterThanOrEqual(4_500);
    expect(wait).toBeLessThanOrEqual(5_500);

    await runWebhookRetriesNow(t);
    await eventually(async () => expect((await deliveries(endpoint.id))[0]?.attempts).toBe(2));
    const { port, secret } = receiver;
    await receiver.stop();
    await runWebhookRetriesNow(t);
    await eventually(async () => expect((await deliveries(endpoint.id))[0]?.attempts).toBe(3));

    receiver = await startWebhookReceiver({ port });
    receiver.secret = secret;
    await runWebhookRetriesNow(t);
    await eventually(async () => expect((await deliveries(endpoint.id))[0]?.status).toBe('delivered'));
    const [delivery] = await deliveries(endpoint.id);
    expect(delivery?.attemptLog.map((attempt) => [attempt.httpStatus, attempt.error?.split(' ')[0] ?? null])).toEqual([
      [204, null],
      [null, expect.stringMatching(/^(connect|ECONNREFUSED)/)],
      [null, 'no'],
      [500, 'HTTP'],
    ]);
    expect(delivery?.attemptLog.every((attempt) => attempt.durationMs >= 0)).toBe(true);
    expect(delivery?.attemptLog[2]?.durationMs).toBeGreaterThanOrEqual(900);
    expect([...receiver.messages.keys()]).toEqual([delivery?.messageId]);
    expect(eventsOf(receiver)[0]?.data.id).toBe(id);
    await staff.trpc.webhooks.remove.mutate({ id: endpoint.id });
    await receiver.stop();
  });

  it('counts a redirect as a failed attempt and never follows it; "send again" resends the same message', async () => {
    const target = await startWebhookReceiver();
    const receiver = await startWebhookReceiver();
    const endpoint = await endpointFor(receiver, ['lead.created']);
    receiver.answers.push({ redirect: target.url });
    await newLead();
    await eventually(async () => expect((await deliveries(endpoint.id))[0]?.attempts).toBe(1));
    const [redirected] = await deliveries(endpoint.id);
    expect(redirected?.lastHttpStatus).toBe(302);
    expect(redirected?.lastError).toBe(`redirect to ${target.url} not followed`);
    expect(target.requests).toEqual([]);

    await staff.trpc.webhooks.sendAgain.mutate({ id: redirected?.id });
    await eventually(async () => expect((await deliveries(endpoint.id))[0]?.status).toBe('delivered'));
    expect(receiver.requests.map((request) => request.id)).toEqual([redirected?.messageId, redirected?.messageId]);
    await staff.trpc.webhooks.remove.mutate({ id: endpoint.id });
    await Promise.all([receiver.stop(), target.stop()]);
  });

  it('resolves a host name when it connects, and sends the test event to it', async () => {
    const receiver = await startWebhookReceiver();
    const created = await staff.trpc.webhooks.create.mutate({
      url: `http://localhost:${receiver.port}/hooks`,
      events: ['lead.updated'],
    });
    receiver.secret = created.secret;
    await staff.trpc.webhooks.sendTest.mutate({ id: created.endpoint.id });
    await eventually(() => expect(receiver.messages.size).toBe(1));
    expect(eventsOf(receiver)[0]?.type).toBe('webhook.test');
    await staff.trpc.webhooks.remove.mutate({ id: created.endpoint.id });
    await receiver.stop();
  });

  it("exports the person's webhook messages with their data and erases them with the leads", async () => {
    const receiver = await startWebhookReceiver();
    const endpoint = await endpointFor(receiver, ['lead.created']);
    const email = `erase.${randomBytes(4).toString('hex')}@example.com`;
    const id = await newLead(email);
    await eventually(async () => expect((await deliveries(endpoint.id))[0]?.status).toBe('delivered'));
    const exported = await staff.trpc.privacy.export.mutate({ contact: email });
    expect(exported.data.counts.webhooks).toBe(1);
    expect(exported.data.data.webhooks).toEqual([
      expect.objectContaining({
        event: 'lead.created',
        leadId: id,
        sent: expect.objectContaining({ data: expect.objectContaining({ email }) }),
      }),
    ]);
    const erased = await staff.trpc.privacy.erase.mutate({ contact: email });
    expect(erased.counts.webhooks).toBe(1);
    expect(await deliveries(endpoint.id)).toEqual([]);
    await staff.trpc.webhooks.remove.mutate({ id: endpoint.id });
    await receiver.stop();
  });

  it('switches an endpoint off after a day of failures, tells the owners and records it', async () => {
    const receiver = await startWebhookReceiver();
    const endpoint = await endpointFor(receiver, ['lead.created']);
    receiver.answers.push(503, 503);
    await newLead();
    await eventually(async () => expect((await deliveries(endpoint.id))[0]?.attempts).toBe(1));
    // A day has passed since the first failure: moved through the endpoint's own timestamp.
    await t.orm.em
      .fork()
      .execute(`update webhook_endpoints set failing_since = now() - interval '25 hours' where id = ?`, [endpoint.id]);
    await runWebhookRetriesNow(t);
    await eventually(async () => expect((await deliveries(endpoint.id))[0]?.status).toBe('failed'));
    const [listed] = (await staff.trpc.webhooks.list.query()).filter((row) => row.id === endpoint.id);
    expect(listed).toMatchObject({ enabled: false, disabledReason: 'Every delivery failed for 24 hours', failures: 1 });
    const em = t.orm.em.fork();
    const mail = await em.execute<Array<{ recipient: string; subject: string }>>(
      `select recipient, subject from outbox_messages where kind = 'webhook-disabled'`,
    );
    expect(mail).toEqual([
      { recipient: t.services.mail.leadsEmail, subject: 'A webhook endpoint was switched off after a day of failures' },
    ]);
    const audit = await em.execute<Array<{ action: string; actor_username: string | null }>>(
      `select action, actor_username from audit_events where action = 'webhook.endpoint_disabled'`,
    );
    expect(audit).toEqual([{ action: 'webhook.endpoint_disabled', actor_username: null }]);
    // Off, it is owed nothing more.
    await newLead();
    expect(await deliveries(endpoint.id)).toHaveLength(1);
    await receiver.stop();
  });
});

import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { WEBHOOK_TEST_EVENT } from '../../../shared/webhooks/schemas.ts';
import { recordBySystem } from '../../audit/audit-trail.ts';
import { defineJob, type JobContext } from '../../jobs/define-job.ts';
import { enqueue } from '../../jobs/queue.ts';
import { queueEndpointDisabledNotice } from './webhook-disabled-notice.tsx';
import type { AttemptOutcome } from './webhook-sender.ts';
import {
  WebhookAttemptSchema,
  WebhookDeliverySchema,
  type WebhookDelivery,
  type WebhookEndpoint,
} from './webhook.entity.ts';

/**
 * After the first attempt fails, the waits before the next ones: the Standard Webhooks advice
 * (5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h), eight attempts over about 27 hours. Each wait gets up
 * to 10% of jitter either way, so receivers that come back are not hit by every sender at once.
 */
export const RETRY_DELAYS_MS = [5e3, 3e5, 1.8e6, 7.2e6, 1.8e7, 3.6e7, 3.6e7] as const;
/** Failures for this long with no delivery in between turn an endpoint off. */
export const FAILING_DAY_MS = 24 * 60 * 60 * 1000;
export const FAILING_FOR_A_DAY = 'Every delivery failed for 24 hours';
export const ENDPOINT_DISABLED_ERROR = 'not sent: the endpoint is disabled';

function withJitter(delayMs: number): number {
  return Math.round(delayMs * (0.9 + Math.random() * 0.2));
}

async function disable(context: JobContext, em: EntityManager, endpoint: WebhookEndpoint, now: Date): Promise<void> {
  endpoint.enabled = false;
  endpoint.disabledReason = FAILING_FOR_A_DAY;
  endpoint.disabledAt = now;
  await recordBySystem(em, {
    action: 'webhook.endpoint_disabled',
    subject: `webhook endpoint ${endpoint.id}`,
    details: { reason: FAILING_FOR_A_DAY, failingSince: endpoint.failingSince?.toISOString() ?? null },
  });
  await queueEndpointDisabledNotice(em, context.services.mail, endpoint);
  context.log.warn({ endpointId: endpoint.id }, 'webhooks: endpoint disabled after a day of failures');
}

async function record(
  context: JobContext,
  em: EntityManager,
  delivery: WebhookDelivery,
  outcome: AttemptOutcome,
  now: Date,
) {
  const endpoint = delivery.endpoint;
  em.create(WebhookAttemptSchema, {
    delivery,
    at: now,
    httpStatus: outcome.httpStatus,
    error: outcome.error,
    durationMs: outcome.durationMs,
  });
  delivery.attempts += 1;
  delivery.lastHttpStatus = outcome.httpStatus;
  delivery.lastError = outcome.error;
  delivery.lastDurationMs = outcome.durationMs;
  if (outcome.delivered) {
    delivery.status = 'delivered';
    delivery.deliveredAt = now;
    delivery.nextAttemptAt = null;
    endpoint.failingSince = null;
    return;
  }
  endpoint.failingSince ??= now;
  const failingFor = now.getTime() - endpoint.failingSince.getTime();
  if (endpoint.enabled && failingFor >= FAILING_DAY_MS) await disable(context, em, endpoint, now);
  const wait = RETRY_DELAYS_MS[delivery.scheduleStep];
  if (wait === undefined || !endpoint.enabled) {
    delivery.status = 'failed';
    delivery.nextAttemptAt = null;
    return;
  }
  delivery.scheduleStep += 1;
  delivery.nextAttemptAt = new Date(now.getTime() + withJitter(wait));
  await queueAttempt(em, delivery.id, delivery.nextAttemptAt);
}

async function deliver(context: JobContext, id: number): Promise<void> {
  await context.orm.em.fork().transactional(async (em) => {
    const locked = await em.findOne(WebhookDeliverySchema, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!locked || locked.status !== 'pending') return;
    const delivery = await em.populate(locked, ['endpoint']);
    const endpoint = delivery.endpoint;
    if (!endpoint.enabled && delivery.event !== WEBHOOK_TEST_EVENT) {
      delivery.status = 'failed';
      delivery.lastError = ENDPOINT_DISABLED_ERROR;
      delivery.nextAttemptAt = null;
      return;
    }
    const outcome = await context.services.webhookSender.send({
      url: endpoint.url,
      messageId: delivery.messageId,
      body: delivery.body,
      secret: context.services.secretBox.open(endpoint.secret),
    });
    await record(context, em, delivery, outcome, new Date());
    if (!outcome.delivered) {
      context.log.info(
        { deliveryId: id, status: outcome.httpStatus, error: outcome.error },
        'webhooks: attempt failed',
      );
    }
  });
}

/**
 * The delivery job. The row is locked while its attempt runs and the outcome recorded in the same
 * transaction, so two jobs never send one message at once. A process killed mid-attempt records
 * nothing: the job comes back (the stale-lock sweep) and sends the same message, same `webhook-id`,
 * once more; a receiver that dedupes on the id keeps it once.
 */
export const webhookDeliveryJob = defineJob({
  name: 'webhook_delivery',
  payload: z.object({ id: z.number().int().positive() }),
  run: ({ id }, context) => deliver(context, id),
});

/** Queues the attempt of a delivery; one job per delivery (its key), so "send again" never doubles it. */
export async function queueAttempt(em: EntityManager, deliveryId: number, runAt?: Date): Promise<void> {
  await enqueue(em, webhookDeliveryJob, { id: deliveryId }, { runAt, jobKey: `webhook-delivery:${deliveryId}` });
}

import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { WEBHOOK_TEST_EVENT } from '../../../shared/webhooks/schemas.ts';
import { recordBySystem } from '../../audit/audit-trail.ts';
import type { Orm } from '../../db/orm.ts';
import type { Env } from '../../env.ts';
import type { MailSettings } from '../../mail/mail-settings.ts';
import { SecretBox } from '../../security/secret-box.ts';
import { queueAttempt } from './webhook-deliveries.ts';
import { queueEndpointDisabledNotice } from './webhook-disabled-notice.tsx';
import { sendSigned, type AttemptOutcome } from './webhook-sender.ts';
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

export type WebhookWorkerEnv = Pick<
  Env,
  | 'SECRETS_ENCRYPTION_KEY'
  | 'SECRETS_ENCRYPTION_KEY_PREVIOUS'
  | 'OUTBOUND_ALLOW_PRIVATE_NETWORKS'
  | 'WEBHOOK_TIMEOUT_SECONDS'
>;

const payload = z.object({ id: z.number().int().positive() });

function withJitter(delayMs: number): number {
  return Math.round(delayMs * (0.9 + Math.random() * 0.2));
}

/**
 * The delivery job. The row is locked while its attempt runs and the outcome recorded in the same
 * transaction, so two jobs never send one message at once. A process killed mid-attempt records
 * nothing: the job comes back (the stale-lock sweep) and sends the same message, same `webhook-id`,
 * once more; a receiver that dedupes on the id keeps it once.
 */
export function webhookDeliveryTask(deps: {
  orm: Orm;
  env: WebhookWorkerEnv;
  settings: MailSettings;
  log: FastifyBaseLogger;
}): (job: unknown) => Promise<void> {
  const secrets = SecretBox.fromSetting(deps.env.SECRETS_ENCRYPTION_KEY, deps.env.SECRETS_ENCRYPTION_KEY_PREVIOUS);
  const allowPrivate = deps.env.OUTBOUND_ALLOW_PRIVATE_NETWORKS;
  const timeoutMs = deps.env.WEBHOOK_TIMEOUT_SECONDS * 1000;

  async function disable(em: EntityManager, endpoint: WebhookEndpoint, now: Date): Promise<void> {
    endpoint.enabled = false;
    endpoint.disabledReason = FAILING_FOR_A_DAY;
    endpoint.disabledAt = now;
    await recordBySystem(em, {
      action: 'webhook.endpoint_disabled',
      subject: `webhook endpoint ${endpoint.id}`,
      details: { reason: FAILING_FOR_A_DAY, failingSince: endpoint.failingSince?.toISOString() ?? null },
    });
    await queueEndpointDisabledNotice(em, deps.settings, endpoint);
    deps.log.warn({ endpointId: endpoint.id }, 'webhooks: endpoint disabled after a day of failures');
  }

  async function record(em: EntityManager, delivery: WebhookDelivery, outcome: AttemptOutcome, now: Date) {
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
    if (endpoint.enabled && failingFor >= FAILING_DAY_MS) await disable(em, endpoint, now);
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

  async function deliver(id: number): Promise<void> {
    await deps.orm.em.fork().transactional(async (em) => {
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
      const outcome = await sendSigned(
        {
          url: endpoint.url,
          messageId: delivery.messageId,
          body: delivery.body,
          secret: secrets.open(endpoint.secret),
        },
        { allowPrivate, timeoutMs },
      );
      await record(em, delivery, outcome, new Date());
      if (!outcome.delivered) {
        deps.log.info({ deliveryId: id, status: outcome.httpStatus, error: outcome.error }, 'webhooks: attempt failed');
      }
    });
  }

  return (job) => deliver(payload.parse(job).id);
}

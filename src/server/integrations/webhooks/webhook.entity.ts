import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { DeliveryEvent, DeliveryStatus, WebhookEvent } from '../../../shared/webhooks/schemas.ts';
import { InquirySchema } from '../../inquiries/inquiry.entity.ts';

/** A system that hears about our leads: where to POST, which events, and the secret we sign with. */
export const WebhookEndpointSchema = defineEntity({
  name: 'WebhookEndpoint',
  tableName: 'webhook_endpoints',
  properties: {
    id: p.integer().primary(),
    url: p.string().length(2000),
    description: p.string().length(200).default(''),
    events: p.json<WebhookEvent[]>(),
    /** `whsec_...`, sealed by the SecretBox; never unsealed outside the sender and the one-time show. */
    secret: p.text(),
    secretHint: p.string().length(4),
    enabled: p.boolean().default(true),
    disabledReason: p.string().length(200).nullable(),
    disabledAt: p.datetime().nullable(),
    /** The first failure since the last delivery that went through: a day of them disables the endpoint. */
    failingSince: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type WebhookEndpoint = InferEntity<typeof WebhookEndpointSchema>;

/**
 * One message owed to one endpoint, written in the transaction of the change it reports (the outbox
 * the mail uses). Its `messageId` is the `webhook-id` of every attempt, so a receiver that dedupes on
 * it takes a retry, a re-run after a crash or a "send again" once; `body` is the exact bytes signed.
 */
export const WebhookDeliverySchema = defineEntity({
  name: 'WebhookDelivery',
  tableName: 'webhook_deliveries',
  properties: {
    id: p.integer().primary(),
    messageId: p.string().length(40).unique(),
    endpoint: () => p.manyToOne(WebhookEndpointSchema).deleteRule('cascade'),
    event: p.string().length(40).$type<DeliveryEvent>(),
    inquiry: () => p.manyToOne(InquirySchema).nullable().deleteRule('set null').index(),
    body: p.text(),
    status: p.string().length(10).$type<DeliveryStatus>().default('pending').index(),
    attempts: p.integer().default(0),
    /** Where in the retry schedule the next failure lands; "send again" starts it over. */
    scheduleStep: p.integer().default(0),
    nextAttemptAt: p.datetime().nullable(),
    lastHttpStatus: p.integer().nullable(),
    lastError: p.text().nullable(),
    lastDurationMs: p.integer().nullable(),
    deliveredAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  indexes: [{ properties: ['endpoint', 'createdAt'] }],
});
export type WebhookDelivery = InferEntity<typeof WebhookDeliverySchema>;

/** Each try at a delivery: when, what the receiver answered (or why nothing), and how long it took. */
export const WebhookAttemptSchema = defineEntity({
  name: 'WebhookAttempt',
  tableName: 'webhook_attempts',
  properties: {
    id: p.integer().primary(),
    delivery: () => p.manyToOne(WebhookDeliverySchema).deleteRule('cascade').index(),
    at: p.datetime(),
    httpStatus: p.integer().nullable(),
    error: p.text().nullable(),
    durationMs: p.integer(),
  },
});
export type WebhookAttempt = InferEntity<typeof WebhookAttemptSchema>;

export const webhookEntities = [WebhookEndpointSchema, WebhookDeliverySchema, WebhookAttemptSchema];

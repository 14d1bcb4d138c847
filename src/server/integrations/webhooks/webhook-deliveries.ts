import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { InquiryView } from '../../../shared/inquiries/types.ts';
import { WEBHOOK_TEST_EVENT, type DeliveryEvent, type WebhookEvent } from '../../../shared/webhooks/schemas.ts';
import type { WebhookDeliveryPage, WebhookDeliveryView } from '../../../shared/webhooks/types.ts';
import { notFound } from '../../errors.ts';
import type { Inquiry } from '../../inquiries/inquiry.entity.ts';
import { toInquiryView } from '../../inquiries/inquiry-view.ts';
import { queueAttempt } from './webhook-delivery-job.ts';
import { type WebhookEndpoints } from './webhook-endpoints.ts';
import {
  WebhookAttemptSchema,
  WebhookDeliverySchema,
  WebhookEndpointSchema,
  type WebhookDelivery,
  type WebhookEndpoint,
} from './webhook.entity.ts';

const DELIVERY_NOT_FOUND = 'Delivery not found';

/** A message id in the form the Standard Webhooks examples use (`msg_...`), unique per message. */
function newMessageId(): string {
  return `msg_${randomUUID().replaceAll('-', '')}`;
}

/** The body of every delivery: the event's type, when it happened, and its data (a lead as GET /api/inquiries shows it). */
export function webhookBody(event: DeliveryEvent, data: unknown, at = new Date()): string {
  return JSON.stringify({ type: event, timestamp: at.toISOString(), data });
}

async function createDelivery(
  em: EntityManager,
  endpoint: WebhookEndpoint,
  event: DeliveryEvent,
  body: string,
  inquiryId: number | null,
): Promise<WebhookDelivery> {
  const now = new Date();
  const delivery = em.create(WebhookDeliverySchema, {
    messageId: newMessageId(),
    endpoint,
    event,
    inquiry: inquiryId,
    body,
    status: 'pending',
    attempts: 0,
    scheduleStep: 0,
    nextAttemptAt: now,
    lastHttpStatus: null,
    lastError: null,
    lastDurationMs: null,
    deliveredAt: null,
  });
  await em.flush();
  await queueAttempt(em, delivery.id);
  return delivery;
}

/**
 * Owes each enabled endpoint subscribed to `event` a delivery of this lead, through the caller's
 * EntityManager: called inside the transaction of the change, the deliveries exist exactly when it
 * commits. One body for all of them, so every receiver gets the same bytes.
 */
export function queueLeadEvent(em: EntityManager, event: WebhookEvent, lead: InquiryView): Promise<void> {
  return queueWebhookEvent(em, event, lead, lead.id);
}

/**
 * The same for any event's `data` (a deal's): `inquiryId` names the lead the body is about, if any,
 * so that the lead's personal-data erasure takes our stored copies of it too.
 */
export async function queueWebhookEvent(
  em: EntityManager,
  event: WebhookEvent,
  data: unknown,
  inquiryId: number | null,
): Promise<void> {
  const endpoints = (await em.find(WebhookEndpointSchema, { enabled: true })).filter((endpoint) =>
    endpoint.events.includes(event),
  );
  if (endpoints.length === 0) return;
  const body = webhookBody(event, data);
  for (const endpoint of endpoints) await createDelivery(em, endpoint, event, body, inquiryId);
}

function toDeliveryView(delivery: WebhookDelivery, attempts: WebhookDeliveryView['attemptLog']): WebhookDeliveryView {
  return {
    id: delivery.id,
    messageId: delivery.messageId,
    event: delivery.event,
    inquiryId: delivery.inquiry?.id ?? null,
    status: delivery.status,
    attempts: delivery.attempts,
    lastHttpStatus: delivery.lastHttpStatus ?? null,
    lastError: delivery.lastError ?? null,
    lastDurationMs: delivery.lastDurationMs ?? null,
    nextAttemptAt: delivery.status === 'pending' ? (delivery.nextAttemptAt?.toISOString() ?? null) : null,
    deliveredAt: delivery.deliveredAt?.toISOString() ?? null,
    createdAt: delivery.createdAt.toISOString(),
    attemptLog: attempts,
  };
}

/** An endpoint's deliveries, newest first, each with its attempts; a test event; a message sent again. */
export class WebhookDeliveries {
  constructor(private readonly em: EntityManager) {}

  async page(
    endpoints: WebhookEndpoints,
    endpointId: number,
    limit: number,
    offset: number,
  ): Promise<WebhookDeliveryPage> {
    const endpoint = await endpoints.view(endpointId);
    const [deliveries, total] = await this.em.findAndCount(
      WebhookDeliverySchema,
      { endpoint: endpointId },
      { orderBy: { createdAt: 'desc', id: 'desc' }, limit, offset },
    );
    const attempts = deliveries.length
      ? await this.em.find(
          WebhookAttemptSchema,
          { delivery: { $in: deliveries.map((delivery) => delivery.id) } },
          { orderBy: { at: 'desc', id: 'desc' } },
        )
      : [];
    const items = deliveries.map((delivery) =>
      toDeliveryView(
        delivery,
        attempts
          .filter((attempt) => attempt.delivery.id === delivery.id)
          .map((attempt) => ({
            at: attempt.at.toISOString(),
            httpStatus: attempt.httpStatus ?? null,
            error: attempt.error ?? null,
            durationMs: attempt.durationMs,
          })),
      ),
    );
    return { endpoint, items, total };
  }

  /** A `webhook.test` message to one endpoint, enabled or not, so staff can check a receiver before switching it on. */
  async sendTest(endpoint: WebhookEndpoint): Promise<{ id: number; messageId: string }> {
    const body = webhookBody(WEBHOOK_TEST_EVENT, {
      message: 'A test event from Six Senses Residences: your endpoint receives and verifies our webhooks.',
      endpointId: endpoint.id,
    });
    const delivery = await createDelivery(this.em, endpoint, WEBHOOK_TEST_EVENT, body, null);
    return { id: delivery.id, messageId: delivery.messageId };
  }

  /** The same message (same id, same bytes) once more, its retry schedule started over. */
  async sendAgain(deliveryId: number): Promise<{ id: number; messageId: string }> {
    const delivery = await this.em.findOne(WebhookDeliverySchema, { id: deliveryId });
    if (!delivery) throw notFound(DELIVERY_NOT_FOUND);
    delivery.status = 'pending';
    delivery.scheduleStep = 0;
    delivery.nextAttemptAt = new Date();
    await this.em.flush();
    await queueAttempt(this.em, delivery.id);
    return { id: delivery.id, messageId: delivery.messageId };
  }
}

/** `lead.updated` for a lead whose status or assignment just changed, in the caller's transaction. */
export async function queueLeadUpdated(em: EntityManager, inquiry: Inquiry): Promise<void> {
  await queueLeadEvent(em, 'lead.updated', toInquiryView(await em.populate(inquiry, ['property', 'assignedAgent'])));
}

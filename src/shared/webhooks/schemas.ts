import { z } from 'zod';
import { plainText } from '../validation.ts';

/**
 * Every event an outgoing webhook may carry. `viewing.booked` is reserved for when viewings exist:
 * known to the payloads and the database, not yet offered to staff (SUBSCRIBABLE_EVENTS).
 */
export const WEBHOOK_EVENTS = [
  'lead.created',
  'lead.updated',
  'viewing.booked',
  'deal.created',
  'deal.updated',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** The events staff can subscribe an endpoint to today. */
export const SUBSCRIBABLE_EVENTS = [
  'lead.created',
  'lead.updated',
  'deal.created',
  'deal.updated',
] as const satisfies readonly WebhookEvent[];

/** A delivery's event: a subscribed event, or the test event staff send by hand. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';
export type DeliveryEvent = WebhookEvent | typeof WEBHOOK_TEST_EVENT;

export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const WEBHOOK_URL_MAX = 2000;

/** An http(s) URL with no credentials in it; where it points is checked on the server (outbound-address.ts). */
export const webhookUrlSchema = z
  .string()
  .trim()
  .min(1, 'Enter the URL that receives the events')
  .max(WEBHOOK_URL_MAX, `Must be at most ${WEBHOOK_URL_MAX} characters`)
  .pipe(z.url({ protocol: /^https?$/, error: 'Enter an http:// or https:// URL' }))
  .refine((value) => {
    const url = new URL(value);
    return url.username === '' && url.password === '';
  }, 'Leave user names and passwords out of the URL: the signature authenticates us');

export const webhookEventsSchema = z
  .array(z.enum(SUBSCRIBABLE_EVENTS))
  .min(1, 'Choose at least one event')
  .transform((events) => [...new Set(events)]);

export const webhookEndpointInput = z.object({
  url: webhookUrlSchema,
  description: plainText(200).default(''),
  events: webhookEventsSchema,
});
export type WebhookEndpointInput = z.input<typeof webhookEndpointInput>;

export const webhookEndpointUpdateInput = webhookEndpointInput.extend({ id: z.number().int().positive() });

export const webhookEnabledInput = z.object({ id: z.number().int().positive(), enabled: z.boolean() });

export const webhookDeliveriesInput = z.object({
  endpointId: z.number().int().positive(),
  limit: z.number().int().min(1).max(200).default(50),
  offset: z.number().int().min(0).default(0),
});

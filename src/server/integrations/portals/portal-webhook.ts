import type { IncomingHttpHeaders } from 'node:http';
import type { EventSource, PortalEventInput } from './portal-events.ts';
import type { SignatureProblem } from './webhook-signatures.ts';

/**
 * What one portal's webhook endpoint is: where it listens, how its signature is checked on the raw
 * body, and how a verified body becomes a stored event. Each portal declares its own in its folder
 * (property-finder/webhook.ts, bayut/webhook.ts, whatsapp/webhook.ts); portal-webhooks.ts serves them all the same way.
 */
export interface PortalWebhook {
  /** Where refusals are counted (Bayut and dubizzle share one endpoint, counted as Bayut). */
  source: EventSource;
  path: string;
  /** Bytes one delivery may have, when not the portals' WEBHOOK_BODY_LIMIT (Meta batches up to 3 MB). */
  bodyLimit?: number;
  verify(body: Buffer, headers: IncomingHttpHeaders, secret: string | undefined): SignatureProblem | null;
  /** One event, or several when one delivery carries many (WhatsApp batches messages and statuses). */
  parse(
    json: unknown,
    receivedAt: Date,
  ): { event: PortalEventInput } | { events: PortalEventInput[] } | { malformed: string };
}

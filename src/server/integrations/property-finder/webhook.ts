import { createHmac } from 'node:crypto';
import { z } from 'zod';
import type { PortalChannel } from '../../../shared/integrations/portal-leads.ts';
import { link, record, text, time, type PortalLead } from '../portals/portal-lead.ts';
import type { PortalWebhook } from '../portals/portal-webhook.ts';
import { checkSignature } from '../portals/webhook-signatures.ts';

/** The lead events Property Finder sends; any other type is stored, acknowledged and ignored. */
export const PROPERTY_FINDER_LEAD_EVENTS = ['lead.created', 'lead.updated', 'lead.assigned'] as const;

const idText = z.union([z.string().trim().min(1).max(120), z.number().int()]).transform(String);

/** The webhook envelope: `{id (uuid), type, timestamp, entity {id, type}, payload}`. */
export const propertyFinderEnvelope = z.object({
  id: z.uuid(),
  type: z.string().trim().min(1).max(60),
  timestamp: z.string().max(40),
  entity: z.object({ id: idText, type: z.string().max(60) }),
  payload: z.record(z.string(), z.unknown()),
});
export type PropertyFinderEnvelope = z.infer<typeof propertyFinderEnvelope>;

/**
 * The lead as stored for processing: the envelope's payload, with the lead id the envelope names
 * when the payload leaves it out. Polling (GET /v1/leads) stores each lead object the same way.
 */
export function propertyFinderEventPayload(envelope: PropertyFinderEnvelope): Record<string, unknown> {
  return { ...envelope.payload, id: envelope.payload.id ?? envelope.entity.id };
}

const CHANNELS: Record<string, PortalChannel> = { call: 'call', whatsapp: 'whatsapp', email: 'email' };

/** The sender's contacts, whether sent as `[{type, value}]` or as `{phone, email, whatsappUsername}`. */
function contacts(sender: Record<string, unknown>): Record<string, string | null> {
  const listed = sender.contacts;
  if (Array.isArray(listed)) {
    const found: Record<string, string | null> = {};
    for (const entry of listed) {
      const { type, value } = record(entry);
      const key = text(type, 40);
      if (key && !found[key]) found[key] = text(value, 254);
    }
    return found;
  }
  const direct = { ...record(sender), ...record(listed) };
  return {
    phone: text(direct.phone, 40),
    email: text(direct.email, 254),
    whatsappUsername: text(direct.whatsappUsername, 100),
  };
}

/** A Property Finder lead (Enterprise API lead object) in our one shape; null without a lead id. */
export function propertyFinderLead(payload: unknown): PortalLead | null {
  const lead = record(payload);
  const leadId = text(lead.id, 120);
  if (!leadId) return null;
  const sender = record(lead.sender);
  const found = contacts(sender);
  const listing = record(lead.listing);
  const project = record(lead.project);
  const hasListing = Object.keys(listing).length > 0 || Object.keys(project).length > 0;
  return {
    source: 'property-finder',
    leadId,
    channel: CHANNELS[text(lead.channel, 20)?.toLowerCase() ?? ''] ?? null,
    name: text(sender.name, 200) ?? '',
    email: found.email ?? null,
    phone: found.phone ?? null,
    whatsappUsername: found.whatsappUsername ?? found.whatsapp ?? null,
    message: text(lead.message, 5000),
    receivedAt: time(lead.createdAt),
    listing: hasListing
      ? {
          id: text(listing.id ?? project.id, 60),
          reference: text(listing.reference, 40),
          url: link(listing.url ?? listing.link),
          title: text(listing.title ?? project.title, 200),
        }
      : null,
    responseLink: link(lead.responseLink),
    contactLink: null,
    call: null,
  };
}

/** `X-Signature` is the hex HMAC-SHA256 of the raw body with the subscription's secret. */
export function propertyFinderSignature(secret: string, body: Buffer): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

export function checkPropertyFinder(body: Buffer, sent: string | string[] | undefined, secret: string | undefined) {
  return checkSignature(sent, secret, (key) => propertyFinderSignature(key, body));
}

/** `POST /webhooks/property-finder`: one signed envelope per event, stored under the envelope's id. */
export const propertyFinderWebhook: PortalWebhook = {
  source: 'property-finder',
  path: '/webhooks/property-finder',
  verify: (body, headers, secret) => checkPropertyFinder(body, headers['x-signature'], secret),
  parse(json, receivedAt) {
    const parsed = propertyFinderEnvelope.safeParse(json);
    if (!parsed.success) return { malformed: parsed.error.issues[0]?.path.join('.') || 'envelope' };
    const envelope = parsed.data;
    const payload = propertyFinderEventPayload(envelope);
    return { event: { source: 'property-finder', eventId: envelope.id, type: envelope.type, payload, receivedAt } };
  },
};

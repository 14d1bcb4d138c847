import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { PortalSource } from '../portals/portal-events.ts';
import { link, record, text, time, type PortalLead } from '../portals/portal-lead.ts';
import type { PortalWebhook } from '../portals/portal-webhook.ts';
import { checkSignature } from '../portals/webhook-signatures.ts';

/**
 * A Bayut/dubizzle push (WhatsApp, call or e-mail lead): one lead per delivery, no envelope; its
 * `id` is the lead's. Only the id is required: the documents mark `agent` and `listing` optional,
 * and a call lead carries little beyond `call_details` and the enquirer's number.
 */
export const bayutDelivery = z.looseObject({
  id: z.union([z.string().trim().min(1).max(120), z.number().int()]).transform(String),
});

function hostOf(value: unknown): string {
  try {
    return new URL(text(value, 2000) ?? '').hostname.toLowerCase();
  } catch {
    return '';
  }
}

/**
 * Bayut or dubizzle: one delivery stream serves both (one secret). A `source` field the payload
 * names wins; otherwise a dubizzle.com link (the listing, the agent, the contact link) says dubizzle.
 */
export function bayutSource(payload: Record<string, unknown>): PortalSource {
  const named = text(payload.source, 20)?.toLowerCase();
  if (named === 'dubizzle' || named === 'bayut') return named;
  const links = [record(payload.listing).url, record(payload.agent).url, record(payload.enquirer).contact_link];
  return links.some((url) => /(^|\.)dubizzle\.com$/.test(hostOf(url))) ? 'dubizzle' : 'bayut';
}

/** The event type we store it under: what kind of lead it is. */
export function bayutEventType(payload: Record<string, unknown>): string {
  if (payload.call_details) return 'lead.call';
  const enquirer = record(payload.enquirer);
  if (enquirer.contact_link || payload.wam_id !== undefined) return 'lead.whatsapp';
  return 'lead.email';
}

const CHANNEL_OF_TYPE = { 'lead.call': 'call', 'lead.whatsapp': 'whatsapp', 'lead.email': 'email' } as const;

/** A Bayut/dubizzle lead in our one shape. */
export function bayutLead(payload: unknown, source: PortalSource, type: string): PortalLead | null {
  const lead = record(payload);
  const leadId = text(lead.id, 120);
  if (!leadId) return null;
  const enquirer = record(lead.enquirer);
  const listing = record(lead.listing);
  const call = record(lead.call_details);
  const duration = Number(call.call_duration);
  return {
    source,
    leadId,
    channel: CHANNEL_OF_TYPE[type as keyof typeof CHANNEL_OF_TYPE] ?? null,
    name: text(enquirer.name, 200) ?? '',
    email: text(enquirer.email, 254),
    phone: text(enquirer.phone_number ?? enquirer.phone, 40),
    whatsappUsername: null,
    message: text(lead.message, 5000),
    receivedAt: time(lead.received_at) ?? time(call.pickup_timestamp),
    listing: Object.keys(listing).length
      ? { id: null, reference: text(listing.reference, 40), url: link(listing.url), title: text(listing.title, 200) }
      : null,
    responseLink: null,
    contactLink: link(enquirer.contact_link),
    call: lead.call_details
      ? { status: text(call.call_status, 40), durationSeconds: Number.isFinite(duration) ? duration : null }
      : null,
  };
}

/** `X-Bayut-Signature` is the hex MD5 of the secret followed by the raw body (`md5($secret . $body)`). */
export function bayutSignature(secret: string, body: Buffer): string {
  return createHash('md5').update(secret, 'utf8').update(body).digest('hex');
}

export function checkBayut(body: Buffer, sent: string | string[] | undefined, secret: string | undefined) {
  return checkSignature(sent, secret, (key) => bayutSignature(key, body));
}

/** `POST /webhooks/bayut`: Bayut's and dubizzle's leads, one per delivery, stored under the lead's id. */
export const bayutWebhook: PortalWebhook = {
  source: 'bayut',
  path: '/webhooks/bayut',
  verify: (body, headers, secret) => checkBayut(body, headers['x-bayut-signature'], secret),
  parse(json, receivedAt) {
    const parsed = bayutDelivery.safeParse(json);
    if (!parsed.success) return { malformed: parsed.error.issues[0]?.path.join('.') || 'body' };
    const payload = parsed.data;
    const event = { source: bayutSource(payload), eventId: payload.id, type: bayutEventType(payload) };
    return { event: { ...event, payload, receivedAt } };
  },
};

import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PortalEventInput } from '../portals/portal-events.ts';
import type { PortalWebhook } from '../portals/portal-webhook.ts';
import { checkSignature } from '../portals/webhook-signatures.ts';
import { whatsappEnvelope, whatsappMessagesValue } from './webhook-payload.ts';

export const WHATSAPP_WEBHOOK_PATH = '/webhooks/whatsapp';

/** `X-Hub-Signature-256` is `sha256=` and the hex HMAC-SHA256 of the raw body keyed with the app secret. */
export function whatsappSignature(appSecret: string, body: Buffer): string {
  return createHmac('sha256', appSecret).update(body).digest('hex');
}

export function checkWhatsApp(body: Buffer, sent: string | string[] | undefined, appSecret: string | undefined) {
  // Meta's header is `sha256=<hex>`; the prefix is part of what is compared, so a bare digest fails.
  return checkSignature(sent, appSecret, (key) => `sha256=${whatsappSignature(key, body)}`);
}

/**
 * Meta's verification GET: the challenge to answer when the mode is `subscribe` and the token is ours
 * (compared in constant time), else null (403).
 */
export function handshakeAnswer(query: Record<string, unknown>, verifyToken: string | undefined): string | null {
  const { 'hub.mode': mode, 'hub.verify_token': token, 'hub.challenge': challenge } = query;
  if (!verifyToken || mode !== 'subscribe' || typeof token !== 'string' || typeof challenge !== 'string') return null;
  const given = Buffer.from(token);
  const expected = Buffer.from(verifyToken);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return challenge.length <= 200 ? challenge : null;
}

const path = (issue: { path: PropertyKey[] } | undefined, prefix: string) =>
  [prefix, ...(issue?.path ?? []).map(String)].filter(Boolean).join('.');

/**
 * The events of one delivery: each customer message (under its message id) and each status (under
 * message id and status, so a repeat is stored once but `read` after `delivered` is not a repeat).
 */
export function whatsappEvents(
  json: unknown,
  receivedAt: Date,
): { events: PortalEventInput[] } | { malformed: string } {
  const parsed = whatsappEnvelope.safeParse(json);
  if (!parsed.success) return { malformed: path(parsed.error.issues[0], '') || 'body' };
  const events: PortalEventInput[] = [];
  for (const [entryIndex, entry] of parsed.data.entry.entries()) {
    for (const [changeIndex, change] of entry.changes.entries()) {
      if (change.field !== 'messages') continue;
      const value = whatsappMessagesValue.safeParse(change.value);
      if (!value.success) {
        return { malformed: path(value.error.issues[0], `entry.${entryIndex}.changes.${changeIndex}.value`) };
      }
      const { metadata, contacts = [], messages = [], statuses = [] } = value.data;
      const phoneNumberId = metadata.phone_number_id;
      for (const message of messages) {
        const contact = contacts.find((entry) => entry.wa_id === message.from) ?? null;
        const payload = { phoneNumberId, message, contact };
        events.push({ source: 'whatsapp', eventId: `message:${message.id}`, type: 'message', payload, receivedAt });
      }
      for (const status of statuses) {
        const eventId = `status:${status.id}:${status.status}`;
        events.push({ source: 'whatsapp', eventId, type: 'status', payload: { phoneNumberId, status }, receivedAt });
      }
    }
  }
  return { events };
}

/** `POST /webhooks/whatsapp`: signed by Meta with the app secret; served like the portals' webhooks. */
export const whatsappWebhook: PortalWebhook = {
  source: 'whatsapp',
  path: WHATSAPP_WEBHOOK_PATH,
  // Meta's documentation: a delivery may batch messages and statuses up to 3 MB.
  bodyLimit: 3 * 1024 * 1024,
  verify: (body, headers, secret) => checkWhatsApp(body, headers['x-hub-signature-256'], secret),
  parse: whatsappEvents,
};

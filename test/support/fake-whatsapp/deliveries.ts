import { createHmac, randomBytes } from 'node:crypto';
import { metaStatusError, type MetaError } from './meta-errors.ts';

/**
 * What Meta posts to a business's webhook (WhatsApp Cloud API "Webhooks" reference): one envelope
 * `{ object: "whatsapp_business_account", entry: [{ id, changes: [{ field: "messages", value }] }] }`
 * whose value carries `metadata`, and `contacts` + `messages` (the customer wrote) or `statuses` (what
 * became of a message the business sent). Signed with `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of
 * the raw body keyed with the app secret>`.
 */
export interface Delivery {
  url: string;
  headers: Record<string, string>;
  body: string;
}

export const WEBHOOK_PATH = '/webhooks/whatsapp';

export function wamid(): string {
  return `wamid.${randomBytes(24).toString('base64')}`;
}

export function signWhatsApp(appSecret: string, body: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(body).digest('hex')}`;
}

/** A Click-to-WhatsApp ad's referral, as the first message from an ad carries it. */
export interface Referral {
  source_url: string;
  source_id: string;
  source_type: 'ad' | 'post';
  headline?: string;
  body?: string;
  media_type?: 'image' | 'video';
  image_url?: string;
  ctwa_clid?: string;
}

export interface InboundFields {
  /** The customer's number as Meta sends it: digits, country code first, no +. */
  from: string;
  name?: string;
  text?: string;
  id?: string;
  at?: Date;
  referral?: Referral;
  /** Another message type than text (an image with a caption, a button reply...), as the payload's own object. */
  message?: Record<string, unknown>;
}

export type StatusName = 'sent' | 'delivered' | 'read' | 'failed';

export interface StatusFields {
  id: string;
  status: StatusName;
  recipient: string;
  at?: Date;
  error?: MetaError;
}

const seconds = (at: Date | undefined) => String(Math.floor((at ?? new Date()).getTime() / 1000));

export function inboundMessage(fields: InboundFields) {
  const base = { from: fields.from, id: fields.id ?? wamid(), timestamp: seconds(fields.at) };
  const content = fields.message ?? { type: 'text', text: { body: fields.text ?? 'Hello' } };
  return { ...base, ...content, ...(fields.referral ? { referral: fields.referral } : {}) };
}

export function statusObject(fields: StatusFields) {
  return {
    id: fields.id,
    status: fields.status,
    timestamp: seconds(fields.at),
    recipient_id: fields.recipient,
    ...(fields.status === 'failed' ? { errors: [metaStatusError(fields.error!)] } : {}),
    ...(fields.status === 'failed'
      ? {}
      : {
          conversation: { id: randomBytes(16).toString('hex'), origin: { type: 'service' } },
          pricing: { billable: true, pricing_model: 'PMP', category: 'service' },
        }),
  };
}

export interface Account {
  businessAccountId: string;
  phoneNumberId: string;
  displayPhoneNumber: string;
}

/** The envelope around one change value. */
export function envelope(account: Account, value: Record<string, unknown>) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: account.businessAccountId,
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: account.displayPhoneNumber, phone_number_id: account.phoneNumberId },
              ...value,
            },
          },
        ],
      },
    ],
  };
}

/** A body signed with `appSecret` (or with the `signature` given, to test refusals). */
export function signedDelivery(appSecret: string, payload: unknown, signature?: string): Delivery {
  const body = JSON.stringify(payload);
  return {
    url: WEBHOOK_PATH,
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature ?? signWhatsApp(appSecret, body) },
    body,
  };
}

import { whatsappReferenceIn } from '../../../shared/integrations/whatsapp.ts';
import type { InboundMessage } from '../../conversations/inbound.ts';
import { failureText } from './meta-codes.ts';
import type { WhatsAppContact, WhatsAppMessage, WhatsAppStatus } from './webhook-payload.ts';

/** Meta's ids are the number's digits, country code first: E.164 with its plus. */
export const e164 = (waId: string) => `+${waId}`;

const fromUnixSeconds = (seconds: string) => new Date(Number(seconds) * 1000);

/**
 * What a customer's message says, as text for the timeline: for media, its kind and caption (an image's
 * or a document's file follows by its own job, whatsapp-media-job.ts).
 */
function textOf(message: WhatsAppMessage): string | null {
  switch (message.type) {
    case 'text':
      return message.text?.body ?? '';
    case 'button':
      return message.button?.text ?? message.button?.payload ?? '';
    case 'interactive':
      return message.interactive?.button_reply?.title ?? message.interactive?.list_reply?.title ?? '';
    case 'image':
    case 'video':
    case 'document': {
      const media = message[message.type];
      const label = `[${message.type}${media?.filename ? `: ${media.filename}` : ''}]`;
      return media?.caption ? `${label} ${media.caption}` : label;
    }
    case 'audio':
    case 'sticker':
      return `[${message.type}]`;
    case 'location': {
      const place = message.location;
      const named = [place?.name, place?.address].filter(Boolean).join(', ');
      return `[location] ${named} (${place?.latitude ?? '?'}, ${place?.longitude ?? '?'})`.trim();
    }
    // A reaction or a system notice is not the buyer writing.
    case 'reaction':
    case 'system':
      return null;
    default:
      return `[${message.type} message]`;
  }
}

/** The Click-to-WhatsApp referral (first message from an ad) and the site's prefilled reference. */
function attributionOf(message: WhatsAppMessage, text: string): InboundMessage['attribution'] {
  const referral = message.referral;
  const reference = whatsappReferenceIn(text) ?? undefined;
  const found = {
    sourceUrl: referral?.source_url,
    sourceId: referral?.source_id,
    sourceType: referral?.source_type,
    headline: referral?.headline,
    clickId: referral?.ctwa_clid,
    reference,
  };
  const present = Object.fromEntries(Object.entries(found).filter(([, value]) => value));
  return Object.keys(present).length ? present : null;
}

/** A customer's message as the conversations core takes it; null for what is not the buyer writing. */
export function inboundOf(message: WhatsAppMessage, contact: WhatsAppContact | null): InboundMessage | null {
  const text = textOf(message);
  if (text === null) return null;
  return {
    channel: 'whatsapp',
    externalId: message.id,
    from: { email: null, phone: e164(message.from), name: contact?.profile?.name?.trim() || null },
    receivedAt: fromUnixSeconds(message.timestamp),
    subject: null,
    text,
    html: null,
    replyToken: null,
    references: [],
    attachments: [],
    autoReply: false,
    attribution: attributionOf(message, text),
  };
}

/**
 * "STOP" alone (any case, a full stop or ! after it) in the site's languages, and the opt-out button of
 * Meta's marketing templates ("Stop promotions"): the buyer asks not to be contacted.
 */
const STOP_WORDS = /^\s*(stop|unsubscribe|stop promotions|стоп|توقف|إيقاف|停止|退订)\s*[.!。！]?\s*$/iu;

export function isStop(text: string): boolean {
  return STOP_WORDS.test(text);
}

const STATUSES = ['sent', 'delivered', 'read', 'failed'] as const;
type Reported = (typeof STATUSES)[number];

const isReported = (status: string): status is Reported => (STATUSES as readonly string[]).includes(status);

/** A status report as the conversations core takes it; null for a status Meta added later. */
export function deliveryOf(status: WhatsAppStatus) {
  const reported = status.status;
  if (!isReported(reported)) return null;
  return {
    channel: 'whatsapp' as const,
    externalId: status.id,
    status: reported,
    at: fromUnixSeconds(status.timestamp),
    error: reported === 'failed' ? failureText(status.errors) : null,
  };
}

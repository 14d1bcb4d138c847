import type { ChannelRefusal } from '../../conversations/channels.ts';

/**
 * What Meta's error codes (WhatsApp Cloud API "Error codes") mean for a message the agent sent,
 * in the composer's words. Codes not listed are a refusal (`rejected`) with Meta's own title.
 */
const BY_CODE: Record<number, { reason: ChannelRefusal; text: string }> = {
  131047: {
    reason: 'window-closed',
    text: 'More than 24 hours since the buyer last wrote: only an approved template can be sent',
  },
  131026: { reason: 'not-on-whatsapp', text: 'The number is not on WhatsApp, or cannot receive this message' },
  131050: { reason: 'rejected', text: 'The buyer has stopped marketing messages from the agency on WhatsApp' },
  190: { reason: 'rejected', text: 'WhatsApp refused the access token: check it on the Integrations screen' },
  10: {
    reason: 'rejected',
    text: 'The access token lacks the permission to send: check it on the Integrations screen',
  },
  // Temporary on Meta's side, or a rate limit: the send is tried again.
  1: { reason: 'unavailable', text: 'WhatsApp had an unknown error' },
  2: { reason: 'unavailable', text: 'WhatsApp is temporarily unavailable' },
  4: { reason: 'unavailable', text: 'WhatsApp rate limit reached' },
  80007: { reason: 'unavailable', text: 'WhatsApp rate limit reached' },
  130429: { reason: 'unavailable', text: 'WhatsApp rate limit reached' },
  131000: { reason: 'unavailable', text: 'WhatsApp failed to send the message (a fault on its side)' },
  131016: { reason: 'unavailable', text: 'WhatsApp is temporarily unavailable' },
  131048: { reason: 'unavailable', text: 'WhatsApp rate limit reached (too many messages marked as spam)' },
  131056: { reason: 'unavailable', text: 'Too many messages to this number in a short time' },
};

/** Codes 132000-132999 are all about the template (unknown, unapproved, paused, wrong parameters). */
const TEMPLATE_CODES = { from: 132000, to: 132999 };

export function refusalOf(code: number, title: string | undefined): { reason: ChannelRefusal; message: string } {
  const known = BY_CODE[code];
  const suffix = `(${title ? `${title}, ` : ''}code ${code})`;
  if (known) return { reason: known.reason, message: `${known.text} ${suffix}` };
  if (code >= TEMPLATE_CODES.from && code <= TEMPLATE_CODES.to)
    return { reason: 'template-rejected', message: `WhatsApp refused the template ${suffix}` };
  return { reason: 'rejected', message: `WhatsApp refused the message ${suffix}` };
}

/** The text stored with a failed status, so the timeline says why. */
export function failureText(
  errors: ReadonlyArray<{ code: number; title?: string; message?: string }> | undefined,
): string {
  const first = errors?.[0];
  return first ? refusalOf(first.code, first.title ?? first.message).message : 'WhatsApp could not deliver the message';
}

/** Meta's opt-out signal in a failed status: the buyer stopped messages from the agency. */
export const OPT_OUT_CODE = 131050;

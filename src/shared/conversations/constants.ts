/**
 * The words of a lead's conversation, free of zod so the console imports them without the
 * validation library (schemas.ts builds the schemas on them).
 */

/** How a message travelled: e-mail and WhatsApp both ways, a call staff logged, or a notice the app wrote (a bounce, an opt-out). */
export const CONVERSATION_CHANNELS = ['email', 'whatsapp', 'call', 'system'] as const;
export type ConversationChannel = (typeof CONVERSATION_CHANNELS)[number];

/** The channels a message can be sent or received on (a call is logged, a notice is written). */
export const MESSAGE_CHANNELS = ['email', 'whatsapp'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

export const MESSAGE_DIRECTIONS = ['in', 'out'] as const;
export type MessageDirection = (typeof MESSAGE_DIRECTIONS)[number];

/**
 * Where a message stands. Outbound: queued, then sent, delivered, read, or failed. Inbound: received.
 * A later status report never moves a message back (see `advancesStatus`).
 */
export const MESSAGE_STATUSES = ['queued', 'sent', 'delivered', 'read', 'failed', 'received'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** Why a channel refused a message, shown to the agent in their language. */
export const SEND_FAILURE_REASONS = [
  'window-closed',
  'not-on-whatsapp',
  'template-rejected',
  'rejected',
  'unavailable',
  'undeliverable',
  'do-not-contact',
] as const;
export type SendFailureReason = (typeof SEND_FAILURE_REASONS)[number];

export const CALL_OUTCOMES = ['answered', 'no-answer', 'voicemail', 'busy', 'wrong-number'] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

/** How long after the buyer's last WhatsApp message free text may be sent (Meta's customer service window). */
export const WHATSAPP_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * How far along an outbound message is. Deliveries repeat and arrive out of order (WhatsApp's
 * statuses, a late DSN), so a report only counts when it moves the message forward: read beats
 * delivered beats sent. A failure counts only before the message was delivered: a late "failed" for
 * a message the buyer has read is noise.
 */
const RANK: Record<MessageStatus, number> = { queued: 0, sent: 1, failed: 2, delivered: 3, read: 4, received: 5 };

export function advancesStatus(current: MessageStatus, next: MessageStatus): boolean {
  if (current === 'received' || next === 'received' || next === 'queued') return false;
  return RANK[next] > RANK[current];
}

/** Where the console's conversation files live: beside /api, not part of the integrators' API. */
export const CONVERSATION_FILES_PATH = '/files/conversations';

/** A message's file as staff download it (signed in, within the timeline's scope). */
export function conversationFileUrl(messageId: number, index: number): string {
  return `${CONVERSATION_FILES_PATH}/messages/${messageId}/attachments/${index}`;
}

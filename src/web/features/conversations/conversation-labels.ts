import type {
  CallOutcome,
  ConversationChannel,
  MessageStatus,
  SendFailureReason,
} from '../../../shared/conversations/constants.ts';
import type { EventEntry } from '../../../shared/conversations/types.ts';
import { m } from '../../../shared/paraglide/messages.js';

/** The console's words for a conversation's channels, statuses, refusals and call outcomes, in its language. */
const CHANNELS: Record<ConversationChannel, () => string> = {
  email: m.conversations_channel_email,
  whatsapp: m.conversations_channel_whatsapp,
  call: m.conversations_channel_call,
  system: m.conversations_channel_system,
};

const STATUSES: Record<MessageStatus, () => string> = {
  queued: m.conversations_status_queued,
  sent: m.conversations_status_sent,
  delivered: m.conversations_status_delivered,
  read: m.conversations_status_read,
  failed: m.conversations_status_failed,
  received: m.conversations_status_received,
};

const FAILURES: Record<SendFailureReason, () => string> = {
  'window-closed': m.conversations_failure_window_closed,
  'not-on-whatsapp': m.conversations_failure_not_on_whatsapp,
  'template-rejected': m.conversations_failure_template_rejected,
  rejected: m.conversations_failure_rejected,
  unavailable: m.conversations_failure_unavailable,
  undeliverable: m.conversations_failure_undeliverable,
  'do-not-contact': m.conversations_failure_do_not_contact,
};

export const CALL_OUTCOME_LABELS: Record<CallOutcome, () => string> = {
  answered: m.conversations_outcome_answered,
  'no-answer': m.conversations_outcome_no_answer,
  voicemail: m.conversations_outcome_voicemail,
  busy: m.conversations_outcome_busy,
  'wrong-number': m.conversations_outcome_wrong_number,
};

export const channelLabel = (channel: ConversationChannel) => CHANNELS[channel]();
export const statusLabel = (status: MessageStatus) => STATUSES[status]();
export const failureLabel = (reason: SendFailureReason) => FAILURES[reason]();
export const callOutcomeLabel = (outcome: CallOutcome) => CALL_OUTCOME_LABELS[outcome]();

/** One line of a lead's history: a status or assignment change, a note, an e-mail the daily cap kept back. */
export function eventTitle(event: Pick<EventEntry, 'type' | 'fromStatus' | 'toStatus' | 'agentName'>): string {
  switch (event.type) {
    case 'status':
      return m.conversations_status_change({ from: event.fromStatus ?? 'New', to: event.toStatus ?? '' });
    case 'assignment':
      return event.agentName
        ? m.conversations_assignment({ agent: event.agentName })
        : m.conversations_assignment_removed();
    case 'note':
      return m.conversations_note();
    case 'mail-withheld':
      // Its note says which e-mail and why (the recipient's daily cap on mail from the public forms).
      return m.conversations_mail_withheld();
  }
}

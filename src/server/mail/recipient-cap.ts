import type { EntityManager } from '@mikro-orm/postgresql';
import type { MessageKind } from '../../shared/mail/message-kinds.ts';
import { InquiryEventSchema } from '../inquiries/inquiry-event.entity.ts';
import type { PublicFormMail } from './mail-settings.ts';
import { OutboxMessageSchema } from './outbox-message.entity.ts';

/*
 * The daily cap on the mail the public forms send to whatever address their visitor typed. It counts
 * the outbox's own rows (so every instance, and a restart, sees the same count) over a rolling 24
 * hours rather than a calendar day: a flood cannot double up around midnight.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * An address as the cap counts it: case and surrounding spaces do not make another recipient, but a
 * `+tag` does (whether `a+tag@x` reaches `a@x` is the mail provider's rule, which the site cannot know).
 */
export function formRecipientOf(recipient: string): string {
  return recipient.trim().toLowerCase();
}

/**
 * Whether one more public-form e-mail may go to `formRecipient`: fewer than the cap in the last 24 hours.
 * The advisory lock lasts to the end of the caller's transaction, which writes the message if it may
 * go, so parallel forms to one address are counted one after the other, whichever instance takes them.
 */
export async function mayMailFormRecipient(
  em: EntityManager,
  formRecipient: string,
  cap: PublicFormMail,
): Promise<boolean> {
  await em.execute('select pg_advisory_xact_lock(hashtext(?))', [`form-mail:${formRecipient}`]);
  const since = new Date(Date.now() - DAY_MS);
  const sent = await em.count(OutboxMessageSchema, { formRecipient, createdAt: { $gt: since } });
  return sent < cap.perRecipientPerDay;
}

/** What staff call each message a public form sends to its visitor, in the lead's history. */
const MESSAGE_NAMES: Partial<Record<MessageKind, string>> = {
  'lead-acknowledgement': 'Acknowledgement',
  'viewing-invitation': 'Viewing confirmation',
  'viewing-reminder': 'Viewing reminder',
};

/** Why a lead's visitor got no e-mail: "Acknowledgement not sent: this address already received 3 e-mails...". */
export function withheldNote(kind: MessageKind, cap: PublicFormMail): string {
  const count = cap.perRecipientPerDay;
  return `${MESSAGE_NAMES[kind] ?? 'E-mail'} not sent: this address already received ${count} ${count === 1 ? 'e-mail' : 'e-mails'} from the site in the last 24 hours.`;
}

/** Records in the lead's history that its visitor's e-mail was not sent, and why (no address in it). */
export function noteWithheld(em: EntityManager, inquiryId: number, kind: MessageKind, cap: PublicFormMail): void {
  em.create(InquiryEventSchema, {
    inquiry: inquiryId,
    type: 'mail-withheld',
    note: withheldNote(kind, cap),
    fromStatus: null,
    toStatus: null,
    agent: null,
    user: null,
    createdAt: new Date(),
  });
}

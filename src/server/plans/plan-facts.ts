import type { EntityManager } from '@mikro-orm/postgresql';
import { MESSAGE_CHANNELS } from '../../shared/conversations/constants.ts';
import { consentWording } from '../../shared/inquiries/consent.ts';
import type { PlanHaltReason } from '../../shared/plans/constants.ts';
import { timeZoneOfCountry } from '../../shared/plans/sending-hours.ts';
import { ContactBlockSchema, ConversationMessageSchema } from '../conversations/conversation-message.entity.ts';
import type { Inquiry } from '../inquiries/inquiry.entity.ts';
import { SuppressionSchema } from '../mail/suppression.entity.ts';
import { ViewingSchema } from '../viewings/viewing.entity.ts';

/** Whether the buyer agreed to news and offers (a marketing wording among the lead's consents). */
export function hasMarketingConsent(lead: Pick<Inquiry, 'consents'>): boolean {
  return (lead.consents ?? []).some((version) => consentWording(version)?.purpose === 'marketing');
}

/** The buyer's time zone: their phone country's when it has one zone, else Dubai's. */
export async function buyerTimeZone(lead: Pick<Inquiry, 'phoneE164'>): Promise<string> {
  if (!lead.phoneE164) return timeZoneOfCountry(null);
  const { parsePhoneNumberFromString } = await import('libphonenumber-js/max');
  return timeZoneOfCountry(parsePhoneNumberFromString(lead.phoneE164)?.country);
}

/**
 * What would have halted the plan since `since`, read from the records themselves: the step job
 * asks before it acts, so a trigger whose own hook did not run (a channel added later) still halts
 * it. The hooks (plan-halts.ts) halt at once; this makes sure no step goes out after the fact.
 */
export async function haltReasonOf(
  em: EntityManager,
  lead: Inquiry,
  since: Date,
  pauseCallSeconds: number,
): Promise<PlanHaltReason | null> {
  if (lead.status === 'Won') return 'won';
  if (lead.status === 'Lost') return 'lost';
  const suppression = lead.email ? await em.findOne(SuppressionSchema, { email: lead.email.toLowerCase() }) : null;
  if (suppression?.reason === 'unsubscribed') return 'unsubscribed';
  if (suppression || (await em.count(ContactBlockSchema, { contactKey: lead.contactKey, kind: 'do-not-contact' })))
    return 'do-not-contact';
  const contact = { contactKey: lead.contactKey, createdAt: { $gt: since } };
  if (
    await em.count(ConversationMessageSchema, {
      ...contact,
      direction: 'in',
      channel: { $in: [...MESSAGE_CHANNELS] },
      autoReply: false,
    })
  )
    return 'reply';
  if (
    pauseCallSeconds > 0 &&
    (await em.count(ConversationMessageSchema, {
      ...contact,
      channel: 'call',
      callDurationSeconds: { $gte: pauseCallSeconds },
    }))
  )
    return 'call';
  if (await em.count(ViewingSchema, { inquiry: { contactKey: lead.contactKey }, createdAt: { $gt: since } }))
    return 'viewing';
  return null;
}

import type { EntityManager } from '@mikro-orm/postgresql';
import { PORTAL_SOURCE_NAMES } from '../../../shared/integrations/portal-leads.ts';
import { contactKeyFor, emailKeyOf, phoneE164Of } from '../../inquiries/contact-key.ts';
import { InquiryEventSchema } from '../../inquiries/inquiry-event.entity.ts';
import { InquirySchema, type Inquiry } from '../../inquiries/inquiry.entity.ts';
import { LeadIntake, type IncomingLead } from '../../inquiries/lead-intake.ts';
import type { MailSettings } from '../../mail/mail-settings.ts';
import { PropertySchema } from '../../properties/property.entity.ts';
import type { PortalLead } from './portal-lead.ts';

export type PortalLeadOutcome = { outcome: 'lead' | 'updated'; inquiryId: number };

/** The lead's name split as our leads keep it; a nameless caller is known by their number. */
function names(lead: PortalLead): { firstName: string; lastName: string } {
  const [first, ...rest] = lead.name.split(/\s+/).filter(Boolean);
  if (first) return { firstName: first.slice(0, 200), lastName: rest.join(' ').slice(0, 200) };
  return {
    firstName: lead.phone ?? lead.whatsappUsername ?? `${PORTAL_SOURCE_NAMES[lead.source]} enquirer`,
    lastName: '',
  };
}

function portalDetails(lead: PortalLead) {
  const { listing, responseLink, contactLink, whatsappUsername, call } = lead;
  return { listing, responseLink, contactLink, whatsappUsername, call };
}

/** Our property the portal's listing names by its reference (SSPJ-0001), if any. */
async function propertyIdOf(em: EntityManager, reference: string | null | undefined): Promise<number | null> {
  if (!reference) return null;
  const property = await em.findOne(PropertySchema, { reference: reference.trim().toUpperCase() }, { fields: ['id'] });
  return property?.id ?? null;
}

function incoming(lead: PortalLead, propertyId: number | null): IncomingLead {
  return {
    kind: 'enquiry',
    source: PORTAL_SOURCE_NAMES[lead.source],
    contact: { ...names(lead), email: lead.email ?? '', phone: lead.phone },
    interest: null,
    message: lead.message,
    propertyId,
    details: null,
    sourcePage: null,
    attribution: {},
    consents: [],
    language: 'en',
    ...(lead.receivedAt ? { receivedAt: lead.receivedAt } : {}),
    portal: { leadId: lead.leadId, channel: lead.channel, details: portalDetails(lead) },
  };
}

/** The fields of a held lead the portal's event changes: all it sends (`overwrite`), or only our blanks. */
function changes(held: Inquiry, lead: PortalLead, overwrite: boolean): Partial<Inquiry> {
  const wanted: Partial<Inquiry> = {
    ...(lead.name ? names(lead) : {}),
    ...(lead.email ? { email: lead.email } : {}),
    ...(lead.phone ? { phone: lead.phone } : {}),
    ...(lead.message ? { message: lead.message } : {}),
    ...(lead.channel ? { portalChannel: lead.channel } : {}),
  };
  const changed: Partial<Inquiry> = {};
  for (const [key, value] of Object.entries(wanted) as Array<[keyof Inquiry, unknown]>) {
    const current = held[key];
    const blank = current === null || current === '' || current === undefined;
    if (current !== value && (overwrite || blank)) Object.assign(changed, { [key]: value });
  }
  return changed;
}

/**
 * Takes one portal lead in, inside the caller's transaction: a lead we do not hold yet goes through
 * LeadIntake (routed, e-mailed, acknowledged where there is an e-mail); one we hold is updated.
 * Serialised per (source, lead id) by an advisory lock, with the unique (source, portal_lead_id)
 * behind it, so webhook, polling, replays and concurrent duplicates make one lead.
 */
export async function takePortalLead(
  em: EntityManager,
  mail: MailSettings,
  lead: PortalLead,
  eventType: string,
): Promise<PortalLeadOutcome> {
  const source = PORTAL_SOURCE_NAMES[lead.source];
  await em.execute('select pg_advisory_xact_lock(hashtext(?))', [`portal-lead:${source}:${lead.leadId}`]);
  const held = await em.findOne(InquirySchema, { source, portalLeadId: lead.leadId });
  if (!held) {
    const propertyId = await propertyIdOf(em, lead.listing?.reference);
    const view = await new LeadIntake(em, mail).receive(incoming(lead, propertyId));
    return { outcome: 'lead', inquiryId: view.id };
  }
  // A create after an update (events arrive in any order) only fills what is still blank.
  const overwrite = eventType !== 'lead.created';
  const changed = changes(held, lead, overwrite);
  const details = { ...portalDetails(lead) };
  const mergedDetails = overwrite
    ? { ...held.portalDetails, ...Object.fromEntries(Object.entries(details).filter(([, v]) => v !== null)) }
    : { ...details, ...Object.fromEntries(Object.entries(held.portalDetails ?? {}).filter(([, v]) => v !== null)) };
  em.assign(held, { ...changed, portalDetails: mergedDetails as Inquiry['portalDetails'] });
  if (!held.property && lead.listing?.reference) {
    const propertyId = await propertyIdOf(em, lead.listing.reference);
    if (propertyId) held.property = em.getReference(PropertySchema, propertyId);
  }
  if (changed.email !== undefined || changed.phone !== undefined) {
    held.emailKey = emailKeyOf(held.email);
    held.phoneE164 = await phoneE164Of(held.phone);
    held.contactKey = await contactKeyFor(em, held.emailKey, held.phoneE164);
  }
  if (overwrite) {
    const fields = Object.keys(changed);
    em.create(InquiryEventSchema, {
      inquiry: held,
      type: 'note',
      note: `${source}: ${eventType}${fields.length ? ` (changed: ${fields.join(', ')})` : ''}`,
      user: null,
      agent: null,
      createdAt: new Date(),
    });
  }
  await em.flush();
  return { outcome: 'updated', inquiryId: held.id };
}

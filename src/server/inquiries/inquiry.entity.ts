import { randomBytes } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { Locale } from '../../shared/i18n/locales.ts';
import type { RecordedConsent } from '../../shared/inquiries/consent.ts';
import type { InquiryKind, InquiryStatus } from '../../shared/inquiries/constants.ts';
import type { PortalChannel, PortalLeadDetails } from '../../shared/integrations/portal-leads.ts';
import { AgentSchema } from '../agents/agent.entity.ts';
import { PropertySchema } from '../properties/property.entity.ts';

/**
 * A lead. One table holds the four shapes visitors send (contact form, enquiry dialog, valuation
 * request, lettings form); `kind` says which, and `details` keeps any structured extras verbatim.
 */
export const InquirySchema = defineEntity({
  name: 'Inquiry',
  tableName: 'inquiries',
  properties: {
    id: p.integer().primary(),
    kind: p.string().length(20).$type<InquiryKind>().index(),
    firstName: p.string().length(200),
    lastName: p.string().length(200).default(''),
    email: p.string().length(254).index(),
    phone: p.string().length(40).nullable(),
    interest: p.string().length(60).nullable(),
    message: p.text().nullable(),
    status: p.string().length(20).$type<InquiryStatus>().default('New').index(),
    property: () => p.manyToOne(PropertySchema).nullable().deleteRule('set null').index(),
    sourcePage: p.string().length(300).nullable(),
    details: p.json<Record<string, unknown>>().nullable(),
    /** The agent working this lead. */
    assignedAgent: () => p.manyToOne(AgentSchema).nullable().deleteRule('set null').index(),
    statusChangedAt: p.datetime().nullable(),
    /**
     * When the team first answered: the first message sent or call logged after the lead arrived
     * (speed to lead). Set once. Leads answered before conversations were kept keep their first
     * status change or note.
     */
    firstResponseAt: p.datetime().nullable(),
    /** Since when the buyer's message waits for an answer (they wrote last); null when we did. */
    awaitingReplySince: p.datetime().nullable().index(),
    /** The key signing this lead's reply address (conversations/reply-address.ts); never shown. */
    replyKey: p
      .string()
      .length(64)
      .hidden()
      .defaultRaw(`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`)
      .onCreate(() => randomBytes(32).toString('hex')),
    // Attribution: the visit's first campaign tags, click ids and outside referrer, and where it began.
    utmSource: p.string().length(200).nullable(),
    utmMedium: p.string().length(200).nullable(),
    utmCampaign: p.string().length(200).nullable(),
    utmTerm: p.string().length(200).nullable(),
    utmContent: p.string().length(200).nullable(),
    gclid: p.string().length(200).nullable(),
    fbclid: p.string().length(200).nullable(),
    referrer: p.string().length(500).nullable(),
    landingPage: p.string().length(500).nullable(),
    /** One name for where the lead came from (see `leadSource`), for the inbox filter and the dashboard. */
    source: p.string().length(200).default('Direct').index(),
    // Contact: leads sharing an e-mail (any case) or a phone number (as E.164) share a contact key.
    emailKey: p.string().length(254).index(),
    phoneE164: p.string().length(20).nullable().index(),
    contactKey: p.string().length(36).index(),
    // Consent: the wordings agreed to on the form (versions), when and on which page.
    consents: p.json<string[]>().nullable(),
    /** Each of those wordings word for word as agreed to; null on leads stored before wordings were kept. */
    consentWordings: p.json<RecordedConsent[]>().nullable(),
    consentedAt: p.datetime().nullable(),
    consentPage: p.string().length(300).nullable(),
    /** The language of the page the lead was sent from (a locale code); what the enquirer is written to in. */
    language: p.string().length(5).$type<Locale>().default('en'),
    // A portal's lead (issue #30): its id there (unique per source), channel and what the portal showed.
    portalLeadId: p.string().length(120).nullable(),
    portalChannel: p.string().length(20).$type<PortalChannel>().nullable(),
    portalDetails: p.json<PortalLeadDetails>().nullable(),
    createdAt: p
      .datetime()
      .onCreate(() => new Date())
      .index(),
    /** Set again by the database on every change, with `change_xid` (not mapped): the sync list's order. */
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  uniques: [{ name: 'inquiries_source_portal_lead_id_unique', properties: ['source', 'portalLeadId'] }],
});

export type Inquiry = InferEntity<typeof InquirySchema>;

import { z } from 'zod';
import { locales } from '../i18n/locales.ts';
import { PORTAL_CHANNELS, PORTAL_SOURCES } from '../integrations/portal-leads.ts';
import { INQUIRY_KINDS, INQUIRY_STATUSES } from './constants.ts';

/** The /api lead answers as documented (see properties/responses.ts for how answers are checked). */

const instant = z.string().meta({ format: 'date-time' });
const text = z.string().nullable();

const portalLead = z
  .object({
    source: z.enum(PORTAL_SOURCES),
    leadId: z.string(),
    channel: z.enum(PORTAL_CHANNELS).nullable(),
    listing: z.object({ id: text, reference: text, url: text, title: text }).nullable(),
    responseLink: text,
    contactLink: text,
    whatsappUsername: text,
    call: z.object({ status: text, durationSeconds: z.number().nullable() }).nullable(),
  })
  .meta({ description: "A portal's lead: its id there, channel and the listing as the portal showed it." });

export const leadFields = {
  id: z.number().int(),
  kind: z.enum(INQUIRY_KINDS),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  email: z.string(),
  phone: text,
  interest: text,
  message: text,
  status: z.enum(INQUIRY_STATUSES),
  propertyId: z.number().int().nullable(),
  propertyTitle: text,
  sourcePage: text,
  details: z.record(z.string(), z.unknown()).nullable().meta({ description: 'The form’s structured extras.' }),
  assignedAgentId: z.number().int().nullable(),
  assignedAgentName: text,
  statusChangedAt: instant.nullable(),
  firstResponseAt: instant.nullable(),
  attribution: z.object({
    source: z.string(),
    utmSource: text,
    utmMedium: text,
    utmCampaign: text,
    utmTerm: text,
    utmContent: text,
    gclid: text,
    fbclid: text,
    referrer: text,
    landingPage: text,
  }),
  contactKey: z.string().meta({ description: 'Shared by every lead of the same e-mail or phone number.' }),
  consents: z.array(z.string()),
  consentWordings: z
    .array(
      z.object({
        version: z.string(),
        purpose: z.enum(['privacy', 'marketing']),
        text: z.string(),
        locale: z.enum(locales),
        shown: z.string(),
      }),
    )
    .nullable(),
  consentedAt: instant.nullable(),
  consentPage: text,
  language: z.enum(locales),
  portal: portalLead.nullable(),
  createdAt: instant,
};

/** A lead as staff read it. */
export const leadResponse = z.object(leadFields).meta({ id: 'Lead' });

/** A lead in the incremental-sync list: with when it last changed. */
export const syncedLeadResponse = z.object({ ...leadFields, updatedAt: instant }).meta({ id: 'SyncedLead' });

/** A lead taken in. */
export const leadCreatedResponse = z
  .object({ success: z.literal(true), id: z.number().int() })
  .meta({ id: 'LeadCreated' });

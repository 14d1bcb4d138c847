import type { Locale } from '../../shared/i18n/locales.ts';
import { leadSource } from '../../shared/inquiries/attribution.ts';
import type { InquiryCreate } from '../../shared/inquiries/schemas.ts';
import type { IncomingLead } from './lead-intake.ts';

export function splitName(fullName: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = fullName.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

/** What the forms of the site (and the same payloads on the REST API) send besides their own fields. */
export function fromTheSite(
  input: Pick<InquiryCreate, 'sourcePage' | 'attribution' | 'consents' | 'message'>,
  language: Locale,
) {
  const attribution = input.attribution ?? {};
  return {
    source: leadSource(attribution),
    sourcePage: input.sourcePage ?? null,
    attribution,
    consents: input.consents,
    language,
    message: input.message ?? null,
  };
}

/**
 * Each shape the site's forms send becomes the same incoming lead; nothing the visitor sent is
 * dropped. `language` is that of the page it was sent from.
 */
export function websiteLead(input: InquiryCreate, language: Locale): IncomingLead {
  const site = fromTheSite(input, language);
  const unset = { interest: null, propertyId: null, details: null };
  switch (input.kind) {
    case 'contact':
      return {
        ...site,
        ...unset,
        kind: 'contact',
        contact: { firstName: input.firstName, lastName: input.lastName, email: input.email, phone: input.phone },
        interest: input.interest ?? null,
      };
    case 'enquiry':
      return {
        ...site,
        ...unset,
        kind: 'enquiry',
        contact: { ...splitName(input.name), email: input.email, phone: input.phone ?? null },
        propertyId: input.propertyId ?? null,
      };
    case 'valuation':
      return {
        ...site,
        ...unset,
        kind: 'valuation',
        contact: { ...splitName(input.name), email: input.email, phone: input.phone },
        interest: 'Valuation',
      };
    case 'cost-breakdown':
      return {
        ...site,
        ...unset,
        kind: 'cost-breakdown',
        contact: { ...splitName(input.name), email: input.email, phone: input.phone ?? null },
        interest: 'Cost breakdown',
        propertyId: input.propertyId ?? null,
        details: { ...input.inputs },
      };
    case 'lettings': {
      const {
        kind: _kind,
        type: _type,
        fullName,
        email,
        phone,
        message: _message,
        sourcePage: _source,
        attribution: _attribution,
        consents: _consents,
        ...details
      } = input;
      return {
        ...site,
        ...unset,
        kind: 'lettings',
        contact: { ...splitName(fullName), email, phone },
        interest: 'Lettings',
        details,
      };
    }
    case 'shortlist':
      return {
        ...site,
        ...unset,
        kind: 'shortlist',
        contact: { ...splitName(input.name), email: input.email, phone: input.phone ?? null },
        interest: 'Shortlist',
        details: { propertyIds: input.propertyIds },
      };
  }
}

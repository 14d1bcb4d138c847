import { AGENCY } from '../../shared/agency.ts';
import { m } from '../../shared/paraglide/messages.js';

/**
 * The legal pages. Every heading and paragraph is a message (keys `privacy_*`, `terms_*`), read in
 * the page's language with the agency's details filled in; a translated page also says that the
 * English version prevails (`legal_english_prevails`).
 */
export interface LegalSection {
  id: string;
  heading: () => string;
  paragraphs: ReadonlyArray<() => string>;
}

export interface LegalDocument {
  title: () => string;
  description: () => string;
  /** When the wording last changed, `YYYY-MM-DD`. */
  updated: string;
  sections: readonly LegalSection[];
}

/** The agency's details as the documents name them, in the page's language. */
function agency() {
  return { site: m.site_name(), regulator: m.agency_regulator(), address: m.agency_address(), email: AGENCY.email };
}

/** /privacy-policy: how the agency handles what visitors send through the site. */
export const PRIVACY_POLICY: LegalDocument = {
  title: m.privacy_title,
  description: () => m.privacy_description(agency()),
  updated: '2026-11-22',
  sections: [
    { id: 'who', heading: m.privacy_who_heading, paragraphs: [() => m.privacy_who_p1(agency())] },
    { id: 'collect', heading: m.privacy_collect_heading, paragraphs: [m.privacy_collect_p1, m.privacy_collect_p2] },
    { id: 'use', heading: m.privacy_use_heading, paragraphs: [m.privacy_use_p1, m.privacy_use_p2] },
    { id: 'keep', heading: m.privacy_keep_heading, paragraphs: [m.privacy_keep_p1] },
    { id: 'rights', heading: m.privacy_rights_heading, paragraphs: [() => m.privacy_rights_p1(agency())] },
  ],
};

/** /terms: the conditions of using the website. */
export const TERMS: LegalDocument = {
  title: m.terms_title,
  description: () => m.terms_description(agency()),
  updated: '2026-11-22',
  sections: [
    { id: 'about', heading: m.terms_about_heading, paragraphs: [() => m.terms_about_p1(agency())] },
    { id: 'information', heading: m.terms_info_heading, paragraphs: [m.terms_info_p1, m.terms_info_p2] },
    { id: 'use', heading: m.terms_use_heading, paragraphs: [m.terms_use_p1] },
    { id: 'liability', heading: m.terms_liability_heading, paragraphs: [m.terms_liability_p1] },
    { id: 'law', heading: m.terms_law_heading, paragraphs: [m.terms_law_p1] },
  ],
};

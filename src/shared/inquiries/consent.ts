/**
 * The exact wordings a visitor can agree to on the site's forms, each under a version name. A lead
 * (or a newsletter subscriber) stores the versions it agreed to, so what someone said yes to can be
 * read back word for word years later. The list only grows: when a wording changes it gets a new
 * version and the old one stays here (consent.test.ts pins every published wording, so editing one
 * in place fails the tests).
 *
 * No zod here: the forms render these labels on every page that has a form.
 */

export type ConsentPurpose = 'privacy' | 'marketing';

export interface ConsentWording {
  purpose: ConsentPurpose;
  /** What the visitor saw next to the box they ticked (or the button they pressed). */
  text: string;
}

export const CONSENT_WORDINGS = {
  'privacy-2026-11': { purpose: 'privacy', text: 'I agree to the privacy policy' },
  'lettings-privacy-2026-11': {
    purpose: 'privacy',
    text: 'I agree to be contacted about my valuation and to the processing of my details.',
  },
  'marketing-2026-11': { purpose: 'marketing', text: 'Send me news and offers' },
  'newsletter-2026-11': { purpose: 'marketing', text: 'News and offers from Six Senses Residences by e-mail.' },
} as const satisfies Record<string, ConsentWording>;

export type ConsentVersion = keyof typeof CONSENT_WORDINGS;

export const CONSENT_VERSIONS = Object.keys(CONSENT_WORDINGS) as [ConsentVersion, ...ConsentVersion[]];

/** The wordings the forms show today. */
export const CURRENT_CONSENT = {
  /** The contact form's required privacy tick. */
  privacy: 'privacy-2026-11',
  /** The lettings form's required agreement to be contacted. */
  lettingsPrivacy: 'lettings-privacy-2026-11',
  /** The separate, unticked "news and offers" choice on every lead form. */
  marketing: 'marketing-2026-11',
  /** Signing up in the footer's newsletter form. */
  newsletter: 'newsletter-2026-11',
} as const satisfies Record<string, ConsentVersion>;

export function isConsentVersion(value: string): value is ConsentVersion {
  return Object.hasOwn(CONSENT_WORDINGS, value);
}

/** The wording of a stored version, or null for one this build does not know. */
export function consentWording(version: string): ConsentWording | null {
  return isConsentVersion(version) ? CONSENT_WORDINGS[version] : null;
}

/** Whether the agreed versions include marketing (news and offers by e-mail). */
export function hasMarketingConsent(versions: readonly string[] | null | undefined): boolean {
  return (versions ?? []).some((version) => consentWording(version)?.purpose === 'marketing');
}

/** The versions a form sends: its privacy wording (when it has one) and marketing only when ticked. */
export function agreedConsents(options: { privacy?: ConsentVersion; marketing: boolean }): ConsentVersion[] {
  return [...(options.privacy ? [options.privacy] : []), ...(options.marketing ? [CURRENT_CONSENT.marketing] : [])];
}

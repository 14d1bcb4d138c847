import { describe, expect, it } from 'vitest';
import { agreedConsents, CONSENT_WORDINGS, consentWording, CURRENT_CONSENT, hasMarketingConsent } from './consent.ts';

/**
 * Every wording ever shown, word for word. Leads store only the version, so a version's words must
 * never change: a new wording gets a new version here and in consent.ts, and the old one stays.
 */
const PUBLISHED = {
  'privacy-2026-11': 'I agree to the privacy policy',
  'lettings-privacy-2026-11': 'I agree to be contacted about my valuation and to the processing of my details.',
  'marketing-2026-11': 'Send me news and offers',
  'newsletter-2026-11': 'News and offers from Six Senses Residences by e-mail.',
};

describe('consent wordings', () => {
  it('keeps every published version with its exact words', () => {
    expect(Object.fromEntries(Object.entries(CONSENT_WORDINGS).map(([version, w]) => [version, w.text]))).toEqual(
      PUBLISHED,
    );
  });

  it('shows only published versions on the forms', () => {
    for (const version of Object.values(CURRENT_CONSENT)) expect(Object.keys(PUBLISHED)).toContain(version);
  });

  it('sends the privacy wording when the form has one, and marketing only when ticked', () => {
    expect(agreedConsents({ marketing: false })).toEqual([]);
    expect(agreedConsents({ privacy: 'privacy-2026-11', marketing: false })).toEqual(['privacy-2026-11']);
    expect(agreedConsents({ privacy: 'privacy-2026-11', marketing: true })).toEqual([
      'privacy-2026-11',
      'marketing-2026-11',
    ]);
  });

  it('tells marketing consent from the privacy agreement, and knows no invented version', () => {
    expect(hasMarketingConsent(['privacy-2026-11'])).toBe(false);
    expect(hasMarketingConsent(['privacy-2026-11', 'marketing-2026-11'])).toBe(true);
    expect(hasMarketingConsent(null)).toBe(false);
    expect(consentWording('marketing-1999-01')).toBeNull();
    expect(consentWording('toString')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import {
  agreedConsents,
  CONSENT_WORDINGS,
  consentText,
  consentWording,
  CURRENT_CONSENT,
  hasMarketingConsent,
  PRIVACY_POLICY_WORDS,
} from './consent.ts';

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

/** The same versions as the other languages' pages show them, word for word. */
const PUBLISHED_TRANSLATIONS = {
  'privacy-2026-11': {
    ar: 'أوافق على سياسة الخصوصية',
    ru: 'Я соглашаюсь с политикой конфиденциальности',
    zh: '我同意隐私政策',
  },
  'lettings-privacy-2026-11': {
    ar: 'أوافق على التواصل معي بشأن تقييم عقاري وعلى معالجة بياناتي.',
    ru: 'Я соглашаюсь на связь со мной по поводу оценки и на обработку моих данных.',
    zh: '我同意就估价事宜与我联系，并同意处理我的个人信息。',
  },
  'marketing-2026-11': {
    ar: 'أرسلوا إليّ الأخبار والعروض',
    ru: 'Присылайте мне новости и предложения',
    zh: '向我发送最新资讯与优惠',
  },
  'newsletter-2026-11': {
    ar: 'أخبار وعروض Six Senses Residences عبر البريد الإلكتروني.',
    ru: 'Новости и предложения Six Senses Residences по электронной почте.',
    zh: '通过电子邮件接收 Six Senses Residences 的资讯与优惠。',
  },
};

describe('consent wordings', () => {
  it('keeps every published translation of a version with its exact words', () => {
    expect(
      Object.fromEntries(Object.entries(CONSENT_WORDINGS).map(([version, w]) => [version, w.translations])),
    ).toEqual(PUBLISHED_TRANSLATIONS);
    expect(consentText('marketing-2026-11', 'en')).toBe('Send me news and offers');
    expect(consentText('marketing-2026-11', 'ru')).toBe('Присылайте мне новости и предложения');
  });

  it('links the privacy policy in every language of the privacy wording', () => {
    for (const locale of ['en', 'ar', 'ru', 'zh'] as const)
      expect(consentText('privacy-2026-11', locale)).toContain(PRIVACY_POLICY_WORDS[locale]);
  });

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

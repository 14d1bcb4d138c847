/**
 * The exact wordings a visitor can agree to on the site's forms, each under a version name. A lead
 * (or a newsletter subscriber) stores the versions it agreed to, so what someone said yes to can be
 * read back word for word years later. The list only grows: when a wording changes it gets a new
 * version and the old one stays here (consent.test.ts pins every published wording, so editing one
 * in place fails the tests).
 *
 * No zod here: the forms render these labels on every page that has a form.
 */

import type { Locale } from '../i18n/locales.ts';

export type ConsentPurpose = 'privacy' | 'marketing';

export interface ConsentWording {
  purpose: ConsentPurpose;
  /** What the visitor saw next to the box they ticked (or the button they pressed), in English. */
  text: string;
  /**
   * The same wording on the other languages' pages: one version is one meaning in every language,
   * so a changed translation is a new version too (consent.test.ts pins them all).
   */
  translations: Record<Exclude<Locale, 'en'>, string>;
}

export const CONSENT_WORDINGS = {
  'privacy-2026-11': {
    purpose: 'privacy',
    text: 'I agree to the privacy policy',
    translations: {
      ar: 'أوافق على سياسة الخصوصية',
      ru: 'Я соглашаюсь с политикой конфиденциальности',
      zh: '我同意隐私政策',
    },
  },
  'lettings-privacy-2026-11': {
    purpose: 'privacy',
    text: 'I agree to be contacted about my valuation and to the processing of my details.',
    translations: {
      ar: 'أوافق على التواصل معي بشأن تقييم عقاري وعلى معالجة بياناتي.',
      ru: 'Я соглашаюсь на связь со мной по поводу оценки и на обработку моих данных.',
      zh: '我同意就估价事宜与我联系，并同意处理我的个人信息。',
    },
  },
  'marketing-2026-11': {
    purpose: 'marketing',
    text: 'Send me news and offers',
    translations: {
      ar: 'أرسلوا إليّ الأخبار والعروض',
      ru: 'Присылайте мне новости и предложения',
      zh: '向我发送最新资讯与优惠',
    },
  },
  'newsletter-2026-11': {
    purpose: 'marketing',
    text: 'News and offers from Six Senses Residences by e-mail.',
    translations: {
      ar: 'أخبار وعروض Six Senses Residences عبر البريد الإلكتروني.',
      ru: 'Новости и предложения Six Senses Residences по электронной почте.',
      zh: '通过电子邮件接收 Six Senses Residences 的资讯与优惠。',
    },
  },
} as const satisfies Record<string, ConsentWording>;

/** The words of a wording that link to the privacy policy, in each language. */
export const PRIVACY_POLICY_WORDS: Record<Locale, string> = {
  en: 'privacy policy',
  ar: 'سياسة الخصوصية',
  ru: 'политикой конфиденциальности',
  zh: '隐私政策',
};

/** The text of a wording as a page in `locale` shows it. */
export function consentText(version: ConsentVersion, locale: Locale): string {
  const wording: ConsentWording = CONSENT_WORDINGS[version];
  return locale === 'en' ? wording.text : wording.translations[locale];
}

export type ConsentVersion = keyof typeof CONSENT_WORDINGS;

/** Every version a lead or sign-up may carry, in the order they are written above. */
export const CONSENT_VERSIONS: ConsentVersion[] = Object.keys(CONSENT_WORDINGS).filter(isConsentVersion);

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

/**
 * A consent as a lead keeps it from the moment it is given: the version, and its wording word for
 * word, in English and as the visitor's page showed it. Kept with the lead rather than looked up,
 * so that an instance that does not know the version (an older one during a rolling restart or
 * after a rollback) still shows what was agreed to.
 */
export interface RecordedConsent {
  version: string;
  purpose: ConsentPurpose;
  text: string;
  locale: Locale;
  shown: string;
}

/** The record of `version` agreed to on a page in `locale`, from the wordings above. */
export function recordedConsent(version: ConsentVersion, locale: Locale): RecordedConsent {
  const { purpose, text } = CONSENT_WORDINGS[version];
  return { version, purpose, text, locale, shown: consentText(version, locale) };
}

/** Whether the agreed versions include marketing (news and offers by e-mail). */
export function hasMarketingConsent(versions: readonly string[] | null | undefined): boolean {
  return (versions ?? []).some((version) => consentWording(version)?.purpose === 'marketing');
}

/** The versions a form sends: its privacy wording (when it has one) and marketing only when ticked. */
export function agreedConsents(options: { privacy?: ConsentVersion; marketing: boolean }): ConsentVersion[] {
  return [...(options.privacy ? [options.privacy] : []), ...(options.marketing ? [CURRENT_CONSENT.marketing] : [])];
}

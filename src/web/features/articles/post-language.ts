import type { Locale } from '../../../shared/i18n/locales.ts';

/**
 * Whether a post shows in English on a page in another language (it is not translated yet), and the
 * attributes that mark its words as English there, for screen readers and fonts.
 */
export function postLanguage(text: { lang: Locale }, page: Locale) {
  const inEnglish = text.lang !== page;
  return { inEnglish, english: inEnglish ? ({ lang: 'en', dir: 'ltr' } as const) : {} };
}

// No zod here: validateSearch is part of the route tree every page loads (see lib/search-params.ts).
import { optionalEnum } from '../../../../shared/enums.ts';
import { locales, type Locale } from '../../../../shared/i18n/locales.ts';

type OtherLanguage = Exclude<Locale, 'en'>;
const OTHER_LANGUAGES = locales.filter((locale): locale is OtherLanguage => locale !== 'en');

/** An editor's address may name the language to open its "Other languages" at (`?lang=ru`), as the Translations page links it. */
export interface TranslationLanguageSearch {
  lang?: OtherLanguage;
}

/** validateSearch of the editors with texts per language: anything but a translated language is dropped. */
export function parseTranslationLanguageSearch(raw: Record<string, unknown>): TranslationLanguageSearch {
  const lang = optionalEnum(raw.lang, OTHER_LANGUAGES);
  return lang ? { lang } : {};
}

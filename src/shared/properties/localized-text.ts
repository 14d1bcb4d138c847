import type { Locale } from '../i18n/locales.ts';
import { localize, type TranslatedLocale, type Translations } from '../i18n/translations.ts';
import type { PropertyTranslatedField } from './schemas.ts';
import type { PropertyTranslations } from './types.ts';

export type PropertyTranslationMap = Translations<PropertyTranslatedField>;

/** A property's title and description as staff entered them: English, and what they wrote in the other languages. */
export interface PropertyTexts {
  title: string;
  description: string;
  translations?: PropertyTranslationMap | null;
}

/**
 * A property's title and description in `locale`: the ones staff wrote in that language, each falling
 * back to English on its own when left empty. Descriptions are stored sanitised in every language.
 */
export function localizedPropertyText(property: PropertyTexts, locale: Locale): { title: string; description: string } {
  const { title, description } = property;
  return localize({ title, description }, property.translations, locale, ['title', 'description']);
}

/** The flat fields of each language (`titleAr`, `descriptionAr`, ...), as /api/properties has carried them since issue #12. */
const FLAT_FIELDS: Record<
  TranslatedLocale,
  { title: keyof PropertyTranslations; description: keyof PropertyTranslations }
> = {
  ar: { title: 'titleAr', description: 'descriptionAr' },
  ru: { title: 'titleRu', description: 'descriptionRu' },
  zh: { title: 'titleZh', description: 'descriptionZh' },
};

/** The translated titles and descriptions as the flat fields of the REST answers (null where none was written). */
export function flatTranslations(translations: PropertyTranslationMap | null | undefined): PropertyTranslations {
  const flat = {} as PropertyTranslations;
  for (const [locale, fields] of Object.entries(FLAT_FIELDS) as [TranslatedLocale, (typeof FLAT_FIELDS)['ar']][]) {
    const written = translations?.[locale];
    flat[fields.title] = typeof written?.title === 'string' ? written.title : null;
    flat[fields.description] = typeof written?.description === 'string' ? written.description : null;
  }
  return flat;
}

/**
 * `translations` with the flat fields an integrator sent applied on top: a flat field present sets
 * its language's title or description, or clears it when blank (the schema turns blank into undefined).
 */
export function withFlatTranslations(
  translations: PropertyTranslationMap,
  input: Partial<Record<keyof PropertyTranslations, string | undefined>>,
): PropertyTranslationMap {
  const result: PropertyTranslationMap = { ...translations };
  for (const [locale, fields] of Object.entries(FLAT_FIELDS) as [TranslatedLocale, (typeof FLAT_FIELDS)['ar']][]) {
    for (const field of ['title', 'description'] as const) {
      const flat = fields[field];
      if (!(flat in input)) continue;
      const language = { ...result[locale] };
      const value = input[flat];
      if (value) language[field] = value;
      else delete language[field];
      result[locale] = language;
      if (Object.keys(language).length === 0) delete result[locale];
    }
  }
  return result;
}

import type { Locale } from '../i18n/locales.ts';
import type { PropertyTranslations } from './types.ts';

/** A property's text as staff entered it: English, and the optional other languages. */
export type PropertyTexts = { title: string; description: string } & {
  [Field in keyof PropertyTranslations]?: string | null;
};

const TRANSLATED_FIELDS: Record<
  Exclude<Locale, 'en'>,
  { title: keyof PropertyTranslations; description: keyof PropertyTranslations }
> = {
  ar: { title: 'titleAr', description: 'descriptionAr' },
  ru: { title: 'titleRu', description: 'descriptionRu' },
  zh: { title: 'titleZh', description: 'descriptionZh' },
};

/**
 * A property's title and description in `locale`: the ones staff wrote in that language, each falling
 * back to English on its own when left empty. Descriptions are stored sanitised in every language.
 */
export function localizedPropertyText(property: PropertyTexts, locale: Locale): { title: string; description: string } {
  if (locale === 'en') return { title: property.title, description: property.description };
  const fields = TRANSLATED_FIELDS[locale];
  return {
    title: property[fields.title] || property.title,
    description: property[fields.description] || property.description,
  };
}

/**
 * The demo content's other languages, put together as each record's `translations`. The demo is
 * complete in every language (a test checks it), so a fresh site shows no English on /ar/, /ru/, /zh/.
 */
import type { AgentTranslatedField } from '../../../../../shared/agents/schemas.ts';
import { TRANSLATED_LOCALES, type Translations } from '../../../../../shared/i18n/translations.ts';
import type { PropertyTranslatedField } from '../../../../../shared/properties/schemas.ts';
import type { PropertySeed } from '../types.ts';
import { AGENT_TEXTS } from './content.ts';
import { PHRASES } from './phrases.ts';
import { PROPERTY_TEXTS } from './properties.ts';

export { AMENITY_TEXTS, GALLERY_TEXTS, TESTIMONIAL_TEXTS } from './content.ts';

/** A short text of the residences in `locale`; undefined (the page shows the English) where the phrase book has none. */
const phrase = (english: string, locale: keyof (typeof PHRASES)[string]) => PHRASES[english]?.[locale];

export function propertyTranslations(seed: PropertySeed): Translations<PropertyTranslatedField> {
  const translations: Translations<PropertyTranslatedField> = {};
  for (const locale of TRANSLATED_LOCALES) {
    const texts = PROPERTY_TEXTS[seed.id]?.[locale];
    const fields: Partial<Record<PropertyTranslatedField, string | string[]>> = { ...texts };
    for (const field of ['view', 'floor', 'parking', 'furnished', 'completionStatus', 'location'] as const) {
      const text = phrase(seed[field], locale);
      if (text) fields[field] = text;
    }
    for (const field of ['features', 'privateAmenities'] as const)
      if (seed[field].every((item) => phrase(item, locale)))
        fields[field] = seed[field].map((item) => phrase(item, locale) ?? item);
    translations[locale] = fields;
  }
  return translations;
}

export function agentTranslations(key: string): Translations<AgentTranslatedField> {
  return AGENT_TEXTS[key] ?? {};
}

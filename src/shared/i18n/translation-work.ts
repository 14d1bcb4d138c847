/**
 * The console's Translations page: every record staff write per language, and which of its fields
 * still show English on the Arabic, Russian and Chinese pages, so staff can work through them.
 */
import type { TranslatedLocale } from './translations.ts';

/** The kinds of content with texts per language, in the order the page lists them. */
export const TRANSLATED_CONTENT_KINDS = ['property', 'agent', 'amenity', 'testimonial', 'gallery', 'article'] as const;
export type TranslatedContentKind = (typeof TRANSLATED_CONTENT_KINDS)[number];

/** One record: what staff call it, and by language the fields (by name) with no text there yet. */
export interface TranslationWorkRow {
  kind: TranslatedContentKind;
  id: number;
  name: string;
  missing: Record<TranslatedLocale, string[]>;
}

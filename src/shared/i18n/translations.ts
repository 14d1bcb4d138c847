/**
 * Content staff write in the site's other languages. Every record keeps its English text in its own
 * fields and one `translations` object beside them: by language, the fields staff translated. A page
 * in Arabic, Russian or Chinese shows each field in its language where one was written and the whole
 * English field where not, never a sentence of both (see docs/languages.md, "Content").
 */
import { z } from 'zod';
import { plainText } from '../validation.ts';
import { locales, type Locale } from './locales.ts';

/** The languages staff translate into: every language of the site but English, which every record has. */
export type TranslatedLocale = Exclude<Locale, 'en'>;
export const TRANSLATED_LOCALES = locales.filter((locale): locale is TranslatedLocale => locale !== 'en');

/** A field that can be translated: a text, or a list of short texts (a residence's features). */
type TranslatableValue = string | readonly string[] | null | undefined;

/** By language, the fields written in it; a field not written there reads in English. */
export type Translations<Fields extends string> = Partial<
  Record<TranslatedLocale, Partial<Record<Fields, string | string[]>>>
>;

/** Whether staff wrote something in this field: blank text, and lists of nothing but blank lines, count as nothing. */
export function isWritten(value: TranslatableValue): boolean {
  if (value == null) return false;
  return typeof value === 'string' ? value.trim() !== '' : value.some(isWritten);
}

/**
 * `record` as a visitor reading `locale` sees it: each of `fields` in that language where staff wrote
 * it, else the English. English pages, and fields missing a translation, get the record unchanged.
 */
export function localize<Row extends Partial<Record<Field, TranslatableValue>>, Field extends string>(
  record: Row,
  translations: Translations<Field> | null | undefined,
  locale: Locale,
  fields: readonly Field[],
): Row {
  const written = locale === 'en' ? undefined : translations?.[locale];
  if (!written) return record;
  const localized = { ...record };
  for (const field of fields) {
    const value = written[field];
    if (field in record && isWritten(value)) Object.assign(localized, { [field]: value });
  }
  return localized;
}

/**
 * A record's answer for `locale` when the read names one (the public pages): its texts in that
 * language (`localize`). Read without one (the REST API, the console), the English and every translation.
 */
export function inLanguage<View extends Partial<Record<Field, TranslatableValue>>, Field extends string>(
  view: View,
  translations: Translations<Field>,
  locale: Locale | undefined,
  fields: readonly Field[],
): View & { translations?: Translations<Field> } {
  return locale ? localize(view, translations, locale, fields) : { ...view, translations };
}

/** By language, the fields that have English text but none in that language: what staff still have to write. */
export function missingTranslations<Field extends string>(
  record: Partial<Record<Field, TranslatableValue>>,
  translations: Translations<Field> | null | undefined,
  fields: readonly Field[],
): Record<TranslatedLocale, Field[]> {
  const missing = {} as Record<TranslatedLocale, Field[]>;
  for (const locale of TRANSLATED_LOCALES)
    missing[locale] = fields.filter((field) => isWritten(record[field]) && !isWritten(translations?.[locale]?.[field]));
  return missing;
}

/** A list of short texts in another language (features, specialties): blank entries are dropped. */
export function translatedList(maxItems: number, maxLength = 200) {
  return z
    .array(plainText(maxLength))
    .max(maxItems)
    .transform((items) => items.filter((item) => item !== ''));
}

/**
 * The `translations` of a record as staff send them, from the zod schemas of one language's fields
 * (each an optional text or list): every language and every field optional.
 */
export function translationsSchema<Shape extends z.ZodRawShape>(fields: Shape) {
  const language = z.object(fields).partial();
  return z.object({ ar: language.optional(), ru: language.optional(), zh: language.optional() });
}

/**
 * `translations` as an answer read without a language carries it (the REST API): by language, the
 * fields staff wrote in it. Documented for integrators; optional, as a read in a language omits it.
 */
export function translationsResponse(fields: readonly string[]) {
  const language = z
    .object(Object.fromEntries(fields.map((field) => [field, z.union([z.string(), z.array(z.string())]).optional()])))
    .optional();
  return z
    .object({ ar: language, ru: language, zh: language })
    .optional()
    .meta({ description: 'By language, the fields staff wrote in it; a field missing there reads in English.' });
}

/** What one language's fields may hold as sent: blanks and nulls are dropped before they are stored. */
type SentTranslations<Field extends string> = Partial<
  Record<TranslatedLocale, Partial<Record<Field, string | string[] | null | undefined>>>
>;

/**
 * Stored translations with the languages `patch` sends replacing theirs (one not sent is kept). Only
 * what was written is stored: blank fields, and languages left with nothing, are dropped.
 */
export function mergeTranslations<Field extends string>(
  stored: Translations<Field> | null | undefined,
  patch: SentTranslations<Field> | undefined,
): Translations<Field> {
  const merged: Translations<Field> = {};
  for (const locale of TRANSLATED_LOCALES) {
    const fields = patch && locale in patch ? patch[locale] : stored?.[locale];
    const written: Partial<Record<Field, string | string[]>> = {};
    for (const [field, value] of Object.entries(fields ?? {}) as [Field, TranslatableValue][])
      if (isWritten(value)) written[field] = typeof value === 'string' ? value : [...(value ?? [])];
    if (Object.keys(written).length > 0) merged[locale] = written;
  }
  return merged;
}

/** The optional language of a public read: the page's, so the answer holds its text; none gives English with every translation. */
export const localeInput = z.object({ locale: z.enum(locales).optional() });

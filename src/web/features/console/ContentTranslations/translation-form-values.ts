import { TRANSLATED_LOCALES, type TranslatedLocale } from '../../../../shared/i18n/translations.ts';

/** One language's translatable fields as a form holds them: text, or a list of short texts. */
export type LanguageFields = Record<string, string | string[]>;

/** A translatable field as the console edits it: a line, a paragraph, or a list of short texts. */
export interface TranslatedFieldSpec<Shape extends LanguageFields> {
  /** Its label is staff's word for the name (`translatedFieldLabel`), the same on the Translations page. */
  name: Extract<keyof Shape, string>;
  kind: 'line' | 'paragraph' | 'list';
  /** The editor's own word where the shared one is too general (a template's body is its "Message"). */
  label?: string;
}

/** A record's translations as its form holds them: every language and field present, '' or [] where none is written. */
export type TranslationFormValues<Shape extends LanguageFields> = Record<TranslatedLocale, Shape>;

/** The form values of stored `translations`; `empty` is one language with nothing written, which gives each field its kind. */
export function translationFormValues<Shape extends LanguageFields>(
  translations: Partial<Record<TranslatedLocale, Partial<Record<keyof Shape, string | string[]>>>> | undefined,
  empty: Shape,
): TranslationFormValues<Shape> {
  const values = {} as TranslationFormValues<Shape>;
  for (const locale of TRANSLATED_LOCALES) values[locale] = { ...empty, ...translations?.[locale] };
  return values;
}

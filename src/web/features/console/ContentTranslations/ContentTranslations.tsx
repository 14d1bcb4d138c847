import { Badge, Stack, Tabs, Text, Textarea, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useSearch } from '@tanstack/react-router';
import { useEffect, useRef, type ReactNode } from 'react';
import { ENGLISH_NAMES, NATIVE_NAMES } from '../../../../shared/i18n/locales.ts';
import { translatedFieldLabel } from './translation-labels.ts';
import {
  isWritten,
  missingTranslations,
  TRANSLATED_LOCALES,
  type TranslatedLocale,
} from '../../../../shared/i18n/translations.ts';
import { ListTextarea } from '../ListTextarea/ListTextarea.tsx';
import type { LanguageFields, TranslatedFieldSpec, TranslationFormValues } from './translation-form-values.ts';

/** How each translated language is written, for the inputs staff type it in. */
export const DIRECTION: Record<TranslatedLocale, 'rtl' | 'ltr'> = { ar: 'rtl', ru: 'ltr', zh: 'ltr' };

type English<Shape extends LanguageFields> = Partial<Record<keyof Shape, string | readonly string[] | null>>;

/** The form's input props of a path (`form.getInputProps`). */
type InputPropsOf = (path: string) => GetInputPropsReturnType;

/**
 * The translatable fields of a record in Arabic, Russian and Chinese: a tab per language, each field
 * beside the English it translates, and on each tab how many fields still show English on the site.
 * Opened from the Translations page (`?lang=ru`), it scrolls into view at that language's tab.
 */
export function ContentTranslations<Shape extends LanguageFields>({
  translations,
  inputProps,
  english,
  fields,
  errors,
  note = 'The Arabic, Russian and Chinese pages show what is written here; a field left empty shows its English there.',
}: {
  /** The form's `translations` value. */
  translations: TranslationFormValues<Shape>;
  inputProps: InputPropsOf;
  /** The English text of each field, as staff have it now. */
  english: English<Shape>;
  fields: readonly TranslatedFieldSpec<Shape>[];
  errors: Record<string, ReactNode>;
  /** What a language's text is for, above the tabs: by default, the site's pages in that language. */
  note?: string;
}) {
  const names = fields.map((field) => field.name);
  const missing = missingTranslations(english, translations, names);
  const asked = useSearch({ strict: false, select: (search) => search.lang });
  const section = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (asked) section.current?.scrollIntoView({ block: 'start' });
  }, [asked]);
  return (
    // Scrolled to, it stops below the console's fixed header with its card's heading in view.
    <Stack gap="xs" ref={section} style={{ scrollMarginTop: 'calc(var(--app-shell-header-height, 0px) + 4rem)' }}>
      <Text size="sm" c="dimmed">
        {note}
      </Text>
      <Tabs defaultValue={asked ?? 'ar'} keepMounted={false}>
        <Tabs.List>
          {TRANSLATED_LOCALES.map((locale) => (
            <Tabs.Tab
              key={locale}
              value={locale}
              rightSection={
                <Badge size="sm" variant="light" color={missing[locale].length ? 'orange' : 'teal'} tt="none">
                  {missing[locale].length ? `${missing[locale].length} missing` : 'Complete'}
                </Badge>
              }
            >
              {ENGLISH_NAMES[locale]}{' '}
              <Text span c="dimmed" lang={locale}>
                {NATIVE_NAMES[locale]}
              </Text>
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TRANSLATED_LOCALES.map((locale) => (
          <Tabs.Panel key={locale} value={locale} pt="md">
            <Stack gap="md">
              {fields.map((field) => (
                <TranslatedInput
                  key={field.name}
                  inputProps={inputProps}
                  field={field}
                  locale={locale}
                  english={english[field.name]}
                  error={errors[`translations.${locale}.${field.name}`]}
                />
              ))}
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}

function TranslatedInput<Shape extends LanguageFields>({
  inputProps,
  field,
  locale,
  english,
  error,
}: {
  inputProps: InputPropsOf;
  field: TranslatedFieldSpec<Shape>;
  locale: TranslatedLocale;
  english: string | readonly string[] | null | undefined;
  error: ReactNode;
}) {
  const path = `translations.${locale}.${field.name}`;
  const label = `${field.label ?? translatedFieldLabel(field.name)} (${ENGLISH_NAMES[locale]})`;
  // A list's blank lines, which the form keeps while staff type, are not part of it.
  const shown = typeof english === 'string' ? english : (english ?? []).filter(isWritten).join(' · ');
  const description = shown ? `English: ${shown}` : 'No English text yet';
  const language = { lang: locale, dir: DIRECTION[locale] };
  if (field.kind === 'list')
    return (
      <ListTextarea
        label={label}
        description={`One a line. ${description}`}
        inputProps={inputProps(path)}
        error={error}
        {...language}
      />
    );
  if (field.kind === 'paragraph')
    return (
      <Textarea
        label={label}
        description={description}
        autosize
        minRows={3}
        maxRows={12}
        {...inputProps(path)}
        error={error}
        {...language}
      />
    );
  return <TextInput label={label} description={description} {...inputProps(path)} error={error} {...language} />;
}

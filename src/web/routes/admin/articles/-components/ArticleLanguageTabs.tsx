import { Badge, Loader, Stack, Tabs, Text, Textarea, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useSearch } from '@tanstack/react-router';
import { lazy, Suspense, type ReactNode } from 'react';
import { ENGLISH_NAMES, locales, NATIVE_NAMES, type Locale } from '../../../../../shared/i18n/locales.ts';
import { missingTranslations } from '../../../../../shared/i18n/translations.ts';
import { ARTICLE_TRANSLATED_FIELDS } from '../../../../../shared/articles/schemas.ts';
import type { ArticleFormValues } from './article-form-values.ts';

// Tiptap is some 100 kB: only the article editor loads it, in a chunk of its own.
const ArticleBodyEditor = lazy(() => import('./ArticleBodyEditor.tsx'));

const DIRECTION: Record<Locale, 'rtl' | 'ltr'> = { en: 'ltr', ar: 'rtl', ru: 'ltr', zh: 'ltr' };

/** The form's input props of a path (`form.getInputProps`). */
type InputPropsOf = (path: string) => GetInputPropsReturnType;

/**
 * An article's texts, a tab per language: title, excerpt, cover image text and the body in a rich-text
 * editor. Each other language's tab says how many of its fields still show English on the site.
 * Opened from the Translations page (`?lang=ru`), it starts at that language.
 */
export function ArticleLanguageTabs({
  values,
  inputProps,
  setBody,
  errors,
}: {
  values: ArticleFormValues;
  inputProps: InputPropsOf;
  setBody: (locale: Locale, html: string) => void;
  errors: Record<string, ReactNode>;
}) {
  const asked = useSearch({ strict: false, select: (search) => search.lang });
  const missing = missingTranslations(values, values.translations, ARTICLE_TRANSLATED_FIELDS);
  return (
    <Tabs defaultValue={asked ?? 'en'} keepMounted={false}>
      <Tabs.List>
        {locales.map((locale) => (
          <Tabs.Tab
            key={locale}
            value={locale}
            rightSection={
              locale === 'en' ? undefined : (
                <Badge size="sm" variant="light" color={missing[locale].length ? 'orange' : 'teal'} tt="none">
                  {missing[locale].length ? `${missing[locale].length} missing` : 'Complete'}
                </Badge>
              )
            }
          >
            {ENGLISH_NAMES[locale]}{' '}
            {locale === 'en' ? null : (
              <Text span c="dimmed" lang={locale}>
                {NATIVE_NAMES[locale]}
              </Text>
            )}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {locales.map((locale) => {
        const path = (field: string) => (locale === 'en' ? field : `translations.${locale}.${field}`);
        const text = locale === 'en' ? values : values.translations[locale];
        const language = { lang: locale, dir: DIRECTION[locale] };
        const english = locale === 'en' ? undefined : (value: string) => (value ? `English: ${value}` : undefined);
        return (
          <Tabs.Panel key={locale} value={locale} pt="md">
            <Stack gap="md">
              <TextInput
                label={`Title (${ENGLISH_NAMES[locale]})`}
                required={locale === 'en'}
                description={english?.(values.title)}
                {...inputProps(path('title'))}
                error={errors[path('title')]}
                {...language}
              />
              <Textarea
                label={`Excerpt (${ENGLISH_NAMES[locale]})`}
                required={locale === 'en'}
                description={english?.(values.excerpt) ?? 'The lines the blog list shows under the title.'}
                autosize
                minRows={2}
                maxRows={6}
                {...inputProps(path('excerpt'))}
                error={errors[path('excerpt')]}
                {...language}
              />
              <TextInput
                label={`Cover image text (${ENGLISH_NAMES[locale]})`}
                required={locale === 'en'}
                description={english?.(values.imageAlt) ?? 'What the picture shows, for visitors who cannot see it.'}
                {...inputProps(path('imageAlt'))}
                error={errors[path('imageAlt')]}
                {...language}
              />
              <Suspense fallback={<Loader size="sm" aria-label="Loading the editor" />}>
                <ArticleBodyEditor
                  label={`Article text (${ENGLISH_NAMES[locale]})`}
                  value={text.body ?? ''}
                  onChange={(html) => setBody(locale, html)}
                  error={errors[path('body')]}
                  {...language}
                />
              </Suspense>
            </Stack>
          </Tabs.Panel>
        );
      })}
    </Tabs>
  );
}

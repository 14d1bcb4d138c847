import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { ENGLISH_NAMES, NATIVE_NAMES, type Locale } from '../../../../../shared/i18n/locales.ts';
import { TRANSLATED_LOCALES } from '../../../../../shared/i18n/translations.ts';
import { ALT_MAX, CAPTION_MAX } from '../../../../../shared/properties/image-texts.ts';
import type { PropertyInput } from '../../../../../shared/properties/schemas.ts';
import { DIRECTION } from '../../../../features/console/ContentTranslations/ContentTranslations.tsx';
import type { ConsoleForm } from '../../../../features/console/use-record-form.ts';
import type { PropertyFormValues } from './property-form-values.ts';

const LANGUAGES: Locale[] = ['en', ...TRANSLATED_LOCALES];

/**
 * An image's caption and alt text in the four languages side by side (`path` is where the form holds
 * its English texts, its `translations` beside them). A language left blank shows the English there.
 */
export function ImageTextFields({
  form,
  path,
}: Pick<ConsoleForm<PropertyFormValues, PropertyInput>, 'form'> & { path: string }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm" verticalSpacing="sm">
      {LANGUAGES.map((locale) => {
        const prefix = locale === 'en' ? path : `${path}.translations.${locale}`;
        const language = locale === 'en' ? {} : { lang: locale, dir: DIRECTION[locale] };
        return (
          <Stack key={locale} gap={4}>
            <Text size="xs" fw={600} c="dimmed">
              {ENGLISH_NAMES[locale]}
              {locale === 'en' ? null : (
                <Text span inherit lang={locale}>
                  {' '}
                  {NATIVE_NAMES[locale]}
                </Text>
              )}
            </Text>
            <TextInput
              size="xs"
              label={`Caption (${ENGLISH_NAMES[locale]})`}
              maxLength={CAPTION_MAX}
              {...form.getInputProps(`${prefix}.caption`)}
              {...language}
            />
            <TextInput
              size="xs"
              label={`Alt text (${ENGLISH_NAMES[locale]})`}
              maxLength={ALT_MAX}
              {...form.getInputProps(`${prefix}.alt`)}
              {...language}
            />
          </Stack>
        );
      })}
    </SimpleGrid>
  );
}

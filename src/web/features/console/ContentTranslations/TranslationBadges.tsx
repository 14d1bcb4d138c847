import { Badge, Group } from '@mantine/core';
import { ENGLISH_NAMES } from '../../../../shared/i18n/locales.ts';
import { translatedFieldLabel } from './translation-labels.ts';
import { missingTranslations, TRANSLATED_LOCALES, type Translations } from '../../../../shared/i18n/translations.ts';

/**
 * A record's languages at a glance in a console list: each complete, or how many of its fields still
 * show English there (named in the badge's tooltip), so staff can work through what is missing.
 */
export function TranslationBadges<Field extends string>({
  record,
  translations,
  fields,
}: {
  record: Partial<Record<Field, string | readonly string[] | null>>;
  translations: Translations<Field> | undefined;
  fields: readonly Field[];
}) {
  const missing = missingTranslations(record, translations, fields);
  return (
    <Group gap={4} mt={4} aria-label="Translations">
      {TRANSLATED_LOCALES.map((locale) => {
        const count = missing[locale].length;
        const name = ENGLISH_NAMES[locale];
        return (
          <Badge
            key={locale}
            size="sm"
            variant="light"
            color={count ? 'orange' : 'teal'}
            tt="none"
            title={
              count
                ? `Shows English in ${name}: ${missing[locale].map(translatedFieldLabel).join(', ')}`
                : `Complete in ${name}`
            }
          >
            {count ? `${name}: ${count} missing` : `${name} ✓`}
          </Badge>
        );
      })}
    </Group>
  );
}

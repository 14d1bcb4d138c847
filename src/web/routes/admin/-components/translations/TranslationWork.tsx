import { Button, Card, SegmentedControl, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { TranslationWorkRow } from '../../../../../shared/i18n/translation-work.ts';
import { ENGLISH_NAMES, type Locale } from '../../../../../shared/i18n/locales.ts';
import { ConsoleTable, type ConsoleColumn } from '../../../../features/console/ConsoleTable/ConsoleTable.tsx';
import {
  TRANSLATED_CONTENT,
  translatedFieldLabel,
} from '../../../../features/console/ContentTranslations/translation-labels.ts';
import { PageHeader } from '../../../../features/console/PageHeader/PageHeader.tsx';

type OtherLanguage = Exclude<Locale, 'en'>;
const LANGUAGES: OtherLanguage[] = ['ar', 'ru', 'zh'];

/** The Translations page's title row, the same while it loads, fails or shows. */
export function TranslationWorkFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <PageHeader
        title="Translations"
        description="What the Arabic, Russian and Chinese pages still show in English. Open a record to write it there."
      />
      {children}
    </>
  );
}

/**
 * Each language's unfinished records, kind by kind: what each still shows in English, and a link
 * to its editor opened at that language. `rows` are the records this role may edit.
 */
export function TranslationWork({
  rows,
  language,
  onLanguage,
}: {
  rows: readonly TranslationWorkRow[];
  language: OtherLanguage;
  onLanguage: (language: OtherLanguage) => void;
}) {
  const unfinished = (locale: OtherLanguage) => rows.filter((row) => row.missing[locale].length > 0);
  const shown = unfinished(language);
  const columns: ConsoleColumn<TranslationWorkRow>[] = [
    {
      key: 'name',
      header: 'Record',
      phone: 'title',
      sortValue: (row) => row.name,
      cell: (row) => (
        <Text size="sm" fw={500}>
          {row.name}
        </Text>
      ),
    },
    {
      key: 'kind',
      header: 'Content',
      sortValue: (row) => TRANSLATED_CONTENT[row.kind].label,
      cell: (row) => <Text size="sm">{TRANSLATED_CONTENT[row.kind].label}</Text>,
    },
    {
      key: 'missing',
      header: 'Shows English',
      sortValue: (row) => row.missing[language].length,
      cell: (row) => <Text size="sm">{row.missing[language].map(translatedFieldLabel).join(', ')}</Text>,
    },
    {
      key: 'open',
      header: 'Open',
      hideHeader: true,
      align: 'right',
      phone: 'actions',
      cell: (row) => (
        <Button
          renderRoot={(props) => (
            <Link {...props} to={`${TRANSLATED_CONTENT[row.kind].path}/${row.id}`} search={{ lang: language }} />
          )}
          variant="light"
          size="xs"
          aria-label={`Write ${row.name} in ${ENGLISH_NAMES[language]}`}
        >
          Write in {ENGLISH_NAMES[language]}
        </Button>
      ),
    },
  ];
  return (
    <TranslationWorkFrame>
      <Stack gap="md">
        <SegmentedControl
          aria-label="Language"
          value={language}
          onChange={(value) => onLanguage(LANGUAGES.find((locale) => locale === value) ?? 'ar')}
          data={LANGUAGES.map((locale) => ({
            value: locale,
            label: `${ENGLISH_NAMES[locale]} · ${unfinished(locale).length}`,
          }))}
        />
        <Text size="sm" c="dimmed" data-testid="translation-summary">
          {rows.length - shown.length} of {rows.length} records complete in {ENGLISH_NAMES[language]}.
        </Text>
        <Card withBorder padding={0}>
          <ConsoleTable
            label={`Records to write in ${ENGLISH_NAMES[language]}`}
            columns={columns}
            rows={shown}
            rowKey={(row) => `${row.kind}-${row.id}`}
            rowProps={(row) => ({ 'data-kind': row.kind })}
            empty={`Everything is written in ${ENGLISH_NAMES[language]}.`}
            minWidth={640}
            verticalSpacing="sm"
          />
        </Card>
      </Stack>
    </TranslationWorkFrame>
  );
}

import { Accordion, Badge, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ENGLISH_NAMES, NATIVE_NAMES } from '../../../../../shared/i18n/locales.ts';
import type { PropertyInput } from '../../../../../shared/properties/schemas.ts';
import type { ConsoleForm } from '../../../../features/console/use-record-form.ts';
import { FormSection } from './FormSection.tsx';
import type { PropertyFormValues } from './property-form-values.ts';

/** The languages a listing's title and description may be written in besides English, and their fields. */
const OTHER_LANGUAGES = [
  { locale: 'ar', title: 'titleAr', description: 'descriptionAr', dir: 'rtl' },
  { locale: 'ru', title: 'titleRu', description: 'descriptionRu', dir: 'ltr' },
  { locale: 'zh', title: 'titleZh', description: 'descriptionZh', dir: 'ltr' },
] as const;

/** The title and description in Arabic, Russian and Chinese, each language in its own fold. */
export function PropertyLanguages({ form, field, errors }: ConsoleForm<PropertyFormValues, PropertyInput>) {
  // Languages already written open by themselves; so does one with an error, wherever it is.
  const [openLanguages, setOpenLanguages] = useState<string[]>(() => {
    const initial = form.getInitialValues();
    return OTHER_LANGUAGES.filter((language) => initial[language.title] || initial[language.description]).map(
      (language) => language.locale,
    );
  });
  const languagesWithErrors = OTHER_LANGUAGES.filter(
    (language) => errors[language.title] || errors[language.description],
  ).map((language) => language.locale);
  return (
    <FormSection title="Other languages">
      <Text size="sm" c="dimmed" mb="md">
        Optional. The Arabic, Russian and Chinese pages show the title and description written here; where one is left
        empty they show the English.
      </Text>
      {/* Closed languages are unmounted (their values live in the form), so a closed one holds no hidden inputs. */}
      <Accordion
        multiple
        keepMounted={false}
        variant="contained"
        value={[...new Set([...openLanguages, ...languagesWithErrors])]}
        onChange={setOpenLanguages}
      >
        {OTHER_LANGUAGES.map((language) => {
          const written = Boolean(form.values[language.title] || form.values[language.description]);
          return (
            <Accordion.Item key={language.locale} value={language.locale}>
              <Accordion.Control>
                <Group gap="sm" wrap="nowrap">
                  <Text fw={500}>{ENGLISH_NAMES[language.locale]}</Text>
                  <Text c="dimmed" lang={language.locale} dir={language.dir}>
                    {NATIVE_NAMES[language.locale]}
                  </Text>
                  <Badge variant="light" color={written ? 'teal' : 'gray'} tt="none">
                    {written ? 'Written' : 'Shows English'}
                  </Badge>
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                <Stack gap="md">
                  <TextInput
                    label={`Title (${ENGLISH_NAMES[language.locale]})`}
                    lang={language.locale}
                    dir={language.dir}
                    {...field(language.title)}
                  />
                  <Textarea
                    label={`Description (${ENGLISH_NAMES[language.locale]})`}
                    lang={language.locale}
                    dir={language.dir}
                    autosize
                    minRows={3}
                    maxRows={12}
                    {...field(language.description)}
                  />
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
          );
        })}
      </Accordion>
    </FormSection>
  );
}

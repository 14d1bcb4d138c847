import { Card, Select, Stack, Textarea, TextInput } from '@mantine/core';
import type { z } from 'zod';
import { AMENITY_ICON_NAMES, amenityInputSchema, type AmenityView } from '../../../../../shared/amenities/schemas.ts';
import { ContentTranslations } from '../../../../features/console/ContentTranslations/ContentTranslations.tsx';
import {
  translationFormValues,
  type TranslatedFieldSpec,
  type TranslationFormValues,
} from '../../../../features/console/ContentTranslations/translation-form-values.ts';
import { FormActions } from '../../../../features/console/FormActions/FormActions.tsx';
import type { RecordScreen } from '../../../../features/console/RecordScreen/RecordScreen.tsx';
import { useRecordForm } from '../../../../features/console/use-record-form.ts';

const NO_TRANSLATION = { name: '', description: '' };
const TRANSLATED_FIELDS: TranslatedFieldSpec<typeof NO_TRANSLATION>[] = [
  { name: 'name', kind: 'line' },
  { name: 'description', kind: 'paragraph' },
];

/** The list's arrows set the order, so the form leaves it out. */
type AmenityFormValues = Omit<z.input<typeof amenityInputSchema>, 'sortOrder' | 'translations'> & {
  translations: TranslationFormValues<typeof NO_TRANSLATION>;
};

const EMPTY_AMENITY: AmenityFormValues = {
  name: '',
  description: '',
  icon: 'sparkles',
  translations: translationFormValues(undefined, NO_TRANSLATION),
};

const amenityToFormValues = ({ name, description, icon, translations }: AmenityView): AmenityFormValues => ({
  name,
  description,
  icon,
  translations: translationFormValues(translations, NO_TRANSLATION),
});

const ICON_OPTIONS = AMENITY_ICON_NAMES.map((name) => ({ value: name, label: name.replace(/-/g, ' ') }));

export function AmenityForm({ record }: { record: AmenityView | null }) {
  const { form, errors, field, onSubmit, actions } = useRecordForm({
    kind: amenityScreen,
    id: record?.id ?? null,
    schema: amenityInputSchema,
    initialValues: record ? amenityToFormValues(record) : EMPTY_AMENITY,
  });
  const options = ICON_OPTIONS.some((option) => option.value === form.values.icon)
    ? ICON_OPTIONS
    : [...ICON_OPTIONS, { value: form.values.icon, label: form.values.icon }];
  return (
    <Card withBorder padding="lg" maw={880}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput label="Name" required {...field('name')} />
          <Textarea label="Description" required autosize minRows={3} maxRows={8} {...field('description')} />
          <Select label="Icon" data={options} allowDeselect={false} required {...field('icon')} />
          <ContentTranslations
            translations={form.values.translations}
            inputProps={form.getInputProps}
            english={form.values}
            fields={TRANSLATED_FIELDS}
            errors={errors}
          />
          <FormActions {...actions} />
        </Stack>
      </form>
    </Card>
  );
}

export const amenityScreen: RecordScreen<AmenityView, AmenityFormValues> = {
  noun: 'Amenity',
  listPath: '/admin/amenities',
  titles: { create: 'Add Amenity', edit: 'Edit Amenity' },
  Form: AmenityForm,
  mutations: (trpc) => ({
    create: trpc.amenities.create.mutationOptions(),
    update: trpc.amenities.update.mutationOptions(),
    // The dashboard counts every kind of content.
    invalidate: [trpc.amenities.pathKey(), trpc.dashboard.summary.queryKey()],
  }),
};

import { Card, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { z } from 'zod';
import { AMENITY_ICON_NAMES, amenityInputSchema, type AmenityView } from '../../../../../shared/amenities/schemas.ts';
import type { ContentScreen } from '../../-components/ContentScreens.tsx';
import { useFormDraft } from '../../../../features/console/drafts.ts';
import { FormActions } from '../../../../features/console/FormActions/FormActions.tsx';
import type { RecordFormProps } from '../../../../features/console/use-save-record.ts';

/** The list's arrows set the order, so the form leaves it out. */
export type AmenityFormValues = Omit<z.input<typeof amenityInputSchema>, 'sortOrder'>;

export const EMPTY_AMENITY: AmenityFormValues = { name: '', description: '', icon: 'sparkles' };

export const amenityToFormValues = ({ name, description, icon }: AmenityView): AmenityFormValues => ({
  name,
  description,
  icon,
});

const ICON_OPTIONS = AMENITY_ICON_NAMES.map((name) => ({ value: name, label: name.replace(/-/g, ' ') }));

export function AmenityForm({
  initialValues,
  mode,
  draftKey,
  busy,
  onSubmit,
  serverErrors,
}: RecordFormProps<AmenityFormValues>) {
  const form = useForm<AmenityFormValues>({
    initialValues,
    validate: schemaResolver(amenityInputSchema, { sync: true }),
    validateInputOnBlur: true,
  });
  useFormDraft(draftKey, form);
  const errors = { ...serverErrors, ...form.errors };
  const options = ICON_OPTIONS.some((option) => option.value === form.values.icon)
    ? ICON_OPTIONS
    : [...ICON_OPTIONS, { value: form.values.icon, label: form.values.icon }];
  return (
    <Card withBorder padding="lg" maw={880}>
      <form onSubmit={form.onSubmit(onSubmit)} noValidate>
        <Stack gap="md">
          <TextInput label="Name" required {...form.getInputProps('name')} error={errors.name} />
          <Textarea
            label="Description"
            required
            autosize
            minRows={3}
            maxRows={8}
            {...form.getInputProps('description')}
            error={errors.description}
          />
          <Select
            label="Icon"
            data={options}
            allowDeselect={false}
            required
            {...form.getInputProps('icon')}
            error={errors.icon}
          />
          <FormActions cancelTo="/admin/amenities" busy={busy} mode={mode} noun="Amenity" />
        </Stack>
      </form>
    </Card>
  );
}

export const amenityScreen: ContentScreen<AmenityView, AmenityFormValues> = {
  noun: 'Amenity',
  listPath: '/admin/amenities',
  titles: { create: 'Add Amenity', edit: 'Edit Amenity' },
  Form: AmenityForm,
  empty: EMPTY_AMENITY,
  toFormValues: amenityToFormValues,
  mutations: (trpc) => ({
    pathKey: trpc.amenities.pathKey(),
    create: trpc.amenities.create.mutationOptions(),
    update: trpc.amenities.update.mutationOptions(),
  }),
};

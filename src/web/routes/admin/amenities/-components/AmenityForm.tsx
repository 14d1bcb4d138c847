import { Card, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { AMENITY_ICON_NAMES, amenityInputSchema, type AmenityView } from '../../../../../shared/content/schemas.ts';
import { useFormDraft } from '../../-components/drafts.ts';
import { FormActions } from '../../-components/FormActions.tsx';

export interface AmenityFormValues {
  name: string;
  description: string;
  icon: string;
}

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
}: {
  initialValues: AmenityFormValues;
  mode: 'create' | 'edit';
  draftKey: string;
  busy: boolean;
  onSubmit: (values: AmenityFormValues) => void;
  serverErrors: Record<string, string>;
}) {
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

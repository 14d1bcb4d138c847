import { Stack, Text } from '@mantine/core';
import type { PropertyInput } from '../../../../../shared/properties/schemas.ts';
import { ImageField } from '../../../../features/console/ImageField/ImageField.tsx';
import type { ConsoleForm } from '../../../../features/console/use-record-form.ts';
import { FormSection } from './FormSection.tsx';
import { ImageTextFields } from './ImageTextFields.tsx';
import type { PropertyFormValues } from './property-form-values.ts';

/** The floor plan as an image (uploaded and previewed like a photo) with its caption and alt text per language. */
export function PropertyFloorPlan({
  form,
  field,
}: Pick<ConsoleForm<PropertyFormValues, PropertyInput>, 'form' | 'field'>) {
  return (
    <FormSection title="Floor plan">
      <Stack gap="md">
        <ImageField
          label="Floor plan image"
          inputProps={field('floorPlanUrl')}
          onUploaded={(url) => form.setFieldValue('floorPlanUrl', url)}
        />
        <Text size="xs" c="dimmed">
          The residence page shows the plan under its details, with the caption below it. A PDF link shows as a link to
          the document instead.
        </Text>
        <ImageTextFields form={form} path="floorPlanTexts" />
      </Stack>
    </FormSection>
  );
}

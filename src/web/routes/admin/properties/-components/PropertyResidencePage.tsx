import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { PropertyInput } from '../../../../../shared/properties/schemas.ts';
import { ListTextarea } from '../../../../features/console/ListTextarea/ListTextarea.tsx';
import type { ConsoleForm } from '../../../../features/console/use-record-form.ts';
import { FormSection } from './FormSection.tsx';
import type { PropertyFormValues } from './property-form-values.ts';

/**
 * The residence page's facts and lists in English, in the page's words: what a buyer reads under
 * "Features", "Private amenities" and the key facts. The portal's own choices (furnishing, completion)
 * are in the portal listing card, as the portals only take their fixed values.
 */
export function PropertyResidencePage({
  field,
  form,
}: Pick<ConsoleForm<PropertyFormValues, PropertyInput>, 'field' | 'form'>) {
  return (
    <FormSection title="On the residence page">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="View" placeholder="e.g. Sea and Dubai Marina skyline" {...field('view')} />
          <TextInput label="Floor" placeholder="e.g. 12th of 18" {...field('floor')} />
          <TextInput label="Parking" placeholder="e.g. 2 covered spaces" {...field('parking')} />
          <TextInput label="Furnished" placeholder="e.g. Fully furnished by Six Senses" {...field('furnished')} />
          <TextInput label="Completion status" placeholder="e.g. Handover Q4 2025" {...field('completionStatus')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <ListTextarea
            label="Features"
            description="One a line, in the order the page lists them."
            inputProps={form.getInputProps('features')}
          />
          <ListTextarea
            label="Private amenities"
            description="One a line: the residence's own, not the building's."
            inputProps={form.getInputProps('privateAmenities')}
          />
        </SimpleGrid>
      </Stack>
    </FormSection>
  );
}

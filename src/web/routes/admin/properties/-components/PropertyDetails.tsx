import { Checkbox, NumberInput, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { PROPERTY_STATUSES, PROPERTY_TYPES, type PropertyInput } from '../../../../../shared/properties/schemas.ts';
import type { ConsoleForm } from '../../../../features/console/use-record-form.ts';
import { formatDateTime } from '../../../../lib/format-time.ts';
import { FormSection } from './FormSection.tsx';
import type { PropertyFormValues } from './property-form-values.ts';

/** Who last set a property's status and when. */
interface StatusChange {
  at: string | null;
  by: string | null;
}

function statusChangeText(change: StatusChange | null): string | null {
  if (!change?.at) return null;
  return `Status last changed ${formatDateTime(change.at)}${change.by ? ` by ${change.by}` : ''}.`;
}

/** What the listing is: title, type, status, description, figures, location, and whether it is featured. */
export function PropertyDetails({
  field,
  statusChange,
}: Pick<ConsoleForm<PropertyFormValues, PropertyInput>, 'field'> & {
  /** Null for a new property. */
  statusChange: StatusChange | null;
}) {
  const changed = statusChangeText(statusChange);
  return (
    <FormSection title="Details">
      <Stack gap="md">
        <TextInput label="Title" required {...field('title')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select label="Type" data={[...PROPERTY_TYPES]} allowDeselect={false} required {...field('type')} />
          <Select
            label="Status"
            description="Sold, Let and Withdrawn take the listing off the site at once."
            data={[...PROPERTY_STATUSES]}
            allowDeselect={false}
            required
            {...field('status')}
          />
        </SimpleGrid>
        <Textarea label="Description" required autosize minRows={4} maxRows={12} {...field('description')} />
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
          <NumberInput label="Price (AED)" min={0} thousandSeparator="," allowNegative={false} {...field('price')} />
          <NumberInput label="Bedrooms" min={0} allowDecimal={false} allowNegative={false} {...field('bedrooms')} />
          <NumberInput label="Bathrooms" min={0} allowNegative={false} {...field('bathrooms')} />
          <NumberInput label="Area (sq. ft)" min={0} thousandSeparator="," allowNegative={false} {...field('area')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <TextInput label="Location" placeholder="e.g. Crescent West, Palm Jumeirah" {...field('location')} />
          <NumberInput
            label="Service charge (AED per sq. ft a year)"
            description="Leave blank to show it as on request"
            min={0}
            decimalScale={2}
            allowNegative={false}
            {...field('serviceChargePerSqft')}
          />
        </SimpleGrid>
        {changed ? (
          <Text size="sm" c="dimmed" data-testid="status-change">
            {changed}
          </Text>
        ) : null}
        <Checkbox
          label="Featured property"
          description="Shown on the landing page. Only one property is featured at a time: marking this one un-features the other."
          {...field('featured', { type: 'checkbox' })}
        />
      </Stack>
    </FormSection>
  );
}

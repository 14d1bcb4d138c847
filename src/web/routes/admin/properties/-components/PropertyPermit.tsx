import { SimpleGrid, Text, TextInput } from '@mantine/core';
import { PERMIT_NUMBER_MESSAGE, type PropertyInput } from '../../../../../shared/properties/schemas.ts';
import type { ConsoleForm } from '../../../../features/console/use-record-form.ts';
import { FormSection } from './FormSection.tsx';
import type { PropertyFormValues } from './property-form-values.ts';

/** The listing's Trakheesi advertising permit. */
export function PropertyPermit({ field }: Pick<ConsoleForm<PropertyFormValues, PropertyInput>, 'field'>) {
  return (
    <FormSection title="Advertising permit">
      <Text size="sm" c="dimmed" mb="md">
        The Trakheesi permit from the Dubai Land Department. Its number is shown on the listing and its verification
        link is turned into the QR code on the property page.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label="Permit number"
          description={PERMIT_NUMBER_MESSAGE}
          inputMode="numeric"
          {...field('permitNumber')}
        />
        <TextInput
          label="Verification link"
          placeholder="https://trakheesi.dubailand.gov.ae/..."
          {...field('permitUrl')}
        />
        <TextInput type="date" label="Issue date" {...field('permitIssuedOn')} />
        <TextInput type="date" label="Expiry date" {...field('permitExpiresOn')} />
      </SimpleGrid>
    </FormSection>
  );
}

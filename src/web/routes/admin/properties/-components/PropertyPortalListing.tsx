import { Checkbox, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { PORTAL_LABELS, PORTALS, RENT_FREQUENCIES } from '../../../../../shared/properties/portal-listing.ts';
import type { PropertyInput } from '../../../../../shared/properties/schemas.ts';
import type { ConsoleForm } from '../../../../features/console/use-record-form.ts';
import { FormSection } from './FormSection.tsx';
import type { PropertyFormValues } from './property-form-values.ts';

const options = (pairs: Record<string, string>) => Object.entries(pairs).map(([value, label]) => ({ value, label }));

const CATEGORY_OPTIONS = options({ sale: 'For sale', rent: 'For rent' });
const RENT_FREQUENCY_OPTIONS = RENT_FREQUENCIES.map((value) => ({
  value,
  label: value.charAt(0).toUpperCase() + value.slice(1),
}));
const FURNISHING_OPTIONS = options({
  furnished: 'Furnished',
  'semi-furnished': 'Semi-furnished',
  unfurnished: 'Unfurnished',
});
const COMPLETION_OPTIONS = options({ ready: 'Ready', 'off-plan': 'Off-plan' });
const MARKET_OPTIONS = options({ primary: 'Primary (from the developer)', resale: 'Resale' });

/** What the portals need of the listing, its reference, and which portals it is advertised on. */
export function PropertyPortalListing({
  form,
  field,
  reference,
}: Pick<ConsoleForm<PropertyFormValues, PropertyInput>, 'form' | 'field'> & {
  /** Null for a new property (the database gives it one when it is saved). */
  reference: string | null;
}) {
  const forRent = form.getValues().category === 'rent';
  return (
    <FormSection title="Portals">
      <Stack gap="md">
        {reference ? (
          <TextInput
            label="Listing reference"
            description="What Property Finder and Bayut know this listing by; portal leads are matched to it."
            value={reference}
            readOnly
            data-testid="property-reference"
            maw={320}
          />
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select label="Category" data={CATEGORY_OPTIONS} allowDeselect={false} required {...field('category')} />
          {forRent ? (
            <Select label="Rent frequency" data={RENT_FREQUENCY_OPTIONS} required {...field('rentFrequency')} />
          ) : null}
          <Select label="Furnishing" data={FURNISHING_OPTIONS} clearable {...field('furnishing')} />
          <Select label="Completion" data={COMPLETION_OPTIONS} clearable {...field('completion')} />
          <Select label="Market" data={MARKET_OPTIONS} clearable {...field('market')} />
          <TextInput label="Video URL" placeholder="https://www.youtube.com/watch?v=..." {...field('videoUrl')} />
        </SimpleGrid>
        <Checkbox.Group
          label="Advertise on"
          description="Only units with a valid, unexpired permit go to a portal; an unticked one is taken down."
          {...field('portals')}
        >
          <Group mt="xs">
            {PORTALS.map((portal) => (
              <Checkbox key={portal} value={portal} label={PORTAL_LABELS[portal]} />
            ))}
          </Group>
        </Checkbox.Group>
      </Stack>
    </FormSection>
  );
}

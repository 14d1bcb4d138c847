import { Card, Skeleton, Stack, TextInput } from '@mantine/core';
import { propertyInputSchema, type PropertyInput } from '../../../../../shared/properties/schemas.ts';
import type { StaffPropertyView } from '../../../../../shared/properties/types.ts';
import { FormActions } from '../../../../features/console/FormActions/FormActions.tsx';
import type { RecordScreen } from '../../../../features/console/RecordScreen/RecordScreen.tsx';
import { useRecordForm } from '../../../../features/console/use-record-form.ts';
import { FormSection } from './FormSection.tsx';
import { PropertyDetails } from './PropertyDetails.tsx';
import { PropertyLanguages } from './PropertyLanguages.tsx';
import { PropertyPaymentPlan } from './PropertyPaymentPlan.tsx';
import { PropertyPermit } from './PropertyPermit.tsx';
import { PropertyFloorPlan } from './PropertyFloorPlan.tsx';
import { PropertyPhotos } from './PropertyPhotos.tsx';
import { PropertyResidencePage } from './PropertyResidencePage.tsx';
import { PropertyFinderPanel } from './PropertyFinderPanel.tsx';
import { PropertyPortalListing } from './PropertyPortalListing.tsx';
import { EMPTY_PROPERTY, formValuesToInput, propertyToFormValues } from './property-form-values.ts';

/** The property form: a card for each part of the listing, the buttons kept in view below. */
export function PropertyForm({ record }: { record: StaffPropertyView | null }) {
  const { onSubmit, actions, ...parts } = useRecordForm({
    kind: propertyScreen,
    id: record?.id ?? null,
    schema: propertyInputSchema,
    initialValues: record ? propertyToFormValues(record) : EMPTY_PROPERTY,
    toInput: formValuesToInput,
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        <PropertyDetails
          field={parts.field}
          statusChange={record && { at: record.statusChangedAt, by: record.statusChangedBy }}
        />
        <PropertyResidencePage field={parts.field} form={parts.form} />
        <PropertyLanguages form={parts.form} errors={parts.errors} />
        <PropertyPhotos {...parts} />
        <PropertyFloorPlan form={parts.form} field={parts.field} />
        <PropertyPermit field={parts.field} />
        <PropertyPortalListing form={parts.form} field={parts.field} reference={record?.reference ?? null} />
        {record ? (
          <PropertyFinderPanel
            propertyId={record.id}
            onTicked={(ticked) => {
              const others = parts.form.getValues().portals.filter((portal) => portal !== 'propertyfinder');
              parts.form.setFieldValue('portals', ticked ? [...others, 'propertyfinder'] : others);
            }}
          />
        ) : null}
        <PropertyPaymentPlan {...parts} />
        <FormSection title="Links">
          <TextInput label="Virtual tour URL" {...parts.field('virtualTourUrl')} />
        </FormSection>
        <FormActions {...actions} sticky />
      </Stack>
    </form>
  );
}

/** The property form's two cards, while the property is on its way. */
function PropertyFormSkeleton() {
  return (
    <Stack gap="lg" data-testid="property-form-skeleton" aria-busy="true" aria-label="Loading the property">
      {[0, 1].map((card) => (
        <Card key={card} withBorder padding="lg">
          <Skeleton height={22} width="30%" mb="md" />
          <Skeleton height={36} mb="sm" />
          <Skeleton height={36} mb="sm" />
          <Skeleton height={96} />
        </Card>
      ))}
    </Stack>
  );
}

export const propertyScreen: RecordScreen<StaffPropertyView, PropertyInput> = {
  noun: 'Property',
  listPath: '/admin/properties',
  titles: { create: 'Add New Property', edit: 'Edit Property' },
  descriptions: {
    create: 'Prices are in UAE dirhams (AED), as everywhere on the site.',
    edit: (property) => property.title,
  },
  pending: <PropertyFormSkeleton />,
  Form: PropertyForm,
  // Agents see the listings they sell, but only content roles change them.
  mayEdit: (can) => can('content.edit'),
  mutations: (trpc) => ({
    create: trpc.properties.create.mutationOptions(),
    update: trpc.properties.update.mutationOptions(),
    // Every property query may change (one featured at a time); the dashboard counts them and warns about permits.
    invalidate: [trpc.properties.pathKey(), trpc.dashboard.summary.queryKey(), trpc.dashboard.permitAlerts.queryKey()],
  }),
};

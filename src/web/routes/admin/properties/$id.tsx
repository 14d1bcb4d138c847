import { createFileRoute } from '@tanstack/react-router';
import { recordLoader } from '../../../features/console/load-record.ts';
import { PageHeader } from '../../../features/console/PageHeader/PageHeader.tsx';
import {
  RecordLoadError,
  RecordNotFound,
  RecordPending,
} from '../../../features/console/RecordScreen/RecordStates.tsx';
import { PropertyEditor, PropertyFormSkeleton } from './-components/PropertyEditor.tsx';
import { propertyToFormValues } from './-components/property-form-values.ts';

export const Route = createFileRoute('/admin/properties/$id')({
  loader: recordLoader((trpc, id) => trpc.properties.staffById.queryOptions({ id })),
  component: EditProperty,
  notFoundComponent: () => <RecordNotFound noun="Property" header={<PageHeader title="Edit Property" />} />,
  errorComponent: () => <RecordLoadError noun="Property" header={<PageHeader title="Edit Property" />} />,
  pendingComponent: () => (
    <RecordPending noun="Property" header={<PageHeader title="Edit Property" />}>
      <PropertyFormSkeleton />
    </RecordPending>
  ),
});

function EditProperty() {
  const property = Route.useLoaderData();
  return (
    <>
      <PageHeader title="Edit Property" description={property.title} />
      <PropertyEditor
        id={property.id}
        initialValues={propertyToFormValues(property)}
        statusChange={{ at: property.statusChangedAt, by: property.statusChangedBy }}
      />
    </>
  );
}

import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../../features/console/PageHeader/PageHeader.tsx';
import { PropertyEditor } from './-components/PropertyEditor.tsx';
import { EMPTY_PROPERTY } from './-components/property-form-values.ts';

export const Route = createFileRoute('/admin/properties/new')({
  component: AddProperty,
});

function AddProperty() {
  return (
    <>
      <PageHeader title="Add New Property" description="Prices are in UAE dirhams (AED), as everywhere on the site." />
      <PropertyEditor id={null} initialValues={EMPTY_PROPERTY} />
    </>
  );
}

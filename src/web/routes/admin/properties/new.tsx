import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../-components/PageHeader.tsx';
import { PropertyForm } from './-components/PropertyForm.tsx';
import { EMPTY_PROPERTY } from './-components/property-form-values.ts';
import { useSaveProperty } from './-components/use-save-property.ts';

export const Route = createFileRoute('/admin/properties/new')({
  component: AddProperty,
});

function AddProperty() {
  const { save, busy, serverErrors } = useSaveProperty(null);
  return (
    <>
      <PageHeader title="Add New Property" description="Prices are in UAE dirhams (AED), as everywhere on the site." />
      <PropertyForm
        mode="create"
        draftKey="admin-draft:/admin/properties/new"
        initialValues={EMPTY_PROPERTY}
        busy={busy}
        onSubmit={save}
        serverErrors={serverErrors}
      />
    </>
  );
}

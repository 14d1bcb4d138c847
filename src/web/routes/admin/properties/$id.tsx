import { Alert, Card, Skeleton, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { isTrpcNotFound } from '../../../lib/trpc-errors.ts';
import { PageHeader } from '../-components/PageHeader.tsx';
import { PropertyForm } from './-components/PropertyForm.tsx';
import { propertyToFormValues } from './-components/property-form-values.ts';
import { useSaveProperty } from './-components/use-save-property.ts';

export const Route = createFileRoute('/admin/properties/$id')({
  component: EditProperty,
});

function EditProperty() {
  const { trpc } = Route.useRouteContext();
  const rawId = Route.useParams().id;
  const id = /^[1-9]\d{0,9}$/.test(rawId) ? Number(rawId) : null;
  // The spec's edit query does not retry.
  const property = useQuery({
    ...trpc.properties.byId.queryOptions({ id: id ?? 0 }, { retry: false, staleTime: 0 }),
    enabled: id !== null,
  });
  const { save, busy, serverErrors } = useSaveProperty(id);

  if (id === null || (property.isError && isTrpcNotFound(property.error))) {
    return (
      <>
        <PageHeader title="Edit Property" />
        <Alert color="orange" icon={<IconAlertCircle size={18} aria-hidden />} title="Property Not Found">
          The property you're trying to edit could not be found.
        </Alert>
      </>
    );
  }
  if (property.isError) {
    return (
      <>
        <PageHeader title="Edit Property" />
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} title="Error">
          There was an error loading the property. Please try again.
        </Alert>
      </>
    );
  }
  if (!property.data) {
    return (
      <>
        <PageHeader title="Edit Property" />
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
      </>
    );
  }
  return (
    <>
      <PageHeader title="Edit Property" description={property.data.title} />
      <PropertyForm
        key={property.data.id}
        mode="edit"
        draftKey={`admin-draft:/admin/properties/${id}`}
        initialValues={propertyToFormValues(property.data)}
        busy={busy}
        onSubmit={save}
        serverErrors={serverErrors}
      />
    </>
  );
}

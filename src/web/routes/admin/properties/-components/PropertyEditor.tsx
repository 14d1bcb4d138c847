import { Card, Skeleton, Stack } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { RecordEditor } from '../../-components/RecordEditor.tsx';
import { saveToasts } from '../../../../features/console/use-save-record.ts';
import { PropertyForm, StatusChangeContext, type StatusChange } from './PropertyForm.tsx';
import type { PropertyFormValues } from './property-form-values.ts';

/** The form of a new property (`id` null) or of the property `id`, saved the console's way. */
export function PropertyEditor({
  id,
  initialValues,
  statusChange,
}: {
  id: number | null;
  initialValues: PropertyFormValues;
  /** Who last set the status of an existing property, and when. */
  statusChange?: StatusChange;
}) {
  const { trpc } = useRouter().options.context;
  const save = {
    listPath: '/admin/properties',
    // Every property query may change (one featured at a time); the dashboard counts them and warns about permits.
    invalidate: [trpc.properties.pathKey(), trpc.dashboard.summary.queryKey(), trpc.dashboard.permitAlerts.queryKey()],
    create: trpc.properties.create.mutationOptions(),
    update: trpc.properties.update.mutationOptions(),
    toasts: saveToasts('Property'),
  };
  return (
    <StatusChangeContext value={statusChange ?? null}>
      <RecordEditor id={id} Form={PropertyForm} initialValues={initialValues} save={save} />
    </StatusChangeContext>
  );
}

/** The property form's two cards, while the property is on its way. */
export function PropertyFormSkeleton() {
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

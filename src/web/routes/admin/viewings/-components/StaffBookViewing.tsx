import { Modal, Select, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { isAdvertisedStatus } from '../../../../../shared/properties/advertising.ts';
import { useConsoleMutation } from '../../../../features/console/use-console-mutation.ts';
import { ViewingBooking } from '../../../../features/viewings/ViewingBooking/ViewingBooking.tsx';
import type { ViewingMode } from '../../../../features/viewings/viewing-form.ts';
import { DUBAI_TIME_ZONE } from '../../../../features/viewings/viewing-time.ts';
import { trpcErrorMessage } from '../../../../lib/trpc-errors.ts';
import { useViewingSlots } from '../../../../features/viewings/use-viewing-slots.ts';

/**
 * Books a viewing for a visitor who called or wrote: of a residence on the market (its agent's free
 * slots) or a general one, a free slot of the chosen agent (or of any agent who takes leads), then the
 * visitor's details. The visitor gets the invitation as if they had booked.
 */
export function StaffBookViewing({
  opened,
  agentId,
  onClose,
}: {
  opened: boolean;
  agentId: number | null;
  onClose: () => void;
}) {
  const { trpc } = useRouteContext({ from: '__root__' });
  const [mode, setMode] = useState<ViewingMode>('in-person');
  const [propertyId, setPropertyId] = useState<number | null>(null);
  const properties = useQuery({ ...trpc.properties.staffList.queryOptions(), enabled: opened });
  const residences = (properties.data ?? [])
    .filter((property) => isAdvertisedStatus(property.status))
    .map((property) => ({ value: String(property.id), label: `${property.reference} · ${property.title}` }));
  const slots = useViewingSlots({ agentId, propertyId }, opened);
  const book = useConsoleMutation(trpc.viewings.staffBook.mutationOptions(), {
    saved: { title: 'Viewing booked', message: 'The visitor has been sent the invitation.' },
    failed: (error) => trpcErrorMessage(error, 'The viewing could not be booked. Please try again.'),
    invalidate: [trpc.viewings.pathKey()],
    onSaved: onClose,
  });
  return (
    <Modal opened={opened} onClose={onClose} title="Book a viewing for a visitor" size="lg">
      <Stack gap="md">
        <Select
          label="Residence"
          description="Leave empty for a general viewing of the development"
          placeholder={properties.isPending ? 'Loading the residences…' : 'Any residence'}
          data={residences}
          searchable
          clearable
          value={propertyId === null ? null : String(propertyId)}
          onChange={(value) => setPropertyId(value ? Number(value) : null)}
        />
        <ViewingBooking
          slots={slots}
          mode={mode}
          onModeChange={setMode}
          askConsents={false}
          zone={DUBAI_TIME_ZONE}
          busy={book.isPending}
          taken={null}
          submitLabel="Book the viewing"
          onSubmit={(choice, details) => {
            if (!details) return;
            const { name, email, phone, message } = details;
            book.mutate({
              agentId: choice.agentId,
              propertyId,
              start: choice.start,
              mode: choice.mode,
              name,
              email,
              phone,
              message,
            });
          }}
        />
      </Stack>
    </Modal>
  );
}

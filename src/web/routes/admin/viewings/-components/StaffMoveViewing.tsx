import { Modal, Text } from '@mantine/core';
import { useRouteContext } from '@tanstack/react-router';
import type { StaffViewingView } from '../../../../../shared/viewings/schemas.ts';
import { useConsoleMutation } from '../../../../features/console/use-console-mutation.ts';
import { ViewingBooking } from '../../../../features/viewings/ViewingBooking/ViewingBooking.tsx';
import { DUBAI_TIME_ZONE, slotLabel } from '../../../../features/viewings/viewing-time.ts';
import { trpcErrorMessage } from '../../../../lib/trpc-errors.ts';
import { useViewingSlots } from '../../../../features/viewings/use-viewing-slots.ts';

/** Moves a booked viewing to another free slot of its agent; the visitor gets an updated invitation. */
export function StaffMoveViewing({ viewing, onClose }: { viewing: StaffViewingView | null; onClose: () => void }) {
  const { trpc } = useRouteContext({ from: '__root__' });
  const slots = useViewingSlots({ agentId: viewing?.agent.id ?? null }, viewing !== null);
  const move = useConsoleMutation(trpc.viewings.staffMove.mutationOptions(), {
    saved: { title: 'Viewing moved', message: 'The visitor has been sent an updated invitation.' },
    failed: (error) => trpcErrorMessage(error, 'The viewing could not be moved. Please try again.'),
    invalidate: [trpc.viewings.pathKey()],
    onSaved: onClose,
  });
  return (
    <Modal opened={viewing !== null} onClose={onClose} title="Move the viewing" size="lg">
      {viewing && (
        <>
          <Text size="sm" mb="md">
            {viewing.visitor.name}, now {slotLabel(viewing.start, DUBAI_TIME_ZONE, 'en-GB', 'Dubai')} with{' '}
            {viewing.agent.name}.
          </Text>
          <ViewingBooking
            slots={slots}
            mode={viewing.mode}
            onModeChange={() => undefined}
            askMode={false}
            askDetails={false}
            zone={DUBAI_TIME_ZONE}
            busy={move.isPending}
            taken={null}
            submitLabel="Move the viewing"
            onSubmit={(choice) => move.mutate({ id: viewing.id, start: choice.start })}
          />
        </>
      )}
    </Modal>
  );
}

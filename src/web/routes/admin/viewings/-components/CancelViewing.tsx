import { Button, Group, Modal, Text } from '@mantine/core';
import { useRouteContext } from '@tanstack/react-router';
import type { StaffViewingView } from '../../../../../shared/viewings/schemas.ts';
import { useConsoleMutation } from '../../../../features/console/use-console-mutation.ts';
import { DUBAI_TIME_ZONE, slotLabel } from '../../../../features/viewings/viewing-time.ts';
import { trpcErrorMessage } from '../../../../lib/trpc-errors.ts';

/** Cancels a booked viewing after asking; the visitor gets a cancellation for their calendar. */
export function CancelViewing({ viewing, onClose }: { viewing: StaffViewingView | null; onClose: () => void }) {
  const { trpc } = useRouteContext({ from: '__root__' });
  const cancel = useConsoleMutation(trpc.viewings.staffCancel.mutationOptions(), {
    saved: { title: 'Viewing cancelled', message: 'The visitor has been sent a cancellation.' },
    failed: (error) => trpcErrorMessage(error, 'The viewing could not be cancelled. Please try again.'),
    invalidate: [trpc.viewings.pathKey()],
    onSaved: onClose,
  });
  return (
    <Modal opened={viewing !== null} onClose={onClose} title="Cancel the viewing?">
      {viewing && (
        <>
          <Text size="sm">
            {viewing.visitor.name}’s viewing at {slotLabel(viewing.start, DUBAI_TIME_ZONE, 'en-GB', 'Dubai')} with{' '}
            {viewing.agent.name} will be cancelled, and the visitor told by e-mail.
          </Text>
          <Group justify="flex-end" mt="lg">
            <Button variant="default" onClick={onClose}>
              Keep it
            </Button>
            <Button color="red" loading={cancel.isPending} onClick={() => cancel.mutate({ id: viewing.id })}>
              Cancel the viewing
            </Button>
          </Group>
        </>
      )}
    </Modal>
  );
}

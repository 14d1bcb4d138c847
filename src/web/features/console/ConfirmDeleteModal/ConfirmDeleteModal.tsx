import { Button, Group, Modal, Text } from '@mantine/core';

/** The delete confirmation, one for every kind of record. */
export function ConfirmDeleteModal({
  name,
  busy,
  onCancel,
  onConfirm,
}: {
  /** What is about to be deleted; null keeps the dialog closed. */
  name: string | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Modal opened={name !== null} onClose={() => (busy ? undefined : onCancel())} title="Confirm Deletion" centered>
      <Text size="sm">Are you sure you want to delete {name}? This action cannot be undone.</Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button color="red" onClick={onConfirm} disabled={busy}>
          {busy ? 'Deleting...' : 'Delete'}
        </Button>
      </Group>
    </Modal>
  );
}

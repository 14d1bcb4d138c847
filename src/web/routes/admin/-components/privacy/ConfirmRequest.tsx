import { Button, Group, Modal, Text } from '@mantine/core';

export type PersonalDataRequest = 'export' | 'erase';

/** Asks staff to confirm an export or an erasure, saying what it will do. */
export function ConfirmRequest({
  request,
  contact,
  total,
  busy,
  onCancel,
  onConfirm,
}: {
  /** The request to confirm; null keeps the dialog closed. */
  request: PersonalDataRequest | null;
  contact: string;
  /** How many records were found. */
  total: number;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (request: PersonalDataRequest) => void;
}) {
  return (
    <Modal
      opened={request !== null}
      onClose={() => (busy ? undefined : onCancel())}
      title={request === 'erase' ? 'Erase this person’s data?' : 'Export this person’s data?'}
      centered
    >
      {request === 'erase' ? (
        <Text size="sm">
          Their {total} {total === 1 ? 'record' : 'records'} will be erased: leads are kept for the figures but lose the
          name, e-mail, telephone, message, details and notes; the newsletter subscription is deleted. This cannot be
          undone.
        </Text>
      ) : (
        <Text size="sm">
          A JSON file with everything stored about {contact} will be downloaded to this computer. Hand it only to the
          person it is about. The export is recorded.
        </Text>
      )}
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        {request === 'erase' ? (
          <Button color="red.9" onClick={() => onConfirm('erase')} disabled={busy}>
            {busy ? 'Erasing...' : 'Erase Data'}
          </Button>
        ) : (
          <Button onClick={() => onConfirm('export')} disabled={busy}>
            {busy ? 'Exporting...' : 'Download Export'}
          </Button>
        )}
      </Group>
    </Modal>
  );
}

import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';

/** A change to an account that could lock someone out, as the dialog states it. */
export interface PasswordConfirmation {
  title: string;
  /** What is about to happen, in a sentence or two. */
  message: string;
  confirmLabel: string;
  /** Red: the change removes something (an account, its access). */
  danger?: boolean;
}

interface ConfirmWithPasswordProps {
  /** The change asked for; null keeps the dialog closed. */
  confirmation: PasswordConfirmation | null;
  busy: boolean;
  /** Why the server refused it (a wrong password): shown under the field. */
  error?: string | null;
  onCancel: () => void;
  onConfirm: (currentPassword: string) => void;
}

/**
 * The owner's confirmation of a role change, disabling or deleting an account: what will happen and
 * their own current password, as adding an account asks it. The server checks the password again;
 * this only asks for it.
 */
export function ConfirmWithPassword({ confirmation, busy, error, onCancel, onConfirm }: ConfirmWithPasswordProps) {
  const close = () => (busy ? undefined : onCancel());
  return (
    <Modal
      opened={confirmation !== null}
      onClose={close}
      title={confirmation?.title}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {confirmation ? (
        // Keyed by the change: another change starts with an empty field.
        <PasswordForm
          key={confirmation.title}
          confirmation={confirmation}
          busy={busy}
          error={error ?? null}
          onCancel={close}
          onConfirm={onConfirm}
        />
      ) : null}
    </Modal>
  );
}

function PasswordForm({
  confirmation,
  busy,
  error,
  onCancel,
  onConfirm,
}: Omit<ConfirmWithPasswordProps, 'confirmation'> & { confirmation: PasswordConfirmation; error: string | null }) {
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password && !busy) onConfirm(password);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">{confirmation.message}</Text>
        <PasswordInput
          label="Your current password"
          description="Confirms it is you making this change."
          autoComplete="current-password"
          required
          data-autofocus
          value={password}
          error={error}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" color={confirmation.danger ? 'red' : undefined} disabled={busy || !password}>
            {confirmation.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

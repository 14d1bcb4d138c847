import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { staffPasswordResetInput, type StaffAccountView } from '../../../../../shared/users/schemas.ts';
import { FormActions } from '../../../../features/console/FormActions/FormActions.tsx';
import { useConsoleMutation } from '../../../../features/console/use-console-mutation.ts';
import { useConsoleForm } from '../../../../features/console/use-record-form.ts';
import { formatDateTime } from '../../../../lib/format-time.ts';
import { trpcErrorMessage } from '../../../../lib/trpc-errors.ts';
import { ConfirmWithPassword, type PasswordConfirmation } from './ConfirmWithPassword.tsx';

type Dialog = 'sessions' | 'password' | 'disable' | 'delete' | null;

/** An owner's actions on one account: its sessions, a password reset, disable or enable, delete. */
export function StaffAccountActions({ account }: { account: StaffAccountView }) {
  const { trpc } = useRouter().options.context;
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => {
    setDialog(null);
    // A refusal shown in the dialog (a wrong password) is not shown again when it next opens.
    disable.reset();
    remove.reset();
  };
  const failed = (what: string) => (error: unknown) => trpcErrorMessage(error, `${what} Please try again.`);
  const invalidate = [trpc.users.list.queryKey()];
  const disable = useConsoleMutation(trpc.users.disable.mutationOptions(), {
    saved: { title: 'Account Disabled', message: `${account.username} is signed out and cannot sign in.` },
    failed: failed('The account could not be disabled.'),
    invalidate,
    onSaved: close,
  });
  const enable = useConsoleMutation(trpc.users.enable.mutationOptions(), {
    saved: { title: 'Account Enabled', message: `${account.username} can sign in again.` },
    failed: failed('The account could not be enabled.'),
    invalidate,
  });
  const remove = useConsoleMutation(trpc.users.delete.mutationOptions(), {
    saved: { title: 'Account Deleted', message: `${account.username} has been deleted.` },
    failed: failed('The account could not be deleted.'),
    invalidate,
    onSaved: close,
  });

  const confirmations: Partial<Record<NonNullable<Dialog>, PasswordConfirmation>> = {
    disable: {
      title: `Disable ${account.username}?`,
      message: `${account.username} is signed out everywhere at once and cannot sign in until an owner enables the account again.`,
      confirmLabel: 'Disable Account',
      danger: true,
    },
    delete: {
      title: `Delete ${account.username}?`,
      message: `The account ${account.username} and its sessions are deleted. This cannot be undone; its notes on leads keep their text.`,
      confirmLabel: 'Delete Account',
      danger: true,
    },
  };
  const confirming = dialog === 'disable' ? disable : remove;

  return (
    <>
      <Group gap={4} justify="flex-end">
        <Button size="compact-xs" variant="subtle" onClick={() => setDialog('sessions')}>
          Sessions
        </Button>
        <Button size="compact-xs" variant="subtle" onClick={() => setDialog('password')}>
          Reset password
        </Button>
        {account.disabledAt ? (
          <Button size="compact-xs" variant="subtle" onClick={() => enable.mutate({ userId: account.id })}>
            Enable
          </Button>
        ) : (
          <Button size="compact-xs" variant="subtle" onClick={() => setDialog('disable')}>
            Disable
          </Button>
        )}
        <Button size="compact-xs" variant="subtle" color="red" onClick={() => setDialog('delete')}>
          Delete
        </Button>
      </Group>
      <Modal opened={dialog === 'sessions'} onClose={close} title={`Sessions of ${account.username}`} centered>
        {dialog === 'sessions' ? <SessionsList userId={account.id} /> : null}
      </Modal>
      <Modal
        opened={dialog === 'password'}
        onClose={close}
        title={`Reset the password of ${account.username}`}
        centered
      >
        <ResetPasswordForm userId={account.id} onDone={close} />
      </Modal>
      <ConfirmWithPassword
        confirmation={(dialog && confirmations[dialog]) ?? null}
        busy={confirming.isPending}
        error={confirming.error ? trpcErrorMessage(confirming.error, 'Please try again.') : null}
        onCancel={close}
        onConfirm={(currentPassword) => confirming.mutate({ userId: account.id, currentPassword })}
      />
    </>
  );
}

function ResetPasswordForm({ userId, onDone }: { userId: number; onDone: () => void }) {
  const { trpc } = useRouter().options.context;
  const { field, onSubmit, busy } = useConsoleForm({
    schema: staffPasswordResetInput,
    initialValues: { userId, password: '' },
    validateOnBlur: false,
    save: trpc.users.resetPassword.mutationOptions(),
    onSaved: onDone,
    saved: (account) => ({
      title: 'Password Reset',
      message: `${account.username} is signed out and must choose a new password after signing in.`,
    }),
    failed: (error) => trpcErrorMessage(error, 'The password could not be reset. Please try again.'),
    invalidate: [trpc.users.list.queryKey()],
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Their sessions end now; they sign in with this password once, then choose their own.
        </Text>
        <PasswordInput label="New password" autoComplete="new-password" required {...field('password')} />
        <FormActions busy={busy} label="Reset Password" />
      </Stack>
    </form>
  );
}

function SessionsList({ userId }: { userId: number }) {
  const { trpc } = useRouter().options.context;
  const sessions = useQuery(trpc.users.sessions.queryOptions({ userId }, { staleTime: 0 }));
  const end = useConsoleMutation(trpc.users.endSession.mutationOptions(), {
    saved: { title: 'Session Ended', message: 'That browser is signed out.' },
    failed: (error) => trpcErrorMessage(error, 'The session could not be ended. Please try again.'),
    invalidate: [trpc.users.sessions.queryKey({ userId })],
  });
  if (sessions.isError) return <Text c="red">The sessions could not be loaded. Please try again.</Text>;
  if (!sessions.data) return <Text c="dimmed">Loading...</Text>;
  if (!sessions.data.length) return <Text c="dimmed">No active sessions.</Text>;
  return (
    <Stack gap="sm" data-testid="staff-sessions">
      {sessions.data.map((session) => (
        <Group key={session.ref} justify="space-between" wrap="nowrap">
          <div>
            <Text size="sm">Signed in {formatDateTime(session.createdAt)}</Text>
            <Text size="xs" c="dimmed">
              Last active {formatDateTime(session.lastSeenAt)} from {session.ipAddress ?? 'an unknown address'}
            </Text>
          </div>
          <Button
            size="xs"
            variant="default"
            disabled={end.isPending}
            onClick={() => end.mutate({ userId, ref: session.ref })}
          >
            End session
          </Button>
        </Group>
      ))}
    </Stack>
  );
}

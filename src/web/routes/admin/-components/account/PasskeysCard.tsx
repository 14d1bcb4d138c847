import { Button, Group, PasswordInput, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconKey } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { confirmIdentitySchema, passkeyNameSchema } from '../../../../../shared/auth/two-factor.ts';
import { ConsoleTable, type ConsoleColumn } from '../../../../features/console/ConsoleTable/ConsoleTable.tsx';
import { ConfirmDeleteModal } from '../../../../features/console/ConfirmDeleteModal/ConfirmDeleteModal.tsx';
import { SectionCard } from '../../../../features/console/SectionCard/SectionCard.tsx';
import { meQuery } from '../../../../features/console/session.ts';
import { useConsoleMutation } from '../../../../features/console/use-console-mutation.ts';
import { formatDateTime } from '../../../../lib/format-time.ts';
import { firstFieldMessages, trpcErrorMessage } from '../../../../lib/trpc-errors.ts';
import { notifyError } from '../../../../lib/notify.ts';

const newPasskeyForm = confirmIdentitySchema.extend({ name: passkeyNameSchema });

/**
 * The account's passkeys: a phishing-resistant second step after the password, or a sign-in on its own.
 * Each is named, so a lost phone or key can be found and removed.
 */
export function PasskeysCard() {
  const { trpc } = useRouter().options.context;
  const passkeys = useQuery(trpc.twoFactor.passkeys.queryOptions(undefined, { staleTime: 0 }));
  const [removing, setRemoving] = useState<{ id: number; name: string } | null>(null);
  const form = useForm({
    initialValues: { name: '', confirmation: '' },
    validate: schemaResolver(newPasskeyForm, { sync: true }),
  });
  const invalidate = [trpc.twoFactor.passkeys.queryKey(), trpc.twoFactor.status.queryKey(), meQuery(trpc).queryKey];
  const options = useMutation(trpc.twoFactor.passkeyRegistrationOptions.mutationOptions());
  const register = useConsoleMutation(trpc.twoFactor.registerPasskey.mutationOptions(), {
    onSaved: () => form.reset(),
    saved: (passkey) => ({ title: 'Passkey Added', message: `${passkey.name} can now sign you in.` }),
    failed: (error) => trpcErrorMessage(error, 'The passkey could not be added. Please try again.'),
    invalidate,
  });
  const remove = useConsoleMutation(trpc.twoFactor.removePasskey.mutationOptions(), {
    onSaved: () => setRemoving(null),
    saved: { title: 'Passkey Removed', message: 'It can no longer sign you in.' },
    failed: 'The passkey could not be removed. Please try again.',
    invalidate,
  });
  const [asking, setAsking] = useState(false);

  const add = form.onSubmit(async ({ name, confirmation }) => {
    setAsking(true);
    try {
      const optionsJSON = await options.mutateAsync({ confirmation });
      // Loaded only here and at sign-in: no other console page carries WebAuthn code.
      const { startRegistration } = await import('@simplewebauthn/browser');
      const response = await startRegistration({ optionsJSON });
      register.mutate({ name, response });
    } catch (error) {
      const refused = firstFieldMessages(error).confirmation;
      if (refused) form.setFieldError('confirmation', refused);
      notifyError('Error', trpcErrorMessage(error, 'The passkey was not created. Please try again.'));
    } finally {
      setAsking(false);
    }
  });

  type Passkey = NonNullable<typeof passkeys.data>[number];
  const columns: ConsoleColumn<Passkey>[] = [
    {
      key: 'name',
      header: 'Name',
      phone: 'title',
      sortValue: (passkey) => passkey.name,
      cell: (passkey) => passkey.name,
    },
    {
      key: 'added',
      header: 'Added',
      sortValue: (passkey) => new Date(passkey.createdAt),
      cell: (passkey) => formatDateTime(passkey.createdAt),
    },
    {
      key: 'used',
      header: 'Last used',
      sortValue: (passkey) => (passkey.lastUsedAt ? new Date(passkey.lastUsedAt) : 0),
      cell: (passkey) => (passkey.lastUsedAt ? formatDateTime(passkey.lastUsedAt) : 'Never'),
    },
    {
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      align: 'right',
      phone: 'actions',
      cell: (passkey) => (
        <Button
          size="xs"
          variant="subtle"
          color="red"
          aria-label={`Remove ${passkey.name}`}
          onClick={() => setRemoving({ id: passkey.id, name: passkey.name })}
        >
          Remove
        </Button>
      ),
    },
  ];

  return (
    <SectionCard
      title="Passkeys"
      description="Sign in with your phone, computer or security key instead of a code; it works only on this site, so it cannot be phished."
      data-testid="passkeys"
    >
      <Stack gap="md">
        <ConsoleTable
          label="Passkeys"
          columns={columns}
          rows={passkeys.data}
          rowKey={(passkey) => passkey.id}
          error={passkeys.isError ? 'The passkeys could not be loaded. Please try again.' : undefined}
          loading={<Skeleton height={60} />}
          empty={
            <Text size="sm" c="dimmed">
              No passkeys yet.
            </Text>
          }
          minWidth={380}
        />
        <form onSubmit={add} noValidate>
          <Stack gap="sm">
            <TextInput label="Name of the new passkey" placeholder="e.g. My iPhone" {...form.getInputProps('name')} />
            <PasswordInput
              label="Your password or a current code"
              description="A passkey can sign you in on its own, so adding one needs more than this session."
              autoComplete="current-password"
              {...form.getInputProps('confirmation')}
            />
            <Group justify="flex-end">
              <Button
                type="submit"
                leftSection={<IconKey size={16} aria-hidden />}
                loading={asking || register.isPending}
              >
                Add Passkey
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
      <ConfirmDeleteModal
        name={removing ? `the passkey "${removing.name}"` : null}
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate({ id: removing.id })}
      />
    </SectionCard>
  );
}

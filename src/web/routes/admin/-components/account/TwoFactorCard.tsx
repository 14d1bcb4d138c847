import { Alert, Badge, Button, Group, PasswordInput, Skeleton, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconShieldLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { confirmIdentitySchema } from '../../../../../shared/auth/two-factor.ts';
import { SectionCard } from '../../../../features/console/SectionCard/SectionCard.tsx';
import { meQuery } from '../../../../features/console/session.ts';
import { useConsoleMutation } from '../../../../features/console/use-console-mutation.ts';
import { firstFieldMessages, trpcErrorMessage } from '../../../../lib/trpc-errors.ts';
import { RecoveryCodes } from './RecoveryCodes.tsx';
import { TotpSetUp, type TotpSecret } from './TotpSetUp.tsx';

/**
 * The authenticator app (TOTP) of the signed-in account: set it up (QR code, key, a first code), see the
 * recovery codes once, make new ones or turn it off with the password or a current code.
 */
export function TwoFactorCard() {
  const { trpc } = useRouter().options.context;
  const status = useQuery(trpc.twoFactor.status.queryOptions(undefined, { staleTime: 0 }));
  const [started, setStarted] = useState<TotpSecret | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const start = useConsoleMutation(trpc.twoFactor.startTotp.mutationOptions(), {
    onSaved: (secret) => setStarted(secret),
    saved: { title: 'Authenticator App', message: 'Scan the code, then enter the code your app shows.' },
    failed: (error) => trpcErrorMessage(error, 'Setting up could not start. Please try again.'),
  });

  const description =
    'A code from an app on your phone after your password, so a stolen password alone does not open the console.';
  return (
    <SectionCard title="Two-factor sign-in" description={description} data-testid="two-factor">
      {status.isError ? (
        <Text c="red" role="alert">
          Two-factor sign-in could not be loaded. Please try again.
        </Text>
      ) : !status.data ? (
        <Skeleton height={80} />
      ) : codes ? (
        <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />
      ) : started ? (
        <TotpSetUp
          started={started}
          onConfirmed={(recoveryCodes) => {
            setStarted(null);
            setCodes(recoveryCodes);
          }}
          onCancel={() => setStarted(null)}
        />
      ) : status.data.totp ? (
        <TotpOn recoveryCodesLeft={status.data.recoveryCodesLeft} onNewCodes={setCodes} />
      ) : (
        <Stack gap="sm">
          {status.data.required && status.data.passkeys === 0 ? (
            <Alert color="orange" icon={<IconShieldLock size={18} aria-hidden />} title="Required for your account">
              Set up an authenticator app or add a passkey to use the console.
            </Alert>
          ) : null}
          <Group justify="space-between">
            <Badge color="gray" variant="light">
              Off
            </Badge>
            <Button onClick={() => start.mutate()} loading={start.isPending}>
              Set Up Authenticator App
            </Button>
          </Group>
        </Stack>
      )}
    </SectionCard>
  );
}

/** The app is on: new recovery codes or off, each confirmed with the password or a current code. */
function TotpOn({
  recoveryCodesLeft,
  onNewCodes,
}: {
  recoveryCodesLeft: number;
  onNewCodes: (codes: string[]) => void;
}) {
  const { trpc } = useRouter().options.context;
  const form = useForm({
    initialValues: { confirmation: '' },
    validate: schemaResolver(confirmIdentitySchema, { sync: true }),
  });
  const refused = (error: unknown) => {
    const message = firstFieldMessages(error).confirmation;
    if (message) form.setFieldError('confirmation', message);
  };
  const invalidate = [trpc.twoFactor.status.queryKey(), meQuery(trpc).queryKey];
  const regenerate = useConsoleMutation(trpc.twoFactor.regenerateRecoveryCodes.mutationOptions(), {
    onSaved: (result) => {
      form.reset();
      onNewCodes(result.recoveryCodes);
    },
    onFailed: refused,
    saved: { title: 'New Recovery Codes', message: 'The earlier codes no longer work.' },
    failed: (error) => trpcErrorMessage(error, 'New codes could not be made. Please try again.'),
    invalidate,
  });
  const disable = useConsoleMutation(trpc.twoFactor.disableTotp.mutationOptions(), {
    onSaved: () => form.reset(),
    onFailed: refused,
    saved: { title: 'Two-Factor Sign-In Off', message: 'Your password alone signs you in again.' },
    failed: (error) => trpcErrorMessage(error, 'It could not be turned off. Please try again.'),
    invalidate,
  });
  const busy = regenerate.isPending || disable.isPending;
  return (
    <Stack gap="sm">
      <Group gap="sm">
        <Badge color="teal" variant="light">
          On
        </Badge>
        <Text size="sm" c="dimmed" data-testid="recovery-codes-left">
          {recoveryCodesLeft} of 10 recovery codes left
        </Text>
      </Group>
      <PasswordInput
        label="Your password or a current code"
        description="Needed to make new recovery codes or turn the app off."
        autoComplete="current-password"
        {...form.getInputProps('confirmation')}
      />
      <Group justify="flex-end" gap="sm">
        <Button
          variant="default"
          loading={regenerate.isPending}
          disabled={busy}
          onClick={() => form.onSubmit((values) => regenerate.mutate(values))()}
        >
          New Recovery Codes
        </Button>
        <Button
          color="red"
          variant="light"
          loading={disable.isPending}
          disabled={busy}
          onClick={() => form.onSubmit((values) => disable.mutate(values))()}
        >
          Turn Off
        </Button>
      </Group>
    </Stack>
  );
}

import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { confirmTotpSchema } from '../../../../../shared/auth/two-factor.ts';
import { FormActions } from '../../../../features/console/FormActions/FormActions.tsx';
import { meQuery } from '../../../../features/console/session.ts';
import { useConsoleForm } from '../../../../features/console/use-record-form.ts';
import { trpcErrorMessage } from '../../../../lib/trpc-errors.ts';
import classes from './TwoFactor.module.css';

export interface TotpSecret {
  secret: string;
  qrSvg: string;
}

/** The secret in groups of four, as authenticator apps show them and people type them. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** Scan or type the new secret, then prove it works with a current code; the answer is the recovery codes. */
export function TotpSetUp({
  started,
  onConfirmed,
  onCancel,
}: {
  started: TotpSecret;
  onConfirmed: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}) {
  const { trpc } = useRouter().options.context;
  const { field, onSubmit, busy } = useConsoleForm({
    schema: confirmTotpSchema,
    initialValues: { code: '' },
    validateOnBlur: false,
    save: trpc.twoFactor.confirmTotp.mutationOptions(),
    onSaved: (result) => onConfirmed(result.recoveryCodes),
    saved: { title: 'Two-Factor Sign-In On', message: 'From your next sign-in you will be asked for a code.' },
    failed: (error) => trpcErrorMessage(error, 'The code could not be checked. Please try again.'),
    invalidate: [trpc.twoFactor.status.queryKey(), meQuery(trpc).queryKey],
  });
  return (
    <Stack gap="md">
      <Group align="flex-start" gap="lg" wrap="wrap">
        {/* The server draws the QR code from the secret's otpauth link (the `qr` package, as permits do). */}
        <div
          className={classes.qr}
          role="img"
          aria-label="QR code of the authenticator app's secret"
          dangerouslySetInnerHTML={{ __html: started.qrSvg }}
        />
        <Stack gap={6} style={{ flex: '1 1 220px' }}>
          <Text size="sm">
            Scan the code with your authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…), or
            type this key:
          </Text>
          <Text className={classes.secret} data-testid="totp-secret" fw={600}>
            {grouped(started.secret)}
          </Text>
        </Stack>
      </Group>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Code from the app"
            description="Six digits; a new one every 30 seconds."
            autoComplete="one-time-code"
            inputMode="numeric"
            required
            {...field('code')}
          />
          <FormActions busy={busy} label="Turn On" busyLabel="Checking...">
            <Button variant="subtle" color="gray" onClick={onCancel} disabled={busy}>
              Cancel
            </Button>
          </FormActions>
        </Stack>
      </form>
    </Stack>
  );
}

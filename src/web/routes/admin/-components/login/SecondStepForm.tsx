import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { secondStepCodeSchema, type SecondStepMethod } from '../../../../../shared/auth/two-factor.ts';
import { signInWithPasskey } from './passkey-sign-in.ts';
import { verifyCode, type SignInOutcome } from './sign-in.ts';

/**
 * The second step after a right password: a code from the authenticator app or a recovery code, or
 * the account's passkey. `onOutcome` gets whatever the step answered; `onStartOver` goes back.
 */
export function SecondStepForm({
  methods,
  onOutcome,
  onStartOver,
}: {
  methods: SecondStepMethod[];
  onOutcome: (outcome: SignInOutcome) => void;
  onStartOver: () => void;
}) {
  const [busy, setBusy] = useState<'code' | 'passkey' | null>(null);
  const form = useForm({ initialValues: { code: '' }, validate: schemaResolver(secondStepCodeSchema, { sync: true }) });
  const hasTotp = methods.includes('totp');

  const run = async (kind: 'code' | 'passkey', step: () => Promise<SignInOutcome>) => {
    setBusy(kind);
    const outcome = await step();
    setBusy(null);
    if (!outcome.ok) form.setFieldValue('code', '');
    onOutcome(outcome);
  };
  const submit = form.onSubmit((values) => run('code', () => verifyCode(values)));

  return (
    <Stack gap="md">
      <Text size="sm">
        {hasTotp
          ? 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.'
          : 'Confirm it is you with your passkey.'}
      </Text>
      {hasTotp ? (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <TextInput
              label="Code"
              autoComplete="one-time-code"
              inputMode="text"
              autoFocus
              required
              {...form.getInputProps('code')}
            />
            <Button type="submit" fullWidth loading={busy === 'code'} disabled={busy === 'passkey'}>
              Verify
            </Button>
          </Stack>
        </form>
      ) : null}
      {methods.includes('passkey') ? (
        <>
          {hasTotp ? (
            <Text size="xs" c="dimmed" ta="center">
              or
            </Text>
          ) : null}
          <Button
            variant={hasTotp ? 'default' : 'filled'}
            fullWidth
            leftSection={<IconKey size={18} aria-hidden />}
            loading={busy === 'passkey'}
            disabled={busy === 'code'}
            onClick={() => void run('passkey', () => signInWithPasskey())}
          >
            Use your passkey
          </Button>
        </>
      ) : null}
      <Group justify="center">
        <Anchor component="button" type="button" size="sm" onClick={onStartOver}>
          Start again with your password
        </Anchor>
      </Group>
    </Stack>
  );
}

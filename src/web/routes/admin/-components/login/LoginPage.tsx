import { Alert, Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertCircle, IconKey } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouter, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { loginInputSchema } from '../../../../../shared/auth/login-schema.ts';
import type { SecondStepMethod } from '../../../../../shared/auth/two-factor.ts';
import { allowDraftRestore } from '../../../../features/console/drafts.ts';
import { MY_LEADS_HREF } from '../../../../features/console/inquiry-filters.ts';
import { meQuery } from '../../../../features/console/session.ts';
import classes from './LoginPage.module.css';

const TODAY_HREF = '/admin/today';
import { signInWithPasskey } from './passkey-sign-in.ts';
import { SecondStepForm } from './SecondStepForm.tsx';
import { adminRedirectTarget, signIn, type SignInOutcome } from './sign-in.ts';

/** Staff sign in, and go back to the page they asked for (or, for an agent's own account, to their leads). */
export function LoginPage() {
  const { trpc } = useRouter().options.context;
  const { redirect } = useSearch({ from: '/admin/login' });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'password' | 'passkey' | null>(null);
  /** Set once the password was right and the account has a second factor. */
  const [secondStep, setSecondStep] = useState<SecondStepMethod[] | null>(null);
  /** Set once a sign-in was held back: an app code typed with the password then gets past the hold. */
  const [held, setHeld] = useState(false);
  const form = useForm({
    initialValues: { username: '', password: '', code: '' },
    validate: schemaResolver(loginInputSchema, { sync: true }),
  });

  const settle = async (outcome: SignInOutcome) => {
    if (!outcome.ok) {
      setError(outcome.message);
      if (outcome.held) setHeld(true);
      return;
    }
    setError(null);
    if (!outcome.user) {
      setSecondStep(outcome.methods);
      return;
    }
    // The console asks the server again whether this account must set up two-factor sign-in first.
    await queryClient.invalidateQueries({ queryKey: meQuery(trpc).queryKey });
    allowDraftRestore();
    // Back to the page asked for; otherwise an Agent-role account opens on its day, another linked to
    // an agent on its leads.
    const home = outcome.user.role === 'agent' ? TODAY_HREF : outcome.user.agentId ? MY_LEADS_HREF : '/admin';
    await navigate({ href: redirect ? adminRedirectTarget(redirect) : home, replace: true });
  };

  const submit = form.onSubmit(async (values) => {
    setBusy('password');
    setError(null);
    const outcome = await signIn(values);
    setBusy(null);
    form.setFieldValue('password', '');
    form.setFieldValue('code', '');
    await settle(outcome);
  });

  const withPasskey = async () => {
    setBusy('passkey');
    setError(null);
    const outcome = await signInWithPasskey();
    setBusy(null);
    await settle(outcome);
  };

  return (
    <main id="main" className={classes.page}>
      <Paper className={classes.card} shadow="md" p="xl" withBorder>
        <Stack gap="lg">
          <div>
            <Text className={classes.eyebrow}>Six Senses Residences · Palm Jumeirah</Text>
            <Title order={1} className={classes.title}>
              Staff sign in
            </Title>
          </div>
          {error ? (
            <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert" title="Sign-in failed">
              {error}
            </Alert>
          ) : null}
          {secondStep ? (
            <SecondStepForm
              methods={secondStep}
              onOutcome={(outcome) => void settle(outcome)}
              onStartOver={() => {
                setSecondStep(null);
                setError(null);
              }}
            />
          ) : (
            <form onSubmit={submit} noValidate>
              <Stack gap="md">
                <TextInput label="Username" autoComplete="username" required {...form.getInputProps('username')} />
                <PasswordInput
                  label="Password"
                  autoComplete="current-password"
                  required
                  {...form.getInputProps('password')}
                />
                {held ? (
                  <TextInput
                    label="Authenticator app code"
                    description="Held back after many failed attempts on this account? A current code from your authenticator app, with your password, signs you in now."
                    autoComplete="one-time-code"
                    inputMode="numeric"
                    maxLength={6}
                    {...form.getInputProps('code')}
                  />
                ) : null}
                <Button type="submit" fullWidth loading={busy === 'password'} disabled={busy === 'passkey'}>
                  Sign in
                </Button>
                <Text size="xs" c="dimmed" ta="center">
                  or
                </Text>
                <Button
                  variant="default"
                  fullWidth
                  leftSection={<IconKey size={18} aria-hidden />}
                  loading={busy === 'passkey'}
                  disabled={busy === 'password'}
                  onClick={() => void withPasskey()}
                >
                  Use a passkey
                </Button>
              </Stack>
            </form>
          )}
          <Text size="xs" c="dimmed">
            For agency staff only. Forgotten your password? Ask a colleague with an account to set a new one.
          </Text>
        </Stack>
      </Paper>
    </main>
  );
}

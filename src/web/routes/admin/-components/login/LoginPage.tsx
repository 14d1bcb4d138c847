import { Alert, Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouter, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { loginInputSchema } from '../../../../../shared/auth/login-schema.ts';
import { allowDraftRestore } from '../../../../features/console/drafts.ts';
import { MY_LEADS_HREF } from '../../../../features/console/inquiry-filters.ts';
import { meQuery } from '../../../../features/console/session.ts';
import classes from './LoginPage.module.css';
import { adminRedirectTarget, signIn } from './sign-in.ts';

/** Staff sign in, and go back to the page they asked for (or, for an agent's own account, to their leads). */
export function LoginPage() {
  const { trpc } = useRouter().options.context;
  const { redirect } = useSearch({ from: '/admin/login' });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm({
    initialValues: { username: '', password: '' },
    validate: schemaResolver(loginInputSchema, { sync: true }),
  });

  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    setError(null);
    const outcome = await signIn(values);
    setBusy(false);
    if (outcome.ok) {
      queryClient.setQueryData(meQuery(trpc).queryKey, { user: outcome.user });
      allowDraftRestore();
      // Back to the page asked for; otherwise an agent's own account opens on their leads.
      const home = outcome.user.agentId ? MY_LEADS_HREF : '/admin';
      await navigate({ href: redirect ? adminRedirectTarget(redirect) : home, replace: true });
      return;
    }
    form.setFieldValue('password', '');
    setError(outcome.message);
  });

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
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <TextInput label="Username" autoComplete="username" required {...form.getInputProps('username')} />
              <PasswordInput
                label="Password"
                autoComplete="current-password"
                required
                {...form.getInputProps('password')}
              />
              <Button type="submit" fullWidth loading={busy}>
                Sign in
              </Button>
            </Stack>
          </form>
          <Text size="xs" c="dimmed">
            For agency staff only. Forgotten your password? Ask a colleague with an account to set a new one.
          </Text>
        </Stack>
      </Paper>
    </main>
  );
}

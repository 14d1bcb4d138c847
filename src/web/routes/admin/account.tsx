import { Button, Card, Group, PasswordInput, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { changePasswordSchema, createUserSchema } from '../../../shared/auth/schemas.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { PageHeader } from '../../features/console/PageHeader/PageHeader.tsx';
import { meQuery } from '../../features/console/session.ts';
import { StaffAgentLinks } from './-components/StaffAgentLinks.tsx';

export const Route = createFileRoute('/admin/account')({
  component: Account,
});

function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message && error.message !== 'Invalid input' ? error.message : fallback;
}

function Account() {
  const { trpc } = Route.useRouteContext();
  const queryClient = useQueryClient();
  const { data: me } = useQuery(meQuery(trpc));
  const passwordForm = useForm({
    initialValues: { currentPassword: '', newPassword: '' },
    validate: schemaResolver(changePasswordSchema, { sync: true }),
  });
  const userForm = useForm({
    initialValues: { username: '', password: '', currentPassword: '' },
    validate: schemaResolver(createUserSchema, { sync: true }),
  });

  const changePassword = useMutation(
    trpc.auth.changePassword.mutationOptions({
      onSuccess: () => {
        passwordForm.reset();
        notifySuccess('Password Changed', 'Your new password is in use from now on.');
      },
      onError: (error) =>
        notifyError('Error', messageOf(error, 'The password could not be changed. Please try again.')),
    }),
  );
  const createUser = useMutation(
    trpc.auth.createUser.mutationOptions({
      onSuccess: async (user) => {
        userForm.reset();
        notifySuccess('Account Created', `${user.username} can now sign in.`);
        await queryClient.invalidateQueries({ queryKey: trpc.users.list.queryKey() });
      },
      onError: (error) => notifyError('Error', messageOf(error, 'The account could not be created. Please try again.')),
    }),
  );

  return (
    <>
      <PageHeader title="Account" description={me?.user ? `Signed in as ${me.user.username}.` : undefined} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Card withBorder padding="lg">
          <Title order={2} fz="1.3rem" mb="xs">
            Change your password
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            At least 10 characters. Your other sessions are signed out.
          </Text>
          <form onSubmit={passwordForm.onSubmit((values) => changePassword.mutate(values))} noValidate>
            <Stack gap="sm">
              <PasswordInput
                label="Current password"
                autoComplete="current-password"
                required
                {...passwordForm.getInputProps('currentPassword')}
              />
              <PasswordInput
                label="New password"
                autoComplete="new-password"
                required
                {...passwordForm.getInputProps('newPassword')}
              />
              <Group justify="flex-end">
                <Button type="submit" disabled={changePassword.isPending}>
                  {changePassword.isPending ? 'Saving...' : 'Change Password'}
                </Button>
              </Group>
            </Stack>
          </form>
        </Card>
        <Card withBorder padding="lg">
          <Title order={2} fz="1.3rem" mb="xs">
            Add a staff account
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            Every staff member has their own account, so the leads history shows who did what.
          </Text>
          <form onSubmit={userForm.onSubmit((values) => createUser.mutate(values))} noValidate>
            <Stack gap="sm">
              <TextInput label="Username" autoComplete="off" required {...userForm.getInputProps('username')} />
              <PasswordInput
                label="Password"
                autoComplete="new-password"
                required
                {...userForm.getInputProps('password')}
              />
              <PasswordInput
                label="Your current password"
                description="Confirms it is you adding the account."
                autoComplete="current-password"
                required
                {...userForm.getInputProps('currentPassword')}
              />
              <Group justify="flex-end">
                <Button type="submit" disabled={createUser.isPending}>
                  {createUser.isPending ? 'Creating...' : 'Create Account'}
                </Button>
              </Group>
            </Stack>
          </form>
        </Card>
      </SimpleGrid>
      <StaffAgentLinks />
    </>
  );
}

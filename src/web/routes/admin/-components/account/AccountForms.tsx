import { PasswordInput, Stack, TextInput } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { PASSWORD_MIN_LENGTH } from '../../../../../shared/auth/password-strength.ts';
import { changePasswordSchema, createUserSchema } from '../../../../../shared/auth/schemas.ts';
import { FormActions } from '../../../../features/console/FormActions/FormActions.tsx';
import { SectionCard } from '../../../../features/console/SectionCard/SectionCard.tsx';
import { useConsoleForm } from '../../../../features/console/use-record-form.ts';
import { trpcErrorMessage } from '../../../../lib/trpc-errors.ts';

/** What a new password must be, as the shared schema checks it. */
const PASSWORD_RULE = `At least ${PASSWORD_MIN_LENGTH} characters and not a common password.`;

/** The signed-in staff member's new password; their other sessions end. */
export function ChangePasswordForm() {
  const { trpc } = useRouter().options.context;
  const { field, onSubmit, busy } = useConsoleForm({
    schema: changePasswordSchema,
    initialValues: { currentPassword: '', newPassword: '' },
    validateOnBlur: false,
    save: trpc.auth.changePassword.mutationOptions(),
    onSaved: (_result, form) => form.reset(),
    saved: { title: 'Password Changed', message: 'Your new password is in use from now on.' },
    failed: (error) => trpcErrorMessage(error, 'The password could not be changed. Please try again.'),
  });
  return (
    <SectionCard title="Change your password" description={`${PASSWORD_RULE} Your other sessions are signed out.`}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            required
            {...field('currentPassword')}
          />
          <PasswordInput label="New password" autoComplete="new-password" required {...field('newPassword')} />
          <FormActions busy={busy} label="Change Password" />
        </Stack>
      </form>
    </SectionCard>
  );
}

/** A new staff account, confirmed with the current password of whoever adds it. */
export function CreateStaffAccountForm() {
  const { trpc } = useRouter().options.context;
  const { field, onSubmit, busy } = useConsoleForm({
    schema: createUserSchema,
    initialValues: { username: '', password: '', currentPassword: '' },
    validateOnBlur: false,
    save: trpc.auth.createUser.mutationOptions(),
    onSaved: (_user, form) => form.reset(),
    saved: (user) => ({ title: 'Account Created', message: `${user.username} can now sign in.` }),
    failed: (error) => trpcErrorMessage(error, 'The account could not be created. Please try again.'),
    invalidate: [trpc.users.list.queryKey()],
  });
  return (
    <SectionCard
      title="Add a staff account"
      description="Every staff member has their own account, so the leads history shows who did what."
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <TextInput label="Username" autoComplete="off" required {...field('username')} />
          <PasswordInput
            label="Password"
            description={PASSWORD_RULE}
            autoComplete="new-password"
            required
            {...field('password')}
          />
          <PasswordInput
            label="Your current password"
            description="Confirms it is you adding the account."
            autoComplete="current-password"
            required
            {...field('currentPassword')}
          />
          <FormActions busy={busy} label="Create Account" busyLabel="Creating..." />
        </Stack>
      </form>
    </SectionCard>
  );
}

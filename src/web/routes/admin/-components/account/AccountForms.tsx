import { PasswordInput, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { PASSWORD_MIN_LENGTH } from '../../../../../shared/auth/password-strength.ts';
import { changePasswordSchema } from '../../../../../shared/auth/schemas.ts';
import { FormActions } from '../../../../features/console/FormActions/FormActions.tsx';
import { meQuery } from '../../../../features/console/session.ts';
import { SectionCard } from '../../../../features/console/SectionCard/SectionCard.tsx';
import { useConsoleForm } from '../../../../features/console/use-record-form.ts';
import { trpcErrorMessage } from '../../../../lib/trpc-errors.ts';

/** What a new password must be, as the shared schema checks it. */
const PASSWORD_RULE = `At least ${PASSWORD_MIN_LENGTH} characters and not a common password.`;

/** The signed-in staff member's new password; their other sessions end. */
export function ChangePasswordForm() {
  const { trpc } = useRouter().options.context;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { field, onSubmit, busy } = useConsoleForm({
    schema: changePasswordSchema,
    initialValues: { currentPassword: '', newPassword: '' },
    validateOnBlur: false,
    save: trpc.auth.changePassword.mutationOptions(),
    onSaved: (_result, form) => {
      form.reset();
      // After a reset by an owner, the new password opens the rest of the console.
      const me = queryClient.getQueryData(meQuery(trpc).queryKey);
      if (me?.user?.mustChangePassword) {
        queryClient.setQueryData(meQuery(trpc).queryKey, { ...me, user: { ...me.user, mustChangePassword: false } });
        void navigate({ to: '/admin' });
      }
    },
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

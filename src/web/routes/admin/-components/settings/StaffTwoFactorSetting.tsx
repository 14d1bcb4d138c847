import { Checkbox, Group } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '../../../../../shared/staff/permissions.ts';
import { SectionCard } from '../../../../features/console/SectionCard/SectionCard.tsx';
import { meQuery } from '../../../../features/console/session.ts';
import { useConsoleMutation } from '../../../../features/console/use-console-mutation.ts';

/** A role in the plural, as the setting lists them ("Owners"). */
const roleName = (role: StaffRole) => `${STAFF_ROLE_LABELS[role]}s`;

/**
 * The roles that must sign in with a second factor, ticked one by one; a tick saves at once. With
 * STAFF_2FA_REQUIRED on the server every role must, so every box shows ticked and none can be changed.
 */
export function StaffTwoFactorSetting({ roles, fromEnvironment }: { roles: StaffRole[]; fromEnvironment: boolean }) {
  const { trpc } = useRouter().options.context;
  const queryClient = useQueryClient();
  const update = useConsoleMutation(trpc.settings.update.mutationOptions(), {
    onSaved: (saved) => queryClient.setQueryData(trpc.settings.get.queryKey(), saved),
    saved: (saved) => ({
      title: 'Settings Saved',
      message: saved.staffTwoFactorRoles.length
        ? `Two-factor sign-in is now required for: ${saved.staffTwoFactorRoles.map(roleName).join(', ')}.`
        : 'Two-factor sign-in is optional for every role.',
    }),
    failed: 'The setting could not be saved. Please try again.',
    invalidate: [meQuery(trpc).queryKey],
  });
  const ticked = fromEnvironment
    ? [...STAFF_ROLES]
    : update.isPending
      ? (update.variables.staffTwoFactorRoles ?? roles)
      : roles;
  return (
    <SectionCard
      title="Staff sign-in"
      description={
        'A second step after the password (a code from an app, or a passkey) keeps a stolen password from opening the console.'
      }
    >
      <Checkbox.Group
        label={'Require two-factor sign-in for'}
        description={
          fromEnvironment
            ? 'STAFF_2FA_REQUIRED is set on the server: every role needs two-factor sign-in, whatever is ticked here.'
            : 'An account of a ticked role without an authenticator app or a passkey is sent to set one up before it can use the console.'
        }
        value={ticked}
        onChange={(value) => update.mutate({ staffTwoFactorRoles: STAFF_ROLES.filter((role) => value.includes(role)) })}
      >
        <Group mt="xs">
          {STAFF_ROLES.map((role) => (
            <Checkbox key={role} value={role} label={roleName(role)} disabled={fromEnvironment || update.isPending} />
          ))}
        </Group>
      </Checkbox.Group>
    </SectionCard>
  );
}

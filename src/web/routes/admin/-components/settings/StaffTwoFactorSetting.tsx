import { Checkbox, Group } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { m } from '../../../../../shared/paraglide/messages.js';
import { STAFF_ROLES, type StaffRole } from '../../../../../shared/staff/permissions.ts';
import { SectionCard } from '../../../../features/console/SectionCard/SectionCard.tsx';
import { meQuery } from '../../../../features/console/session.ts';
import { useConsoleMutation } from '../../../../features/console/use-console-mutation.ts';

const ROLE_NAMES: Record<StaffRole, () => string> = {
  owner: m.console_role_owner,
  manager: m.console_role_manager,
  agent: m.console_role_agent,
  editor: m.console_role_editor,
};

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
      title: m.console_staff_sign_in_saved_title(),
      message: saved.staffTwoFactorRoles.length
        ? m.console_staff_sign_in_saved_some({
            roles: saved.staffTwoFactorRoles.map((role) => ROLE_NAMES[role]()).join(', '),
          })
        : m.console_staff_sign_in_saved_none(),
    }),
    failed: m.console_staff_sign_in_failed(),
    invalidate: [meQuery(trpc).queryKey],
  });
  const ticked = fromEnvironment
    ? [...STAFF_ROLES]
    : update.isPending
      ? (update.variables.staffTwoFactorRoles ?? roles)
      : roles;
  return (
    <SectionCard title={m.console_staff_sign_in_title()} description={m.console_staff_sign_in_description()}>
      <Checkbox.Group
        label={m.console_staff_sign_in_label()}
        description={fromEnvironment ? m.console_staff_sign_in_environment() : m.console_staff_sign_in_explanation()}
        value={ticked}
        onChange={(value) => update.mutate({ staffTwoFactorRoles: STAFF_ROLES.filter((role) => value.includes(role)) })}
      >
        <Group mt="xs">
          {STAFF_ROLES.map((role) => (
            <Checkbox
              key={role}
              value={role}
              label={ROLE_NAMES[role]()}
              disabled={fromEnvironment || update.isPending}
            />
          ))}
        </Group>
      </Checkbox.Group>
    </SectionCard>
  );
}

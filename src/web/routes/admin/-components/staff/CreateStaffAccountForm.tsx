import { PasswordInput, Select, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { createUserSchema } from '../../../../../shared/auth/schemas.ts';
import { STAFF_ROLE_LABELS, STAFF_ROLES } from '../../../../../shared/staff/permissions.ts';
import { FormActions } from '../../../../features/console/FormActions/FormActions.tsx';
import { SectionCard } from '../../../../features/console/SectionCard/SectionCard.tsx';
import { useConsoleForm } from '../../../../features/console/use-record-form.ts';
import { trpcErrorMessage } from '../../../../lib/trpc-errors.ts';

export const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: STAFF_ROLE_LABELS[role] }));

/** A new staff account with its role and linked agent, confirmed with the current password of the owner adding it. */
export function CreateStaffAccountForm() {
  const { trpc } = useRouter().options.context;
  const agents = useQuery(trpc.agents.list.queryOptions());
  const { field, onSubmit, busy } = useConsoleForm({
    schema: createUserSchema,
    initialValues: { username: '', password: '', role: 'agent', agentId: null, email: '', currentPassword: '' },
    validateOnBlur: false,
    save: trpc.auth.createUser.mutationOptions(),
    onSaved: (_user, form) => form.reset(),
    saved: (user, input) => ({
      title: 'Account Created',
      message: input.email
        ? `${user.username} can now sign in. A link was sent to ${input.email}: the address is used once ${user.username} opens it.`
        : `${user.username} can now sign in.`,
    }),
    failed: (error) => trpcErrorMessage(error, 'The account could not be created. Please try again.'),
    invalidate: [trpc.users.list.queryKey()],
  });
  const agentField = field('agentId');
  return (
    <SectionCard
      title="Add a staff account"
      description="Every staff member has their own account and the least role their work needs."
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <TextInput label="Username" autoComplete="off" required {...field('username')} />
          <PasswordInput label="Password" autoComplete="new-password" required {...field('password')} />
          <Select label="Role" data={ROLE_OPTIONS} allowDeselect={false} required {...field('role')} />
          <Select
            label="Linked agent"
            placeholder="Not an agent"
            clearable
            data={(agents.data ?? []).map((agent) => ({ value: String(agent.id), label: agent.name }))}
            {...agentField}
            value={agentField.value === null || agentField.value === undefined ? null : String(agentField.value)}
          />
          <TextInput
            label="E-mail"
            description="Their own address, for security notices (owners). A link goes there; it is used once they open it, signed in."
            type="email"
            autoComplete="off"
            {...field('email')}
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

import { Badge, Group, Select, Skeleton, Switch, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { optionalEnum } from '../../../../../shared/enums.ts';
import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '../../../../../shared/staff/permissions.ts';
import type { StaffAccountView } from '../../../../../shared/users/schemas.ts';
import { ConsoleTable, type ConsoleColumn } from '../../../../features/console/ConsoleTable/ConsoleTable.tsx';
import { SectionCard } from '../../../../features/console/SectionCard/SectionCard.tsx';
import { meQuery } from '../../../../features/console/session.ts';
import { useConsoleMutation } from '../../../../features/console/use-console-mutation.ts';
import { firstFieldMessages, trpcErrorMessage } from '../../../../lib/trpc-errors.ts';
import { ROLE_OPTIONS } from './CreateStaffAccountForm.tsx';
import { ConfirmWithPassword } from './ConfirmWithPassword.tsx';
import { StaffAccountActions } from './StaffAccountActions.tsx';

/**
 * Every staff account: its role, the agent it belongs to (a linked account opens on "My leads"),
 * a manager's lead export, and the owner's actions on it. An agent belongs to one account at most,
 * so agents another account holds are offered disabled, naming that account.
 */
export function StaffAccountsTable() {
  const { trpc } = useRouter().options.context;
  const accounts = useQuery(trpc.users.list.queryOptions(undefined, { staleTime: 0 }));
  const agents = useQuery(trpc.agents.list.queryOptions());
  const changed = [trpc.users.list.queryKey(), meQuery(trpc).queryKey];
  const link = useConsoleMutation(trpc.users.linkAgent.mutationOptions(), {
    saved: (account) => ({
      title: 'Account Linked',
      message: account.agentName
        ? `${account.username} now opens on ${account.agentName}'s leads.`
        : `${account.username} is linked to no agent.`,
    }),
    failed: (error) => firstFieldMessages(error).agentId ?? 'The account could not be linked. Please try again.',
    invalidate: changed,
  });
  // A role change waits in this dialog for the owner's password (the select shows the role held until then).
  const [roleChange, setRoleChange] = useState<{ account: StaffAccountView; role: StaffRole } | null>(null);
  const setRole = useConsoleMutation(trpc.users.setRole.mutationOptions(), {
    saved: (account) => ({ title: 'Role Changed', message: `${account.username} is now ${account.role}.` }),
    failed: (error) => trpcErrorMessage(error, 'The role could not be changed. Please try again.'),
    invalidate: changed,
    onSaved: () => setRoleChange(null),
  });
  const cancelRoleChange = () => {
    setRoleChange(null);
    setRole.reset();
  };
  const setExport = useConsoleMutation(trpc.users.setLeadExport.mutationOptions(), {
    saved: (account) => ({
      title: 'Lead Export',
      message: `${account.username} ${account.canExportLeads ? 'may now' : 'may no longer'} export leads.`,
    }),
    failed: (error) => trpcErrorMessage(error, 'The lead export could not be changed. Please try again.'),
    invalidate: changed,
  });
  const setOfficer = useConsoleMutation(trpc.users.setComplianceOfficer.mutationOptions(), {
    saved: (account) => ({
      title: 'Compliance Officer',
      message: `${account.username} ${account.complianceOfficer ? 'is now' : 'is no longer'} a Compliance Officer.`,
    }),
    failed: (error) => trpcErrorMessage(error, 'The Compliance Officer flag could not be changed. Please try again.'),
    invalidate: changed,
  });
  const busy = link.isPending || setRole.isPending || setExport.isPending || setOfficer.isPending;

  const holderOf = new Map((accounts.data ?? []).flatMap((a) => (a.agentId ? [[a.agentId, a] as const] : [])));
  const agentOptions = (account: StaffAccountView) =>
    (agents.data ?? []).map((agent) => {
      const holder = holderOf.get(agent.id);
      const takenByOther = holder !== undefined && holder.id !== account.id;
      return {
        value: String(agent.id),
        label: takenByOther ? `${agent.name} (${holder.username})` : agent.name,
        disabled: takenByOther,
      };
    });

  const columns: ConsoleColumn<StaffAccountView>[] = [
    {
      key: 'account',
      header: 'Account',
      phone: 'title',
      sortValue: (account) => account.username,
      cell: (account) => (
        <Group gap={6} wrap="nowrap">
          <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
            {account.username}
          </Text>
          {account.disabledAt ? (
            <Badge size="sm" color="gray" variant="light">
              Disabled
            </Badge>
          ) : null}
          {account.mustChangePassword ? (
            <Badge size="sm" color="orchid" variant="light">
              New password due
            </Badge>
          ) : null}
        </Group>
      ),
    },
    {
      key: 'role',
      header: 'Role',
      sortValue: (account) => STAFF_ROLES.indexOf(account.role),
      cell: (account) => (
        <Select
          w={150}
          aria-label={`Role of ${account.username}`}
          data={ROLE_OPTIONS}
          allowDeselect={false}
          disabled={busy}
          value={account.role}
          onChange={(value) => {
            const role = optionalEnum(value, STAFF_ROLES);
            if (role && role !== account.role) setRoleChange({ account, role });
          }}
        />
      ),
    },
    {
      key: 'agent',
      header: 'Agent',
      cell: (account) => (
        <Select
          w={200}
          aria-label={`Agent of ${account.username}`}
          placeholder="Not an agent"
          clearable
          disabled={busy}
          clearButtonProps={{ 'aria-label': `Unlink ${account.username}` }}
          data={agentOptions(account)}
          value={account.agentId ? String(account.agentId) : null}
          onChange={(value) => link.mutate({ userId: account.id, agentId: value ? Number(value) : null })}
        />
      ),
    },
    {
      key: 'export',
      header: 'Lead export',
      cell: (account) =>
        account.role === 'manager' ? (
          <Switch
            aria-label={`${account.username} may export leads`}
            checked={account.canExportLeads}
            disabled={busy}
            onChange={(event) => setExport.mutate({ userId: account.id, allowed: event.currentTarget.checked })}
          />
        ) : (
          <Text size="sm" c="dimmed">
            {account.role === 'owner' ? 'Always' : 'Never'}
          </Text>
        ),
    },
    {
      key: 'compliance',
      header: 'Compliance Officer',
      cell: (account) =>
        account.role === 'owner' ? (
          <Text size="sm" c="dimmed">
            Always
          </Text>
        ) : (
          <Switch
            aria-label={`${account.username} is a Compliance Officer`}
            checked={account.complianceOfficer}
            disabled={busy}
            onChange={(event) => setOfficer.mutate({ userId: account.id, granted: event.currentTarget.checked })}
          />
        ),
    },
    {
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      align: 'right',
      phone: 'actions',
      cell: (account) => <StaffAccountActions account={account} />,
    },
  ];

  return (
    <SectionCard title="Staff accounts" description="Roles decide what each account sees and may change." mt="md">
      <ConsoleTable
        label="Staff accounts"
        data-testid="staff-accounts"
        columns={columns}
        rows={accounts.data && agents.data ? accounts.data : undefined}
        rowKey={(account) => account.id}
        rowProps={(account) => ({ 'data-testid': `staff-${account.username}` })}
        error={
          accounts.isError || agents.isError ? 'The staff accounts could not be loaded. Please try again.' : undefined
        }
        loading={<Skeleton height={80} />}
        empty="No staff accounts yet."
        minWidth={840}
      />
      <ConfirmWithPassword
        confirmation={roleChange ? roleChangeConfirmation(roleChange.account, roleChange.role) : null}
        busy={setRole.isPending}
        error={setRole.error ? trpcErrorMessage(setRole.error, 'Please try again.') : null}
        onCancel={cancelRoleChange}
        onConfirm={(currentPassword) =>
          roleChange && setRole.mutate({ userId: roleChange.account.id, role: roleChange.role, currentPassword })
        }
      />
    </SectionCard>
  );
}

/** What a role change does, said before it is made: demoting an owner is said plainly. */
function roleChangeConfirmation(account: StaffAccountView, role: StaffRole) {
  const from = STAFF_ROLE_LABELS[account.role];
  const to = STAFF_ROLE_LABELS[role];
  const demotesOwner = account.role === 'owner';
  return {
    title: `Change the role of ${account.username}?`,
    message: demotesOwner
      ? `${account.username} is an owner and will no longer manage staff accounts or settings: from ${from} to ${to}, at once in every open session.`
      : `From ${from} to ${to}, at once in every open session.${role === 'owner' ? ' An owner can change every account and setting; the owners are told.' : ''}`,
    confirmLabel: 'Change Role',
    danger: demotesOwner,
  };
}

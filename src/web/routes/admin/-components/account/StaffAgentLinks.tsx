import { Select, Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { SectionCard } from '../../../../features/console/SectionCard/SectionCard.tsx';
import { meQuery } from '../../../../features/console/session.ts';
import { useConsoleMutation } from '../../../../features/console/use-console-mutation.ts';
import { firstFieldMessages } from '../../../../lib/trpc-errors.ts';
import { DataTable } from '../../../../ui/DataTable/DataTable.tsx';
import { DataTableScrollContainer } from '../../../../ui/DataTable/DataTableScrollContainer.tsx';

/**
 * Which staff account belongs to which agent: a linked account opens on "My leads", the leads
 * assigned to its agent. An agent belongs to one account at most, so agents another account holds
 * are offered disabled, naming that account.
 */
export function StaffAgentLinks() {
  const { trpc } = useRouter().options.context;
  const accounts = useQuery(trpc.users.list.queryOptions(undefined, { staleTime: 0 }));
  const agents = useQuery(trpc.agents.list.queryOptions());
  const link = useConsoleMutation(trpc.users.linkAgent.mutationOptions(), {
    saved: (account) => ({
      title: 'Account Linked',
      message: account.agentName
        ? `${account.username} now opens on ${account.agentName}'s leads.`
        : `${account.username} is linked to no agent.`,
    }),
    failed: (error) => firstFieldMessages(error).agentId ?? 'The account could not be linked. Please try again.',
    invalidate: [trpc.users.list.queryKey(), meQuery(trpc).queryKey],
  });

  const holderOf = new Map((accounts.data ?? []).flatMap((a) => (a.agentId ? [[a.agentId, a] as const] : [])));
  return (
    <SectionCard
      title="Staff accounts and agents"
      description={'Link an agent\'s own account to the agent: it opens on "My leads", the leads assigned to them.'}
      mt="md"
    >
      {accounts.isError || agents.isError ? (
        <Text c="red" role="alert">
          The staff accounts could not be loaded. Please try again.
        </Text>
      ) : !accounts.data || !agents.data ? (
        <Skeleton height={80} />
      ) : (
        <DataTableScrollContainer minWidth={420}>
          <DataTable verticalSpacing="xs" data-testid="staff-accounts">
            <DataTable.Thead>
              <DataTable.Tr>
                <DataTable.Th>Account</DataTable.Th>
                <DataTable.Th>Agent</DataTable.Th>
              </DataTable.Tr>
            </DataTable.Thead>
            <DataTable.Tbody>
              {accounts.data.map((account) => (
                <DataTable.Tr key={account.id}>
                  <DataTable.Td>{account.username}</DataTable.Td>
                  <DataTable.Td>
                    <Select
                      aria-label={`Agent of ${account.username}`}
                      placeholder="Not an agent"
                      clearable
                      disabled={link.isPending}
                      clearButtonProps={{ 'aria-label': `Unlink ${account.username}` }}
                      data={agents.data.map((agent) => {
                        const holder = holderOf.get(agent.id);
                        const takenByOther = holder !== undefined && holder.id !== account.id;
                        return {
                          value: String(agent.id),
                          label: takenByOther ? `${agent.name} (${holder.username})` : agent.name,
                          disabled: takenByOther,
                        };
                      })}
                      value={account.agentId ? String(account.agentId) : null}
                      onChange={(value) => link.mutate({ userId: account.id, agentId: value ? Number(value) : null })}
                    />
                  </DataTable.Td>
                </DataTable.Tr>
              ))}
            </DataTable.Tbody>
          </DataTable>
        </DataTableScrollContainer>
      )}
    </SectionCard>
  );
}

import { Card, Select, Skeleton, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { firstFieldMessages } from '../../../lib/trpc-errors.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { meQuery } from '../../../features/console/session.ts';

/**
 * Which staff account belongs to which agent: a linked account opens on "My leads", the leads
 * assigned to its agent. An agent belongs to one account at most, so agents another account holds
 * are offered disabled, naming that account.
 */
export function StaffAgentLinks() {
  const { trpc } = useRouter().options.context;
  const queryClient = useQueryClient();
  const accounts = useQuery(trpc.users.list.queryOptions(undefined, { staleTime: 0 }));
  const agents = useQuery(trpc.agents.list.queryOptions());
  const link = useMutation(
    trpc.users.linkAgent.mutationOptions({
      onSuccess: async (account) => {
        notifySuccess(
          'Account Linked',
          account.agentName
            ? `${account.username} now opens on ${account.agentName}'s leads.`
            : `${account.username} is linked to no agent.`,
        );
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.users.list.queryKey() }),
          queryClient.invalidateQueries({ queryKey: meQuery(trpc).queryKey }),
        ]);
      },
      onError: (error) =>
        notifyError('Error', firstFieldMessages(error).agentId ?? 'The account could not be linked. Please try again.'),
    }),
  );

  const holderOf = new Map((accounts.data ?? []).flatMap((a) => (a.agentId ? [[a.agentId, a] as const] : [])));
  return (
    <Card withBorder padding="lg" mt="md">
      <Title order={2} fz="1.3rem" mb="xs">
        Staff accounts and agents
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Link an agent&apos;s own account to the agent: it opens on &quot;My leads&quot;, the leads assigned to them.
      </Text>
      {accounts.isError || agents.isError ? (
        <Text c="red" role="alert">
          The staff accounts could not be loaded. Please try again.
        </Text>
      ) : !accounts.data || !agents.data ? (
        <Skeleton height={80} />
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table verticalSpacing="xs" data-testid="staff-accounts">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Account</Table.Th>
                <Table.Th>Agent</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {accounts.data.map((account) => (
                <Table.Tr key={account.id}>
                  <Table.Td>{account.username}</Table.Td>
                  <Table.Td>
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
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}

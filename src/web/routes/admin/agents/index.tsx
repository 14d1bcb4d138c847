import { ActionIcon, Avatar, Badge, Button, Card, Group, Table, Text, Title, Tooltip } from '@mantine/core';
import { IconEdit, IconPlus, IconStar, IconStarFilled, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import type { AgentView } from '../../../../shared/agents/types.ts';
import { ConfirmDeleteModal } from '../../../features/console/ConfirmDeleteModal/ConfirmDeleteModal.tsx';
import { ListLoadError, ListPending } from '../../../features/console/ScreenStates/ListStates.tsx';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';

export const Route = createFileRoute('/admin/agents/')({
  loader: ({ context: { queryClient, trpc } }) => queryClient.ensureQueryData(trpc.agents.list.queryOptions()),
  component: AgentList,
  pendingComponent: () => <ListPending frame={agentsFrame}>Loading agents...</ListPending>,
  errorComponent: () => <ListLoadError frame={agentsFrame}>Failed to fetch agents</ListLoadError>,
});

const MAX_SPECIALTY_BADGES = 2;

function Specialties({ specialties }: { specialties: string[] }) {
  if (specialties.length === 0)
    return (
      <Text size="sm" c="dimmed">
        None
      </Text>
    );
  const rest = specialties.length - MAX_SPECIALTY_BADGES;
  return (
    <Group gap={4}>
      {specialties.slice(0, MAX_SPECIALTY_BADGES).map((specialty) => (
        <Badge key={specialty} variant="light" color="orchid" tt="none">
          {specialty}
        </Badge>
      ))}
      {rest > 0 ? (
        <Badge variant="outline" color="gray" tt="none">
          +{rest}
        </Badge>
      ) : null}
    </Group>
  );
}

/** The card and title row around the list, in every state. */
function agentsFrame(body: ReactNode) {
  return (
    <Card withBorder padding="lg">
      <Card.Section withBorder inheritPadding py="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <div>
            <Title order={1} fz="1.75rem">
              Agents
            </Title>
            <Text size="sm" c="dimmed">
              Manage your luxury real estate agents
            </Text>
          </div>
          <Button component={Link} to="/admin/agents/new" leftSection={<IconPlus size={16} aria-hidden />}>
            Add Agent
          </Button>
        </Group>
      </Card.Section>

      {body}
    </Card>
  );
}

function AgentList() {
  const { trpc } = Route.useRouteContext();
  const queryClient = useQueryClient();
  const agents = useSuspenseQuery(trpc.agents.list.queryOptions(undefined, { staleTime: 0 }));
  const [selected, setSelected] = useState<AgentView | null>(null);

  const remove = useMutation(
    trpc.agents.delete.mutationOptions({
      onSuccess: async () => {
        notifySuccess('Agent Deleted', 'The agent has been successfully deleted.');
        await queryClient.invalidateQueries({ queryKey: trpc.agents.pathKey() });
      },
      onError: () => notifyError('Error', 'Failed to delete the agent. Please try again.'),
      // The dialog closes with the selection cleared whether the delete worked or not: a failure has its own toast.
      onSettled: () => setSelected(null),
    }),
  );

  return agentsFrame(
    <>
      {agents.data.length === 0 ? (
        <Group justify="center" py="xl" gap="sm" style={{ flexDirection: 'column' }}>
          <Text c="dimmed">No agents found.</Text>
          <Button component={Link} to="/admin/agents/new" variant="light">
            Add Your First Agent
          </Button>
        </Group>
      ) : (
        <Table.ScrollContainer minWidth={820} mt="md">
          <Table verticalSpacing="sm" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Title</Table.Th>
                <Table.Th>Contact</Table.Th>
                <Table.Th>Specialties</Table.Th>
                <Table.Th>Featured</Table.Th>
                <Table.Th ta="right">Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {agents.data.map((agent) => (
                <Table.Tr key={agent.id}>
                  <Table.Td>
                    <Group gap="sm" wrap="nowrap">
                      <Avatar src={agent.photoUrl} alt={agent.name} size={40} radius="xl" />
                      <Text fw={500} size="sm">
                        {agent.name}
                      </Text>
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{agent.title}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{agent.email}</Text>
                    <Text size="xs" c="dimmed">
                      {agent.phone}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Specialties specialties={agent.specialties} />
                  </Table.Td>
                  <Table.Td>
                    {agent.featured ? (
                      <IconStarFilled
                        size={18}
                        color="var(--mantine-color-yellow-6)"
                        aria-label="Featured"
                        role="img"
                      />
                    ) : (
                      <IconStar size={18} color="var(--mantine-color-gray-5)" aria-label="Not featured" role="img" />
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      <Tooltip label="Edit">
                        <ActionIcon
                          component={Link}
                          to={`/admin/agents/${agent.id}`}
                          variant="subtle"
                          aria-label={`Edit ${agent.name}`}
                        >
                          <IconEdit size={18} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                      <Tooltip label="Delete">
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`Delete ${agent.name}`}
                          onClick={() => setSelected(agent)}
                        >
                          <IconTrash size={18} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}

      <ConfirmDeleteModal
        name={selected?.name ?? null}
        busy={remove.isPending}
        onCancel={() => setSelected(null)}
        onConfirm={() => selected && remove.mutate({ id: selected.id })}
      />
    </>,
  );
}

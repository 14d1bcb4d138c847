import { useQuery } from '@tanstack/react-query';
import { ActionIcon, Avatar, Badge, Button, Card, Group, Text, Tooltip } from '@mantine/core';
import { IconEdit, IconPlus, IconStar, IconStarFilled, IconTrash } from '@tabler/icons-react';
import { Link, useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { AGENT_TRANSLATED_FIELDS } from '../../../../../shared/agents/schemas.ts';
import type { AgentView } from '../../../../../shared/agents/types.ts';
import { ConsoleTable, type ConsoleColumn } from '../../../../features/console/ConsoleTable/ConsoleTable.tsx';
import { ConfirmDeleteModal } from '../../../../features/console/ConfirmDeleteModal/ConfirmDeleteModal.tsx';
import { TranslationBadges } from '../../../../features/console/ContentTranslations/TranslationBadges.tsx';
import { useDeleteRecord } from '../../../../features/console/ConfirmDeleteModal/use-delete-record.ts';
import { PageHeader } from '../../../../features/console/PageHeader/PageHeader.tsx';
import { useCan } from '../../../../features/console/console-access.ts';
import { meQuery } from '../../../../features/console/session.ts';

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
export function AgentsFrame({ children }: { children: ReactNode }) {
  const can = useCan();
  return (
    <Card withBorder padding="lg">
      <Card.Section withBorder inheritPadding py="md">
        <PageHeader
          title="Agents"
          description="Manage your luxury real estate agents"
          actions={
            can('agents.manage') ? (
              <Button component={Link} to="/admin/agents/new" leftSection={<IconPlus size={16} aria-hidden />}>
                Add Agent
              </Button>
            ) : null
          }
          inCard
        />
      </Card.Section>
      {children}
    </Card>
  );
}

function FeaturedMark({ featured }: { featured: boolean }) {
  return featured ? (
    <IconStarFilled size={18} color="var(--mantine-color-yellow-6)" aria-label="Featured" role="img" />
  ) : (
    <IconStar size={18} color="var(--mantine-color-gray-5)" aria-label="Not featured" role="img" />
  );
}

/** The agents, each with a way to edit or delete it. */
export function AgentList({ agents }: { agents: AgentView[] }) {
  const { trpc } = useRouter().options.context;
  const can = useCan();
  const { data: me } = useQuery(meQuery(trpc));
  // An agent edits their own profile only; adding and removing agents is for those who manage them.
  const manages = can('agents.manage');
  const removal = useDeleteRecord<AgentView>({
    noun: 'Agent',
    nameOf: (agent) => agent.name,
    remove: trpc.agents.delete.mutationOptions(),
    invalidate: [trpc.agents.pathKey()],
  });

  const columns: ConsoleColumn<AgentView>[] = [
    {
      key: 'name',
      header: 'Name',
      phone: 'title',
      sortValue: (agent) => agent.name,
      cell: (agent) => (
        <Group gap="sm" wrap="nowrap">
          <Avatar src={agent.photoUrl} alt={agent.name} size={40} radius="xl" />
          <div>
            <Text fw={500} size="sm">
              {agent.name}
            </Text>
            <TranslationBadges record={agent} translations={agent.translations} fields={AGENT_TRANSLATED_FIELDS} />
          </div>
        </Group>
      ),
    },
    {
      key: 'title',
      header: 'Title',
      sortValue: (agent) => agent.title,
      cell: (agent) => <Text size="sm">{agent.title}</Text>,
    },
    {
      key: 'contact',
      header: 'Contact',
      cell: (agent) => (
        <>
          <Text size="sm">{agent.email}</Text>
          <Text size="xs" c="dimmed">
            {agent.phone}
          </Text>
        </>
      ),
    },
    { key: 'specialties', header: 'Specialties', cell: (agent) => <Specialties specialties={agent.specialties} /> },
    {
      key: 'featured',
      header: 'Featured',
      sortValue: (agent) => (agent.featured ? 0 : 1),
      cell: (agent) => <FeaturedMark featured={agent.featured} />,
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      phone: 'actions',
      cell: (agent) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          {manages || me?.user?.agentId === agent.id ? (
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
          ) : null}
          {manages ? (
            <Tooltip label="Delete">
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Delete ${agent.name}`}
                onClick={() => removal.ask(agent)}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          ) : null}
        </Group>
      ),
    },
  ];

  return (
    <AgentsFrame>
      <ConsoleTable
        label="Agents"
        columns={columns}
        rows={agents}
        rowKey={(agent) => agent.id}
        empty={
          <Group justify="center" py="xl" gap="sm" style={{ flexDirection: 'column' }}>
            <Text c="dimmed">No agents found.</Text>
            <Button component={Link} to="/admin/agents/new" variant="light">
              Add Your First Agent
            </Button>
          </Group>
        }
        minWidth={820}
        verticalSpacing="sm"
        highlightOnHover
      />
      <ConfirmDeleteModal {...removal.dialog} />
    </AgentsFrame>
  );
}

import { Anchor, Badge, Card, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import type { AgentOverdue } from '../../../shared/tasks/types.ts';

/** Each agent's open tasks past due, the most first: what owners and managers watch. */
export function OverdueByAgent({ rows, linked = false }: { rows: AgentOverdue[]; linked?: boolean }) {
  return (
    <Card withBorder padding="sm" mb="md" data-testid="overdue-by-agent">
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={600}>
          {linked ? (
            <Anchor renderRoot={(props) => <Link {...props} to="/admin/today" />}>Overdue tasks by agent:</Anchor>
          ) : (
            'Overdue tasks by agent:'
          )}
        </Text>
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            none
          </Text>
        ) : (
          rows.map((row) => (
            <Badge key={row.agentId} color="red" variant="light">
              {row.agentName}: {row.overdue}
            </Badge>
          ))
        )}
      </Group>
    </Card>
  );
}

/** The dashboard's line of overdue counts, for those who assign tasks (its link opens the day). */
export function DashboardOverdueTasks() {
  const { trpc } = useRouter().options.context;
  const { data } = useQuery(trpc.tasks.overdueByAgent.queryOptions(undefined, { staleTime: 0 }));
  return data ? <OverdueByAgent rows={data} linked /> : null;
}

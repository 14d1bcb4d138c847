import { Card, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import type { AgentView } from '../../../../../shared/agents/types.ts';
import { useCan } from '../../../../features/console/console-access.ts';
import { meQuery } from '../../../../features/console/session.ts';
import { PageHeader } from '../../../../features/console/PageHeader/PageHeader.tsx';
import { WorkingHoursEditor } from './WorkingHoursEditor.tsx';

/**
 * The agent's viewing hours under the agent's card: what visitors can book. An agent edits their own;
 * those who manage agents edit anyone's (the server checks the same).
 */
export function WorkingHoursSection({ agent }: { agent: AgentView }) {
  const { trpc } = useRouteContext({ from: '__root__' });
  const can = useCan();
  const { data: me } = useQuery(meQuery(trpc));
  const hours = useQuery(trpc.viewings.agentHours.queryOptions({ agentId: agent.id }));
  const mayEdit = can('agents.manage') || (can('agents.editOwn') && me?.user?.agentId === agent.id);
  return (
    <Card withBorder padding="lg" maw={960} mt="lg">
      <Card.Section withBorder inheritPadding py="md" mb="md">
        <PageHeader
          title="Viewing Hours"
          description="On Dubai time. Visitors book free slots within these hours; booked viewings keep their time."
          inCard
        />
      </Card.Section>
      {hours.data ? (
        <WorkingHoursEditor
          key={JSON.stringify(hours.data)}
          agentId={agent.id}
          hours={hours.data}
          save={trpc.viewings.updateAgentHours.mutationOptions()}
          invalidate={[trpc.viewings.agentHours.queryKey({ agentId: agent.id })]}
          readOnly={!mayEdit}
        />
      ) : hours.isError ? (
        <Text c="red" role="alert">
          The hours could not be loaded. Please try again.
        </Text>
      ) : (
        <Text c="dimmed">Loading hours...</Text>
      )}
    </Card>
  );
}

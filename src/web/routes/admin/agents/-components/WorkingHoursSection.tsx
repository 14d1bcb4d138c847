import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import type { AgentView } from '../../../../../shared/agents/types.ts';
import { useCan } from '../../../../features/console/console-access.ts';
import { meQuery } from '../../../../features/console/session.ts';
import { SectionCard } from '../../../../features/console/SectionCard/SectionCard.tsx';
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
    // A section of the agent's screen under its one heading (h1), so its own title is an h2.
    <SectionCard
      title="Viewing Hours"
      description="On Dubai time. Visitors book free slots within these hours; booked viewings keep their time."
      maw={960}
      mt="lg"
    >
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
    </SectionCard>
  );
}

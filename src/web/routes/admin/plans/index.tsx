import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconEdit, IconPlus } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import type { PlanView } from '../../../../shared/plans/types.ts';
import { ListLoadError, ListPending } from '../../../features/console/ListStates/ListStates.tsx';
import { PageHeader } from '../../../features/console/PageHeader/PageHeader.tsx';
import { PlanEditor } from '../../../features/plans/PlanEditor.tsx';
import { stepActionLabel } from '../../../features/plans/plan-labels.ts';
import type { Trpc } from '../../../router-context.ts';

const plansQuery = (trpc: Trpc) => trpc.plans.list.queryOptions(undefined, { staleTime: 0 });

/** Follow-up plans: owners and managers define them; agents start them on their leads. */
export const Route = createFileRoute('/admin/plans/')({
  loader: ({ context: { queryClient, trpc } }) => queryClient.ensureQueryData(plansQuery(trpc)),
  component: Plans,
  pendingComponent: () => <ListPending>Loading plans...</ListPending>,
  errorComponent: () => <ListLoadError>The plans could not be loaded. Please try again.</ListLoadError>,
});

function PlanCard({ plan, onEdit }: { plan: PlanView; onEdit: () => void }) {
  return (
    <Card withBorder padding="md" data-testid="plan-card">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Group gap="xs">
            <Text fw={600}>{plan.name}</Text>
            {plan.active ? null : <Badge color="gray">Inactive</Badge>}
            {plan.autoStart ? <Badge variant="light">Starts by rule</Badge> : null}
          </Group>
          <Text size="sm" c="dimmed">
            {plan.steps
              .map((step) => `${step.delayAmount} ${step.delayUnit}: ${stepActionLabel(step.action)}`)
              .join(' → ')}
          </Text>
          <Text size="xs" c="dimmed">
            Sending hours {plan.sendingFrom}-{plan.sendingTo} · on {plan.openRuns} leads now
          </Text>
        </Stack>
        <Button variant="default" size="xs" leftSection={<IconEdit size={14} aria-hidden />} onClick={onEdit}>
          Edit
        </Button>
      </Group>
    </Card>
  );
}

function Plans() {
  const { trpc } = Route.useRouteContext();
  const { data } = useSuspenseQuery(plansQuery(trpc));
  const [editing, setEditing] = useState<PlanView | 'new' | null>(null);
  return (
    <Stack gap="md">
      <PageHeader
        title="Follow-up Plans"
        description="Steps that write to a buyer or give their agent a task, paused the moment the buyer answers."
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
            Add Plan
          </Button>
        }
      />
      {editing ? (
        <PlanEditor
          key={editing === 'new' ? 'new' : editing.id}
          plan={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      ) : null}
      {data.length === 0 && !editing ? <Text c="dimmed">No plans yet.</Text> : null}
      {data.map((plan) => (
        <PlanCard key={plan.id} plan={plan} onEdit={() => setEditing(plan)} />
      ))}
    </Stack>
  );
}

import { Badge, Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { IconPlayerPlay, IconPlayerSkipForward, IconPlayerStop } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { m } from '../../../shared/paraglide/messages.js';
import { getLocale } from '../../../shared/paraglide/runtime.js';
import type { PlanRunView } from '../../../shared/plans/types.ts';
import { formatDateTime } from '../../lib/format-time.ts';
import { useCan } from '../console/console-access.ts';
import { useConsoleMutation } from '../console/use-console-mutation.ts';
import { haltReasonLabel, RUN_STATE_COLORS, runStateLabel, stepActionLabel } from './plan-labels.ts';

/** Where the lead's plan stands: its state, why it halted, and its next step with when it is due. */
export function PlanRunSummary({ run }: { run: PlanRunView }) {
  const locale = getLocale();
  const next = run.nextAction
    ? { number: run.nextStep + 1, count: run.stepCount, action: stepActionLabel(run.nextAction) }
    : null;
  return (
    <Stack gap={2}>
      <Group gap="xs">
        <Text fw={600}>{run.planName}</Text>
        <Badge color={RUN_STATE_COLORS[run.state]} variant="light" data-testid="plan-state">
          {runStateLabel(run.state)}
        </Badge>
      </Group>
      {run.haltReason && run.haltedAt ? (
        <Text size="sm" data-testid="plan-halt">
          {m.plans_halt_reason({ reason: haltReasonLabel(run.haltReason), when: formatDateTime(run.haltedAt, locale) })}
        </Text>
      ) : null}
      {next && run.state === 'active' && run.nextStepAt ? (
        <Text size="sm" data-testid="plan-next">
          {m.plans_next_step({ ...next, when: formatDateTime(run.nextStepAt, locale) })}
        </Text>
      ) : null}
      {next && run.state === 'paused' ? (
        <Text size="sm" data-testid="plan-next">
          {m.plans_next_waiting(next)}
        </Text>
      ) : null}
      <Text size="xs" c="dimmed">
        {m.plans_messages_sent({ count: run.messagesSent })}
      </Text>
    </Stack>
  );
}

/**
 * The lead's follow-up plan at the top of its timeline: what it is doing and what comes next, with
 * resume, skip and stop; with none open, a plan to start by hand.
 */
export function LeadPlan({ inquiryId }: { inquiryId: number }) {
  const { trpc } = useRouter().options.context;
  const can = useCan();
  const working = can('leads.work');
  const { data: run } = useQuery(trpc.plans.ofLead.queryOptions({ inquiryId }));
  const { data: plans } = useQuery({ ...trpc.plans.list.queryOptions(), enabled: working });
  const [chosen, setChosen] = useState<string | null>(null);
  const invalidate = [trpc.plans.ofLead.queryKey({ inquiryId }), trpc.conversations.timeline.queryKey({ inquiryId })];
  const act = useConsoleMutation(trpc.plans.act.mutationOptions(), {
    saved: (result) => ({ title: m.plans_title(), message: runStateLabel(result.state) }),
    failed: 'The plan could not be changed.',
    invalidate,
  });
  const start = useConsoleMutation(trpc.plans.start.mutationOptions(), {
    saved: (result) => ({ title: m.plans_title(), message: result.planName }),
    failed: (error) => (error instanceof Error ? error.message : 'The plan could not be started.'),
    invalidate,
  });
  const open = run && (run.state === 'active' || run.state === 'paused');
  const startable = (plans ?? []).filter((plan) => plan.active);
  return (
    <Paper withBorder p="sm" data-testid="lead-plan">
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {m.plans_title()}
        </Text>
        {run ? <PlanRunSummary run={run} /> : <Text size="sm">{m.plans_none()}</Text>}
        {working && open ? (
          <Group gap="xs">
            {run.state === 'paused' ? (
              <Button
                size="compact-sm"
                leftSection={<IconPlayerPlay size={14} aria-hidden />}
                disabled={act.isPending}
                onClick={() => act.mutate({ inquiryId, action: 'resume' })}
              >
                {m.plans_resume()}
              </Button>
            ) : null}
            <Button
              size="compact-sm"
              variant="default"
              leftSection={<IconPlayerSkipForward size={14} aria-hidden />}
              disabled={act.isPending || !run.nextAction}
              onClick={() => act.mutate({ inquiryId, action: 'skip' })}
            >
              {m.plans_skip()}
            </Button>
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              leftSection={<IconPlayerStop size={14} aria-hidden />}
              disabled={act.isPending}
              onClick={() => act.mutate({ inquiryId, action: 'stop' })}
            >
              {m.plans_stop()}
            </Button>
          </Group>
        ) : null}
        {working && !open && startable.length ? (
          <Group gap="xs" align="flex-end">
            <Select
              size="xs"
              label={m.plans_choose()}
              data={startable.map((plan) => ({ value: String(plan.id), label: plan.name }))}
              value={chosen}
              onChange={setChosen}
            />
            <Button
              size="xs"
              leftSection={<IconPlayerPlay size={14} aria-hidden />}
              disabled={!chosen || start.isPending}
              onClick={() => chosen && start.mutate({ inquiryId, planId: Number(chosen) })}
            >
              {m.plans_start()}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}

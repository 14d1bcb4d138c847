import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconChecklist, IconPhone } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { m } from '../../../shared/paraglide/messages.js';
import { useCan } from '../console/console-access.ts';
import { SectionCard } from '../console/SectionCard/SectionCard.tsx';
import { LeadPlan } from '../plans/LeadPlan.tsx';
import { TaskForm } from '../tasks/TaskForm.tsx';
import { CallLog } from './CallLog.tsx';
import { Composer } from './Composer.tsx';
import { TimelineEntry } from './TimelineEntry.tsx';

/**
 * The centre of a lead's page: the person's whole history, oldest first, with the composer under
 * it. Calling the buyer from here offers to log the call afterwards.
 */
export function LeadTimeline({ inquiryId, callOffered = false }: { inquiryId: number; callOffered?: boolean }) {
  const { trpc } = useRouter().options.context;
  const { data } = useQuery(trpc.conversations.timeline.queryOptions({ inquiryId }));
  const [logging, setLogging] = useState(false);
  const [called, setCalled] = useState(false);
  const [addingTask, setAddingTask] = useState(false);
  const can = useCan();
  const offer = (callOffered || called) && !logging;
  return (
    <SectionCard title={m.conversations_title()} data-testid="lead-timeline">
      <Stack gap="sm">
        <LeadPlan inquiryId={inquiryId} />
        {data?.composer.awaitingReplySince ? (
          <Alert color="orange" data-testid="awaiting-reply">
            {m.conversations_awaiting_reply()}
          </Alert>
        ) : null}
        {data && data.entries.length === 0 ? <Text c="dimmed">{m.conversations_empty()}</Text> : null}
        <Stack gap="sm" data-testid="inquiry-history">
          {data?.entries.map((entry) => (
            <div key={entry.key} data-testid="timeline-entry">
              <TimelineEntry entry={entry} />
            </div>
          ))}
        </Stack>
        <Group gap="xs" wrap="wrap">
          {data?.composer.phone ? (
            <Button
              component="a"
              href={`tel:${data.composer.phone}`}
              variant="default"
              size="xs"
              leftSection={<IconPhone size={14} aria-hidden />}
              onClick={() => setCalled(true)}
            >
              {m.conversations_call_buyer({ phone: data.composer.phone })}
            </Button>
          ) : null}
          {!logging ? (
            <Button variant="subtle" size="xs" onClick={() => setLogging(true)}>
              {m.conversations_log_call()}
            </Button>
          ) : null}
          {!addingTask && can('tasks.work') ? (
            <Button
              variant="subtle"
              size="xs"
              leftSection={<IconChecklist size={14} aria-hidden />}
              onClick={() => setAddingTask(true)}
            >
              Add task
            </Button>
          ) : null}
        </Group>
        {addingTask ? <TaskForm inquiryId={inquiryId} onDone={() => setAddingTask(false)} /> : null}
        {offer ? (
          <Text size="sm" data-testid="call-offer">
            {m.conversations_call_offer()}{' '}
            <Anchor component="button" type="button" onClick={() => setLogging(true)}>
              {m.conversations_log_call()}
            </Anchor>
          </Text>
        ) : null}
        {logging ? (
          <CallLog
            inquiryId={inquiryId}
            onDone={() => {
              setLogging(false);
              setCalled(false);
            }}
          />
        ) : null}
        {data ? <Composer inquiryId={inquiryId} composer={data.composer} /> : null}
      </Stack>
    </SectionCard>
  );
}

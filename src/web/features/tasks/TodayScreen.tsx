import { Button, Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import type { ListingChangeKind } from '../../../shared/alerts/alerts.ts';
import type { TodayView } from '../../../shared/tasks/types.ts';
import { formatDate, formatDateTime } from '../../lib/format-time.ts';
import { useCan } from '../console/console-access.ts';
import { PHONE_QUERY } from '../console/ConsoleTable/ConsoleTable.tsx';
import { PageHeader } from '../console/PageHeader/PageHeader.tsx';
import { SectionCard } from '../console/SectionCard/SectionCard.tsx';
import { OverdueByAgent } from './OverdueByAgent.tsx';
import { LeadLink, TaskCard } from './TaskCard.tsx';
import { TaskForm } from './TaskForm.tsx';

/** A list of the day under its heading and count, or a line saying it is empty. */
function DaySection({
  title,
  count,
  empty,
  testId,
  children,
}: {
  title: string;
  count: number;
  empty: string;
  testId: string;
  children: ReactNode;
}) {
  // On a phone the cards inside a section keep the width for their text and a row of buttons.
  const phone = useMediaQuery(PHONE_QUERY, undefined, { getInitialValueInEffect: false });
  return (
    <SectionCard title={count ? `${title} (${count})` : title} data-testid={testId} padding={phone ? 'sm' : 'lg'}>
      {count === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <Stack gap="xs">{children}</Stack>
      )}
    </SectionCard>
  );
}

/** What made the residence news to the buyer's alert, as the day says it. */
const CHANGE_LABELS: Record<ListingChangeKind, string> = {
  published: 'new on the market',
  'back-on-market': 'back on the market',
  'price-drop': 'price dropped',
};

/** A lead as a row of the day: its name opens it, with a line of what to know. */
function LeadRow({ id, name, detail }: { id: number; name: string; detail: string }) {
  return (
    <Card withBorder padding="xs" data-testid="today-lead">
      <LeadLink id={id}>{name}</LeadLink>
      <Text size="xs" c="dimmed">
        {detail}
      </Text>
    </Card>
  );
}

/**
 * The agent's day (/admin/today): overdue tasks, tasks due today, new leads nobody has answered
 * (oldest first), leads whose buyer wrote last, today's viewings, residences their buyers' alerts
 * matched; for owners and managers each
 * agent's overdue count. Cards in one column on a phone, two from a tablet up.
 */
export function TodayScreen({ today, now }: { today: TodayView; now?: Date }) {
  const can = useCan();
  const [adding, setAdding] = useState(false);
  const everyone = can('tasks.assign');
  return (
    <>
      <PageHeader
        title="Today"
        description={`${formatDate(today.date)}, on Dubai time: what needs you, each row opens its lead.`}
        actions={
          can('tasks.work') ? (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
              New task
            </Button>
          ) : null
        }
      />
      {adding ? (
        <Card withBorder padding="md" mb="md">
          <TaskForm onDone={() => setAdding(false)} now={now} />
        </Card>
      ) : null}
      {everyone ? <OverdueByAgent rows={today.overdueByAgent} /> : null}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <DaySection title="Overdue" count={today.overdue.length} empty="Nothing overdue." testId="today-overdue">
          {today.overdue.map((task) => (
            <TaskCard key={task.id} task={task} showAssignee={everyone} />
          ))}
        </DaySection>
        <DaySection title="Due today" count={today.dueToday.length} empty="No more tasks due today." testId="today-due">
          {today.dueToday.map((task) => (
            <TaskCard key={task.id} task={task} showAssignee={everyone} />
          ))}
        </DaySection>
        <DaySection
          title="New leads not answered"
          count={today.unanswered.total}
          empty="Every new lead has an answer."
          testId="today-unanswered"
        >
          {today.unanswered.leads.map((lead) => (
            <LeadRow
              key={lead.id}
              id={lead.id}
              name={lead.name}
              detail={`Received ${formatDateTime(lead.createdAt)} · ${lead.assignedAgentName ?? 'unassigned'}`}
            />
          ))}
        </DaySection>
        <DaySection
          title="Awaiting our reply"
          count={today.awaitingReply.length}
          empty="No buyer is waiting for an answer."
          testId="today-awaiting"
        >
          {today.awaitingReply.map((lead) => (
            <LeadRow
              key={lead.id}
              id={lead.id}
              name={lead.name || lead.email}
              detail={`${lead.status} · ${lead.assignedAgentName ?? 'unassigned'}`}
            />
          ))}
        </DaySection>
        <DaySection
          title="Today's viewings"
          count={today.viewings.length}
          empty="No viewings today."
          testId="today-viewings"
        >
          {today.viewings.map((viewing) => (
            <LeadRow
              key={viewing.id}
              id={viewing.inquiryId}
              name={viewing.visitor.name || viewing.visitor.email}
              detail={[
                formatDateTime(viewing.start),
                viewing.property?.title,
                viewing.mode === 'video' ? 'Video call' : 'In person',
                everyone ? viewing.agent.name : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            />
          ))}
        </DaySection>
        <DaySection
          title="Residences their buyers are watching"
          count={today.watched.length}
          empty="No alert of your buyers matched lately."
          testId="today-watched"
        >
          {today.watched.map((match) => (
            <LeadRow
              key={`${match.inquiryId}-${match.propertyId}`}
              id={match.inquiryId}
              name={match.leadName}
              detail={[
                match.propertyTitle,
                `${CHANGE_LABELS[match.change]} ${formatDateTime(match.at)}`,
                everyone ? (match.assignedAgentName ?? 'unassigned') : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            />
          ))}
        </DaySection>
      </SimpleGrid>
    </>
  );
}

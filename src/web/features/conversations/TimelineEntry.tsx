import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconMail, IconMessageCircle, IconNote, IconPhone, IconCalendar, IconInfoCircle } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import type { MessageEntry, TimelineEntry as Entry } from '../../../shared/conversations/types.ts';
import { m } from '../../../shared/paraglide/messages.js';
import { formatDateTime, formatDuration } from '../../lib/format-time.ts';
import { TaskTimelineEntry } from '../tasks/TaskTimelineEntry.tsx';
import { callOutcomeLabel, channelLabel, eventTitle, failureLabel, statusLabel } from './conversation-labels.ts';

const STATUS_COLORS: Record<string, string> = {
  queued: 'gray',
  sent: 'blue',
  delivered: 'teal',
  read: 'green',
  failed: 'red',
  received: 'grape',
  held: 'gray',
};

function Line({ icon, title, at, children }: { icon: ReactNode; title: ReactNode; at: string; children?: ReactNode }) {
  return (
    <Group align="flex-start" gap="sm" wrap="nowrap">
      <Text c="dimmed" mt={2} aria-hidden>
        {icon}
      </Text>
      <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Text size="sm" fw={500}>
            {title}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDateTime(at)}
          </Text>
        </Group>
        {children}
      </Stack>
    </Group>
  );
}

/** A message either way, a call or a notice: the words themselves, the quoted history folded away. */
function Message({ entry }: { entry: MessageEntry }) {
  const [quoted, setQuoted] = useState(false);
  const inbound = entry.direction === 'in';
  const icon =
    entry.channel === 'email' ? (
      <IconMail size={16} />
    ) : entry.channel === 'whatsapp' ? (
      <IconMessageCircle size={16} />
    ) : entry.channel === 'call' ? (
      <IconPhone size={16} />
    ) : (
      <IconInfoCircle size={16} />
    );
  // A call says which way it went in its own words; a message says whether the buyer wrote it.
  const heading =
    entry.channel === 'call'
      ? [inbound ? m.conversations_call_in_title() : m.conversations_call_out_title()]
      : [
          channelLabel(entry.channel),
          entry.channel === 'system' ? null : inbound ? m.conversations_from_buyer() : m.conversations_to_buyer(),
        ];
  const title = [...heading, entry.by ? m.conversations_by({ name: entry.by }) : null].filter(Boolean).join(' · ');
  return (
    <Card
      withBorder
      padding="sm"
      bg={inbound ? 'var(--mantine-color-gray-0)' : undefined}
      ml={inbound ? 0 : 'lg'}
      mr={inbound ? 'lg' : 0}
      data-testid="timeline-message"
      data-direction={entry.direction}
      data-channel={entry.channel}
    >
      <Line icon={icon} title={title} at={entry.at}>
        <Group gap={6}>
          {entry.channel === 'email' || entry.channel === 'whatsapp' ? (
            <Badge size="xs" variant="light" color={STATUS_COLORS[entry.status] ?? 'gray'}>
              {statusLabel(entry.status)}
            </Badge>
          ) : null}
          {entry.autoReply ? (
            <Badge size="xs" variant="outline" color="gray">
              {m.conversations_auto_reply()}
            </Badge>
          ) : null}
        </Group>
        {entry.status === 'failed' ? (
          <Text size="sm" c="red" role="status">
            {entry.failureReason ? failureLabel(entry.failureReason) : m.conversations_status_failed()}
            {entry.error ? `: ${entry.error}` : ''}
          </Text>
        ) : null}
        {entry.callOutcome ? (
          <Text size="sm">
            {m.conversations_call_summary({
              outcome: callOutcomeLabel(entry.callOutcome),
              duration: formatDuration(entry.callDurationSeconds),
            })}
          </Text>
        ) : null}
        {entry.subject ? (
          <Text size="sm" fw={500}>
            {entry.subject}
          </Text>
        ) : null}
        {entry.text ? (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {entry.text}
          </Text>
        ) : null}
        {entry.folded ? (
          <>
            <Button variant="subtle" size="compact-xs" onClick={() => setQuoted((shown) => !shown)} w="fit-content">
              {quoted ? m.conversations_hide_quoted() : m.conversations_show_quoted()}
            </Button>
            {quoted ? (
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {entry.folded}
              </Text>
            ) : null}
          </>
        ) : null}
        {entry.attachments.length ? (
          <Group gap="xs">
            {entry.attachments.map((file) =>
              file.url ? (
                <Anchor key={file.index} href={file.url} size="sm">
                  {file.filename}
                </Anchor>
              ) : (
                <Text key={file.index} size="sm" c="dimmed">
                  {m.conversations_not_kept({ name: file.filename })}
                </Text>
              ),
            )}
          </Group>
        ) : null}
      </Line>
    </Card>
  );
}

/** One entry of a lead's timeline. */
export function TimelineEntry({ entry }: { entry: Entry }) {
  switch (entry.kind) {
    case 'message':
      return <Message entry={entry} />;
    case 'enquiry':
      return (
        <Card withBorder padding="sm" data-testid="timeline-enquiry">
          <Line icon={<IconMail size={16} />} title={m.conversations_enquiry({ source: entry.source })} at={entry.at}>
            {entry.residence ? <Text size="sm">{entry.residence}</Text> : null}
            {entry.message ? (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {entry.message}
              </Text>
            ) : null}
          </Line>
        </Card>
      );
    case 'event': {
      const title = eventTitle(entry);
      return (
        <Line icon={<IconNote size={16} />} title={entry.by ? `${title} · ${entry.by}` : title} at={entry.at}>
          {entry.note ? (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {entry.note}
            </Text>
          ) : null}
        </Line>
      );
    }
    case 'viewing':
      return (
        <Line
          icon={<IconCalendar size={16} />}
          title={m.conversations_viewing({ when: formatDateTime(entry.startsAt) })}
          at={entry.at}
        >
          <Text size="sm" c="dimmed">
            {[entry.residence, entry.mode, entry.status].filter(Boolean).join(' · ')}
          </Text>
        </Line>
      );
    case 'task':
      return <TaskTimelineEntry entry={entry} />;
    case 'mail':
      return (
        <Line
          icon={<IconMail size={16} />}
          title={m.conversations_system_mail({ subject: entry.subject })}
          at={entry.at}
        >
          <Group gap={6}>
            <Text size="xs" c="dimmed">
              {entry.recipient}
            </Text>
            <Badge size="xs" variant="light" color={STATUS_COLORS[entry.status] ?? 'gray'}>
              {entry.status}
            </Badge>
          </Group>
          {entry.error && entry.status !== 'sent' ? (
            <Text size="xs" c="red">
              {entry.error}
            </Text>
          ) : null}
        </Line>
      );
  }
}

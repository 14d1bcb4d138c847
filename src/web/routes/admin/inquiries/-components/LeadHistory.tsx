import { Text, Timeline } from '@mantine/core';
import { IconMailOff, IconMessage, IconProgress, IconUserCheck } from '@tabler/icons-react';
import type { InquiryDetailView } from '../../../../../shared/inquiries/types.ts';
import { SectionCard } from '../../../../features/console/SectionCard/SectionCard.tsx';
import { formatDateTime } from '../../../../lib/format-time.ts';
import { describeEvent } from './inquiry-detail.ts';
import classes from './InquiryDetail.module.css';

function EventIcon({ type }: { type: string }) {
  if (type === 'note') return <IconMessage size={14} aria-hidden />;
  if (type === 'mail-withheld') return <IconMailOff size={14} aria-hidden />;
  if (type === 'assignment') return <IconUserCheck size={14} aria-hidden />;
  return <IconProgress size={14} aria-hidden />;
}

/** Every change to the lead, newest first: who made it and when. */
export function LeadHistory({ events }: { events: InquiryDetailView['events'] }) {
  return (
    <SectionCard title="History" titleGap="md">
      {events.length === 0 ? (
        <Text size="sm" c="dimmed">
          No changes yet.
        </Text>
      ) : (
        <Timeline bulletSize={24} lineWidth={2} data-testid="inquiry-history">
          {events.map((event) => (
            <Timeline.Item key={event.id} bullet={<EventIcon type={event.type} />} title={describeEvent(event)}>
              {/* A note's text, or how an automatic assignment chose its agent. */}
              {event.note ? (
                <Text size="sm" className={classes.note}>
                  {event.note}
                </Text>
              ) : null}
              <Text size="xs" c="dimmed">
                {event.by ?? 'System'} · {formatDateTime(event.createdAt)}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </SectionCard>
  );
}

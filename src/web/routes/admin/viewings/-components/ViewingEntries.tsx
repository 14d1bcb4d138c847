import { Badge, Button, Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { StaffViewingView } from '../../../../../shared/viewings/schemas.ts';
import { ConsoleTable, type ConsoleColumn } from '../../../../features/console/ConsoleTable/ConsoleTable.tsx';
import { viewingModeLabel } from '../../../../features/viewings/viewing-form.ts';
import { DUBAI_TIME_ZONE, formatClock } from '../../../../features/viewings/viewing-time.ts';
import links from '../../../../styles/links.module.css';
import classes from './Viewings.module.css';

/** The console is in English, on Dubai's clock. */
export const CONSOLE_LOCALE = 'en-GB';

const clock = (iso: string) => formatClock(new Date(iso), DUBAI_TIME_ZONE, CONSOLE_LOCALE);

/** What staff may do with a booked viewing, when their role lets them change it. */
export interface ViewingChanges {
  onMove: (viewing: StaffViewingView) => void;
  onCancel: (viewing: StaffViewingView) => void;
}

interface EntriesProps {
  viewings: StaffViewingView[];
  /** Null when the role may not book, move or cancel. */
  changes: ViewingChanges | null;
}

const Time = ({ viewing }: { viewing: StaffViewingView }) => (
  <>
    {clock(viewing.start)}–{clock(viewing.end)}
  </>
);

function Visitor({ viewing }: { viewing: StaffViewingView }) {
  return (
    <>
      <Link to="/admin/inquiries/$id" params={{ id: String(viewing.inquiryId) }} className={links.inlineLink}>
        {viewing.visitor.name}
      </Link>
      <Text size="xs" c="dimmed" className={classes.contact}>
        {[viewing.visitor.email, viewing.visitor.phone].filter(Boolean).join(' · ')}
      </Text>
    </>
  );
}

function Badges({ viewing }: { viewing: StaffViewingView }) {
  return (
    <Group gap={6}>
      <Badge variant="light" color={viewing.mode === 'video' ? 'blue' : 'teal'}>
        {viewingModeLabel(viewing.mode)}
      </Badge>
      {viewing.status === 'cancelled' && (
        <Badge variant="outline" color="red">
          Cancelled
        </Badge>
      )}
    </Group>
  );
}

function Actions({ viewing, changes }: { viewing: StaffViewingView; changes: ViewingChanges | null }) {
  if (!changes || viewing.status !== 'booked') return null;
  return (
    <Group gap={6} wrap="nowrap" justify="flex-end">
      <Button size="compact-sm" variant="default" onClick={() => changes.onMove(viewing)}>
        Move
      </Button>
      <Button size="compact-sm" variant="subtle" color="red" onClick={() => changes.onCancel(viewing)}>
        Cancel
      </Button>
    </Group>
  );
}

function columns(changes: ViewingChanges | null): ConsoleColumn<StaffViewingView>[] {
  return [
    { key: 'time', header: 'Time', nowrap: true, phone: 'title', cell: (viewing) => <Time viewing={viewing} /> },
    { key: 'visitor', header: 'Visitor', phone: 'plain', cell: (viewing) => <Visitor viewing={viewing} /> },
    {
      key: 'residence',
      header: 'Residence',
      phone: 'plain',
      cell: (viewing) => viewing.property?.title ?? 'General viewing',
    },
    { key: 'mode', header: 'Mode', phone: 'plain', cell: (viewing) => <Badges viewing={viewing} /> },
    {
      key: 'agent',
      header: 'Agent',
      phone: 'plain',
      cell: (viewing) => viewing.agent.name,
      phoneCell: (viewing) => (
        <Text size="xs" c="dimmed">
          With {viewing.agent.name}
        </Text>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      phone: 'actions',
      cell: (viewing) => <Actions viewing={viewing} changes={changes} />,
    },
  ];
}

/** A day's viewings in order of time: time, visitor (a link to the lead), residence, mode, agent. */
export function ViewingEntries({ viewings, changes, label }: EntriesProps & { label: string }) {
  return (
    <ConsoleTable
      label={label}
      columns={columns(changes)}
      rows={viewings}
      rowKey={(viewing) => viewing.id}
      rowProps={(viewing) => ({ 'data-testid': 'viewing-row', 'data-status': viewing.status })}
      empty={
        <Text c="dimmed" size="sm" px="md" pb="md">
          No viewings.
        </Text>
      }
      minWidth={860}
    />
  );
}

import { Badge, Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { StaffViewingView } from '../../../../../shared/viewings/schemas.ts';
import { viewingModeLabel } from '../../../../features/viewings/viewing-form.ts';
import { DUBAI_TIME_ZONE, formatClock } from '../../../../features/viewings/viewing-time.ts';
import { DataTable } from '../../../../ui/DataTable/DataTable.tsx';
import { DataTableScrollContainer } from '../../../../ui/DataTable/DataTableScrollContainer.tsx';
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
      <Link to="/admin/inquiries/$id" params={{ id: String(viewing.inquiryId) }}>
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

/** A day's viewings as a table: time, visitor (a link to the lead), residence, mode, agent. */
export function ViewingTable({ viewings, changes }: EntriesProps) {
  return (
    <DataTableScrollContainer minWidth={860}>
      <DataTable verticalSpacing="xs">
        <DataTable.Thead>
          <DataTable.Tr>
            <DataTable.Th>Time</DataTable.Th>
            <DataTable.Th>Visitor</DataTable.Th>
            <DataTable.Th>Residence</DataTable.Th>
            <DataTable.Th>Mode</DataTable.Th>
            <DataTable.Th>Agent</DataTable.Th>
            <DataTable.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </DataTable.Th>
          </DataTable.Tr>
        </DataTable.Thead>
        <DataTable.Tbody>
          {viewings.map((viewing) => (
            <DataTable.Tr key={viewing.id} data-testid="viewing-row" data-status={viewing.status}>
              <DataTable.Td className={classes.nowrap}>
                <Time viewing={viewing} />
              </DataTable.Td>
              <DataTable.Td>
                <Visitor viewing={viewing} />
              </DataTable.Td>
              <DataTable.Td>{viewing.property?.title ?? 'General viewing'}</DataTable.Td>
              <DataTable.Td>
                <Badges viewing={viewing} />
              </DataTable.Td>
              <DataTable.Td>{viewing.agent.name}</DataTable.Td>
              <DataTable.Td>
                <Actions viewing={viewing} changes={changes} />
              </DataTable.Td>
            </DataTable.Tr>
          ))}
        </DataTable.Tbody>
      </DataTable>
    </DataTableScrollContainer>
  );
}

/** The same on a phone: one block per viewing, the time first, nothing wider than the screen. */
export function ViewingCards({ viewings, changes }: EntriesProps) {
  return (
    <ul className={classes.cards}>
      {viewings.map((viewing) => (
        <li key={viewing.id} className={classes.card} data-testid="viewing-row" data-status={viewing.status}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text fw={600} size="sm" className={classes.nowrap}>
              <Time viewing={viewing} />
            </Text>
            <Badges viewing={viewing} />
          </Group>
          <Stack gap={2} mt={4}>
            <div>
              <Visitor viewing={viewing} />
            </div>
            <Text size="sm">{viewing.property?.title ?? 'General viewing'}</Text>
            <Text size="xs" c="dimmed">
              With {viewing.agent.name}
            </Text>
          </Stack>
          {changes && viewing.status === 'booked' && (
            <Group mt="xs" justify="flex-start">
              <Actions viewing={viewing} changes={changes} />
            </Group>
          )}
        </li>
      ))}
    </ul>
  );
}

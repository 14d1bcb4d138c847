import { Badge, Button, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { StaffViewingView } from '../../../../../shared/viewings/schemas.ts';
import { useCan } from '../../../../features/console/console-access.ts';
import { viewingModeLabel } from '../../../../features/viewings/viewing-form.ts';
import {
  DUBAI_TIME_ZONE,
  formatClock,
  formatViewingDate,
  zoneDate,
} from '../../../../features/viewings/viewing-time.ts';
import { DataTable } from '../../../../ui/DataTable/DataTable.tsx';
import { DataTableScrollContainer } from '../../../../ui/DataTable/DataTableScrollContainer.tsx';
import { CancelViewing } from './CancelViewing.tsx';
import { StaffMoveViewing } from './StaffMoveViewing.tsx';
import { datesOf } from './viewing-range.ts';
import classes from './Viewings.module.css';

/** The console is in English, on Dubai's clock. */
const CONSOLE_LOCALE = 'en-GB';

const clock = (iso: string) => formatClock(new Date(iso), DUBAI_TIME_ZONE, CONSOLE_LOCALE);
const dayTitle = (date: string) =>
  formatViewingDate(new Date(`${date}T12:00:00+04:00`), DUBAI_TIME_ZONE, CONSOLE_LOCALE);

/** Each day of the view with its viewings in order of time: visitor (a link to the lead), residence, mode, agent. */
export function ViewingDays({
  range,
  viewings,
}: {
  range: { from: string; to: string };
  viewings: StaffViewingView[];
}) {
  const can = useCan();
  const [moving, setMoving] = useState<StaffViewingView | null>(null);
  const [cancelling, setCancelling] = useState<StaffViewingView | null>(null);
  const mayChange = can('viewings.book');
  const onDay = (date: string) =>
    viewings
      .filter((viewing) => zoneDate(new Date(viewing.start), DUBAI_TIME_ZONE) === date)
      .sort((a, b) => Date.parse(a.start) - Date.parse(b.start));

  return (
    <Stack gap={0}>
      {datesOf(range).map((date) => {
        const day = onDay(date);
        return (
          <section key={date} className={classes.day} aria-labelledby={`day-${date}`}>
            <Title order={2} id={`day-${date}`} className={classes.dayTitle}>
              {dayTitle(date)}
            </Title>
            {day.length === 0 ? (
              <Text c="dimmed" size="sm" px="md" pb="md">
                No viewings.
              </Text>
            ) : (
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
                    {day.map((viewing) => (
                      <DataTable.Tr key={viewing.id} data-testid="viewing-row" data-status={viewing.status}>
                        <DataTable.Td className={classes.nowrap}>
                          {clock(viewing.start)}–{clock(viewing.end)}
                        </DataTable.Td>
                        <DataTable.Td>
                          <Link to="/admin/inquiries/$id" params={{ id: String(viewing.inquiryId) }}>
                            {viewing.visitor.name}
                          </Link>
                          <Text size="xs" c="dimmed">
                            {[viewing.visitor.email, viewing.visitor.phone].filter(Boolean).join(' · ')}
                          </Text>
                        </DataTable.Td>
                        <DataTable.Td>{viewing.property?.title ?? 'General viewing'}</DataTable.Td>
                        <DataTable.Td>
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
                        </DataTable.Td>
                        <DataTable.Td>{viewing.agent.name}</DataTable.Td>
                        <DataTable.Td>
                          {mayChange && viewing.status === 'booked' && (
                            <Group gap={6} wrap="nowrap" justify="flex-end">
                              <Button size="compact-sm" variant="default" onClick={() => setMoving(viewing)}>
                                Move
                              </Button>
                              <Button
                                size="compact-sm"
                                variant="subtle"
                                color="red"
                                onClick={() => setCancelling(viewing)}
                              >
                                Cancel
                              </Button>
                            </Group>
                          )}
                        </DataTable.Td>
                      </DataTable.Tr>
                    ))}
                  </DataTable.Tbody>
                </DataTable>
              </DataTableScrollContainer>
            )}
          </section>
        );
      })}
      <StaffMoveViewing viewing={moving} onClose={() => setMoving(null)} />
      <CancelViewing viewing={cancelling} onClose={() => setCancelling(null)} />
    </Stack>
  );
}

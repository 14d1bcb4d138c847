import { Stack, Title } from '@mantine/core';
import { useState } from 'react';
import type { StaffViewingView } from '../../../../../shared/viewings/schemas.ts';
import { useCan } from '../../../../features/console/console-access.ts';
import { DUBAI_TIME_ZONE, formatViewingDate, zoneDate } from '../../../../features/viewings/viewing-time.ts';
import { CancelViewing } from './CancelViewing.tsx';
import { StaffMoveViewing } from './StaffMoveViewing.tsx';
import { CONSOLE_LOCALE, ViewingEntries } from './ViewingEntries.tsx';
import { datesOf } from './viewing-range.ts';
import classes from './Viewings.module.css';

const dayTitle = (date: string) =>
  formatViewingDate(new Date(`${date}T12:00:00+04:00`), DUBAI_TIME_ZONE, CONSOLE_LOCALE);

/**
 * Each day of the view with its viewings in order of time: a table on a wide screen, a card each on
 * a phone.
 */
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
  const changes = can('viewings.book') ? { onMove: setMoving, onCancel: setCancelling } : null;
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
            <ViewingEntries viewings={day} changes={changes} label={`Viewings on ${dayTitle(date)}`} />
          </section>
        );
      })}
      <StaffMoveViewing viewing={moving} onClose={() => setMoving(null)} />
      <CancelViewing viewing={cancelling} onClose={() => setCancelling(null)} />
    </Stack>
  );
}

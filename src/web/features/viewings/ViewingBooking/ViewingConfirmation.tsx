import { Button, Stack, Text, Title } from '@mantine/core';
import { IconCalendarCheck } from '@tabler/icons-react';
import { m } from '../../../../shared/paraglide/messages.js';
import { intlLocale } from '../../../lib/i18n.ts';
import { viewingModeLabel, type BookedViewing } from '../viewing-form.ts';
import { DUBAI_TIME_ZONE, formatViewingDate, slotLabel } from '../viewing-time.ts';
import classes from './ViewingBooking.module.css';

/** What the visitor sees once the viewing is booked: the day, the time on both clocks, how, and with whom. */
export function ViewingConfirmation({
  viewing,
  zone,
  onDone,
}: {
  viewing: BookedViewing;
  zone: string;
  onDone?: () => void;
}) {
  return (
    <Stack gap="md" role="status" className={classes.confirmation}>
      <IconCalendarCheck size={40} stroke={1.2} className={classes.confirmationIcon} aria-hidden />
      <Title order={3} className={classes.confirmationTitle}>
        {m.viewing_confirmed_title()}
      </Title>
      <ViewingFacts viewing={viewing} zone={zone} />
      {viewing.email && (
        <Text size="sm" c="dimmed">
          {m.viewing_confirmed_text({ email: viewing.email })}
        </Text>
      )}
      {onDone && (
        <Button variant="outline" onClick={onDone}>
          {m.viewing_done()}
        </Button>
      )}
    </Stack>
  );
}

/** The day, the time on both clocks, how, and with whom. */
export function ViewingFacts({
  viewing,
  zone,
}: {
  viewing: Pick<BookedViewing, 'start' | 'mode' | 'agentName'>;
  zone: string;
}) {
  const locale = intlLocale();
  return (
    <>
      <dl className={classes.facts}>
        <dt>{m.viewing_when()}</dt>
        <dd>
          {formatViewingDate(new Date(viewing.start), DUBAI_TIME_ZONE, locale)}
          <br />
          {slotLabel(viewing.start, zone, locale, m.viewing_dubai())}
        </dd>
        <dt>{m.viewing_how()}</dt>
        <dd>{viewingModeLabel(viewing.mode)}</dd>
        {viewing.agentName && (
          <>
            <dt>{m.viewing_agent()}</dt>
            <dd>{viewing.agentName}</dd>
          </>
        )}
      </dl>
    </>
  );
}

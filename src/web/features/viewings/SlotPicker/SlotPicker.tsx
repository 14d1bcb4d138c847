import { Chip, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { m } from '../../../../shared/paraglide/messages.js';
import { intlLocale } from '../../../lib/i18n.ts';
import {
  DUBAI_TIME_ZONE,
  formatViewingDay,
  sameClock,
  slotLabel,
  slotsByDay,
  slotTimes,
  zoneCity,
  type ViewingSlot,
} from '../viewing-time.ts';
import classes from './SlotPicker.module.css';

export interface SlotPickerProps {
  /** The free slots, in any order. */
  slots: readonly ViewingSlot[];
  /** The visitor's zone: each time shows on it too when its clock is not Dubai's. */
  zone: string;
  /** The chosen slot's start, or null. */
  value: string | null;
  onChange: (slot: ViewingSlot) => void;
}

/**
 * A day, then a time: the days with free slots (on Dubai's calendar, where the viewing happens) and
 * the chosen day's free times, each on Dubai's clock and the visitor's. Both rows are radio groups,
 * so a keyboard or a screen reader moves through them as through any choice.
 */
export function SlotPicker({ slots, zone, value, onChange }: SlotPickerProps) {
  const locale = intlLocale();
  const days = slotsByDay(slots);
  const chosenDay = days.find((day) => day.slots.some((slot) => slot.start === value))?.date;
  const [day, setDay] = useState<string | null>(chosenDay ?? days[0]?.date ?? null);
  const shown = days.find((entry) => entry.date === (chosenDay ?? day)) ?? days[0];
  if (!shown) return null;
  const dubai = m.viewing_dubai();

  return (
    <Stack gap="md">
      <div role="radiogroup" aria-label={m.viewing_day_label()}>
        <Text size="sm" fw={500} mb={6} aria-hidden>
          {m.viewing_day_label()}
        </Text>
        <Chip.Group multiple={false} value={shown.date} onChange={setDay}>
          <Group gap="xs" wrap="nowrap" className={classes.days}>
            {days.map((entry) => (
              <Chip key={entry.date} value={entry.date} type="radio" variant="outline" radius="sm" icon={null}>
                {formatViewingDay(entry.date, locale)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </div>
      <div role="radiogroup" aria-label={m.viewing_time_label()}>
        <Stack gap={2} mb={6}>
          <Text size="sm" fw={500} aria-hidden>
            {m.viewing_time_label()}
          </Text>
          {!sameClock(DUBAI_TIME_ZONE, zone, new Date(shown.slots[0]?.start ?? shown.date)) && (
            <Text size="xs" c="dimmed">
              {m.viewing_zone_note({ place: zoneCity(zone) })}
            </Text>
          )}
        </Stack>
        <Chip.Group
          multiple={false}
          value={value ?? ''}
          onChange={(start) => {
            const slot = shown.slots.find((entry) => entry.start === start);
            if (slot) onChange(slot);
          }}
        >
          <div className={classes.times}>
            {shown.slots.map((slot) => {
              const [dubaiTime, ownTime] = slotTimes(slot.start, zone, locale, dubai);
              return (
                <Chip
                  key={slot.start}
                  value={slot.start}
                  type="radio"
                  radius="sm"
                  icon={null}
                  aria-label={slotLabel(slot.start, zone, locale, dubai)}
                  classNames={{ root: classes.timeRoot, label: classes.timeLabel }}
                >
                  <span className={classes.time}>
                    {dubaiTime?.time} <span className={classes.place}>{dubaiTime?.place}</span>
                  </span>
                  {ownTime && (
                    <span className={classes.own}>
                      {[ownTime.otherDay, ownTime.time, ownTime.place].filter(Boolean).join(' ')}
                    </span>
                  )}
                </Chip>
              );
            })}
          </div>
        </Chip.Group>
      </div>
    </Stack>
  );
}

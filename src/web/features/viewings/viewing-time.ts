import { dubaiDate } from '../../../shared/properties/advertising.ts';
import { VIEWING_TIME_ZONE } from '../../../shared/viewings/constants.ts';
import type { ViewingSlot } from '../../../shared/viewings/schemas.ts';

export type { ViewingSlot };

/**
 * A viewing's time as a visitor reads it: on Dubai's clock, where the residence and the agent are,
 * and on the visitor's own when it differs ('11:00 Dubai · 00:00 Los Angeles'). Everything here is
 * `Intl` with an explicit zone, so the server and a browser anywhere print the same text for the
 * same zone. Slots arrive as ISO 8601 instants carrying their offset.
 */

export const DUBAI_TIME_ZONE = VIEWING_TIME_ZONE;

const formats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

/** The visitor's zone as the browser knows it ('America/Los_Angeles'); Dubai when it cannot say. */
export function visitorTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || DUBAI_TIME_ZONE;
  } catch {
    return DUBAI_TIME_ZONE;
  }
}

/** Whether two zones show the same wall clock at `at` (Dubai and Muscat do; Dubai and London do not). */
export function sameClock(zone: string, other: string, at: Date): boolean {
  const clock = (timeZone: string) =>
    dateFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    }).format(at);
  return zone === other || clock(zone) === clock(other);
}

/** The city of a zone's name, as a visitor knows it: 'America/Los_Angeles' → 'Los Angeles'. */
export function zoneCity(zone: string): string {
  const city = zone.split('/').pop() ?? zone;
  return city.replaceAll('_', ' ');
}

/** The date of an instant on a zone's calendar, YYYY-MM-DD. */
export function zoneDate(at: Date, timeZone: string): string {
  const parts = dateFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** '14:30' on a zone's clock, 24-hour in every language (Western digits, as the site writes them). */
export function formatClock(at: Date, timeZone: string, locale: string): string {
  return dateFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
}

/** 'Sat 28 Nov' (or 'السبت 28 نوفمبر'): a day of the picker, read on Dubai's calendar. */
export function formatViewingDay(date: string, locale: string): string {
  return dateFormat(locale, { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' }).format(
    new Date(`${date}T12:00:00Z`),
  );
}

/** 'Saturday 28 November 2026': the day in a confirmation, on a zone's calendar. */
export function formatViewingDate(at: Date, timeZone: string, locale: string): string {
  return dateFormat(locale, { timeZone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(at);
}

export interface ZonedTime {
  /** '11:00' */
  time: string;
  /** 'Dubai' or 'Los Angeles' */
  place: string;
  /** The short weekday when the zone's date is not Dubai's ('Fri'), else null. */
  otherDay: string | null;
}

/**
 * A slot's start on Dubai's clock and, when the visitor's differs, on theirs: one entry, or two.
 * `dubai` is the word for Dubai in the page's language.
 */
export function slotTimes(start: string, zone: string, locale: string, dubai: string): ZonedTime[] {
  const at = new Date(start);
  const times: ZonedTime[] = [{ time: formatClock(at, DUBAI_TIME_ZONE, locale), place: dubai, otherDay: null }];
  if (sameClock(DUBAI_TIME_ZONE, zone, at)) return times;
  const otherDay =
    zoneDate(at, zone) === zoneDate(at, DUBAI_TIME_ZONE)
      ? null
      : dateFormat(locale, { timeZone: zone, weekday: 'short' }).format(at);
  times.push({ time: formatClock(at, zone, locale), place: zoneCity(zone), otherDay });
  return times;
}

/** The same as text: '11:00 Dubai · 00:00 Los Angeles', or '11:00 Dubai · Fri 23:00 Los Angeles'. */
export function slotLabel(start: string, zone: string, locale: string, dubai: string): string {
  return slotTimes(start, zone, locale, dubai)
    .map(({ time, place, otherDay }) => [otherDay, time, place].filter(Boolean).join(' '))
    .join(' · ');
}

/** The slots grouped by their day on Dubai's calendar, days in order, each day's slots in order. */
export function slotsByDay(slots: readonly ViewingSlot[]): { date: string; slots: ViewingSlot[] }[] {
  const days = new Map<string, ViewingSlot[]>();
  const sorted = [...slots].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  for (const slot of sorted) {
    const date = dubaiDate(new Date(slot.start));
    days.set(date, [...(days.get(date) ?? []), slot]);
  }
  return [...days].map(([date, daySlots]) => ({ date, slots: daySlots }));
}

/** The free slots after a taken one: what a visitor who just lost a race is offered instead. */
export function nextFreeSlots(slots: readonly ViewingSlot[], taken: string, count = 3): ViewingSlot[] {
  const after = Date.parse(taken);
  return [...slots]
    .filter((slot) => Date.parse(slot.start) > after)
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start))
    .slice(0, count);
}

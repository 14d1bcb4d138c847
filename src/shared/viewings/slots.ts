import { DUBAI_OFFSET, DUBAI_OFFSET_MINUTES, MIN_NOTICE_MINUTES, WEEKDAYS, type Weekday } from './constants.ts';
import type { ViewingSlot, WorkingHours } from './schemas.ts';

const MINUTE = 60_000;
const DAY = 86_400_000;

/** A time an agent is taken: a booked viewing. */
export interface BusyPeriod {
  start: Date;
  end: Date;
}

/** What one agent's free slots are worked out from. */
export interface AgentCalendar {
  agentId: number;
  hours: WorkingHours;
  busy: readonly BusyPeriod[];
}

export interface SlotQuery {
  agents: readonly AgentCalendar[];
  /** Dubai dates, both included. */
  from: string;
  to: string;
  now: Date;
  /** Least notice before a slot's start (default MIN_NOTICE_MINUTES); staff bookings pass 0. */
  noticeMinutes?: number;
}

/** The Dubai calendar date of an instant, "2026-12-01". */
export function dubaiDate(instant: Date): string {
  return new Date(instant.getTime() + DUBAI_OFFSET_MINUTES * MINUTE).toISOString().slice(0, 10);
}

/** An instant written in Dubai time with its offset, "2026-12-01T10:00:00+04:00". */
export function toDubaiIso(instant: Date): string {
  return new Date(instant.getTime() + DUBAI_OFFSET_MINUTES * MINUTE).toISOString().slice(0, 19) + DUBAI_OFFSET;
}

/** The instant of a Dubai wall-clock time ("09:30") on a Dubai date. */
export function dubaiInstant(date: string, time: string): Date {
  return new Date(`${date}T${time}:00${DUBAI_OFFSET}`);
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

export function weekdayOf(date: string): Weekday {
  // getUTCDay counts from Sunday; WEEKDAYS from Monday.
  return WEEKDAYS[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7]!;
}

function overlapsBusy(start: number, end: number, buffer: number, busy: readonly BusyPeriod[]): boolean {
  return busy.some((period) => period.start.getTime() < end + buffer && period.end.getTime() > start - buffer);
}

/** One agent's free slots on one Dubai day, as instants. */
function daySlots(calendar: AgentCalendar, date: string, earliest: number): Array<[number, number]> {
  const { hours } = calendar;
  const day = hours.week[weekdayOf(date)];
  if (!day || hours.daysOff.includes(date)) return [];
  const length = hours.slotMinutes * MINUTE;
  const buffer = hours.bufferMinutes * MINUTE;
  const close = dubaiInstant(date, day.to).getTime();
  const slots: Array<[number, number]> = [];
  for (let start = dubaiInstant(date, day.from).getTime(); start + length <= close; start += length + buffer) {
    if (start >= earliest && !overlapsBusy(start, start + length, buffer, calendar.busy)) {
      slots.push([start, start + length]);
    }
  }
  return slots;
}

/**
 * The free viewing slots of the given agents between two Dubai dates (both included), earliest
 * first. Each working day is cut into slots of the agent's length with the buffer between them,
 * from the day's start; a slot is free when it starts after `now` plus the notice, on a Dubai day no
 * later than the agent's horizon (counted from today in Dubai), not on a day off, and no booking
 * comes within the buffer of it. Days are always Dubai days, wherever the visitor is.
 */
export function freeSlots(query: SlotQuery): ViewingSlot[] {
  const earliest = query.now.getTime() + (query.noticeMinutes ?? MIN_NOTICE_MINUTES) * MINUTE;
  const today = dubaiDate(query.now);
  const slots: Array<{ start: number; end: number; agentId: number }> = [];
  for (const calendar of query.agents) {
    const last = [query.to, addDays(today, calendar.hours.horizonDays)].sort()[0]!;
    for (let date = query.from < today ? today : query.from; date <= last; date = addDays(date, 1)) {
      for (const [start, end] of daySlots(calendar, date, earliest))
        slots.push({ start, end, agentId: calendar.agentId });
    }
  }
  slots.sort((a, b) => a.start - b.start || a.agentId - b.agentId);
  return slots.map(({ start, end, agentId }) => ({
    start: toDubaiIso(new Date(start)),
    end: toDubaiIso(new Date(end)),
    agentId,
  }));
}

/** Whether `start` begins a free slot of the agent (the same rules as `freeSlots`). */
export function isFreeSlot(
  calendar: AgentCalendar,
  start: Date,
  now: Date,
  noticeMinutes?: number,
): ViewingSlot | null {
  const date = dubaiDate(start);
  const slots = freeSlots({ agents: [calendar], from: date, to: date, now, noticeMinutes });
  return slots.find((slot) => Date.parse(slot.start) === start.getTime()) ?? null;
}

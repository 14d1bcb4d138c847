import { DUBAI_OFFSET, DUBAI_OFFSET_MINUTES } from '../viewings/constants.ts';
import { dubaiDate } from '../viewings/slots.ts';

/** A due time picked on Dubai's clock ("2026-12-01", "10:30") as the instant the server stores. */
export function dueAtOf(date: string, time: string): string {
  return `${date}T${time}:00${DUBAI_OFFSET}`;
}

/** What the form offers first: the next full hour on Dubai's clock (tomorrow's first hour after 23:00). */
export function defaultDue(now: Date): { date: string; time: string } {
  const next = new Date(Math.ceil((now.getTime() + 1) / 3_600_000) * 3_600_000);
  const dubai = new Date(next.getTime() + DUBAI_OFFSET_MINUTES * 60_000);
  return { date: dubaiDate(next), time: dubai.toISOString().slice(11, 16) };
}

/** A due time as a reminder says it, on Dubai's clock ("1 Dec 2026, 10:30"). */
export const DUE_FORMAT = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Dubai',
});

import { addDays, dubaiDate } from '../../../shared/properties/advertising.ts';
import { isTRPCClientError } from '@trpc/client';
import type { AppRouter } from '../../../server/trpc/app-router.ts';
import { trpcErrorCode, trpcErrorMessage } from '../../lib/trpc-errors.ts';
import type { ViewingSlot } from './viewing-time.ts';

/** How many days of free slots a visitor is shown at once: three weeks from today in Dubai. */
export const AVAILABILITY_DAYS = 21;

/** The Dubai dates asked for: today and the next AVAILABILITY_DAYS - 1 days. */
export function availabilityWindow(now: Date = new Date()): { from: string; to: string } {
  const from = dubaiDate(now);
  return { from, to: addDays(from, AVAILABILITY_DAYS - 1) };
}

/**
 * The start that was just taken by someone else, when the last booking failed with the CONFLICT that
 * offers the next free slots (another CONFLICT, such as a link out of date, took no slot).
 */
export function takenSlot(error: unknown, sentStart: string | null): string | null {
  return sentStart && isTRPCClientError<AppRouter>(error) && error.data?.code === 'CONFLICT' && error.data.nextSlots
    ? sentStart
    : null;
}

/**
 * Why a booking was refused, for the visitor: a limit's refusal (TOO_MANY_REQUESTS) as the server
 * words it, in the page's language, since only it knows which limit was reached; anything else as
 * every form says it.
 */
export function bookingFailure(error: unknown, fallback: string): string {
  if (trpcErrorCode(error) === 'TOO_MANY_REQUESTS' && error instanceof Error && error.message) return error.message;
  return trpcErrorMessage(error, fallback);
}

/** The slots the server offered with a CONFLICT (the next free ones), if it did. */
function offeredSlots(error: unknown): readonly ViewingSlot[] {
  if (!isTRPCClientError<AppRouter>(error) || error.data?.code !== 'CONFLICT') return [];
  return error.data.nextSlots ?? [];
}

/**
 * The free slots as a visitor who just lost a race should see them: without the one taken, and with
 * the next free ones the server named, even before the list is asked for again.
 */
export function slotsAfterConflict(slots: readonly ViewingSlot[], error: unknown, taken: string | null): ViewingSlot[] {
  const known = new Map(slots.map((slot) => [Date.parse(slot.start), slot]));
  for (const slot of offeredSlots(error)) known.set(Date.parse(slot.start), slot);
  if (taken) known.delete(Date.parse(taken));
  return [...known.values()].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
}

import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { availabilityWindow, bookingFailure, slotsAfterConflict, takenSlot } from './availability.ts';

const slot = (start: string) => ({ start, end: start, agentId: 3 });

/** A refusal as the browser's tRPC client raises it from the server's answer. */
const refusal = (code: string, nextSlots?: unknown, message = 'That time has just been booked') =>
  TRPCClientError.from({
    error: { code: -32009, message, data: { code, nextSlots } },
  });

describe('a booking that lost its slot', () => {
  it('knows which slot went only when the server said CONFLICT and offered others', () => {
    expect(takenSlot(refusal('CONFLICT', []), '2026-12-01T10:00:00+04:00')).toBe('2026-12-01T10:00:00+04:00');
    // A link out of date is a CONFLICT too, but no slot went.
    expect(takenSlot(refusal('CONFLICT'), '2026-12-01T10:00:00+04:00')).toBeNull();
    expect(takenSlot(refusal('BAD_REQUEST'), '2026-12-01T10:00:00+04:00')).toBeNull();
    expect(takenSlot(new Error('offline'), '2026-12-01T10:00:00+04:00')).toBeNull();
  });

  it('drops the taken slot and adds the next free ones the server named, in order, once each', () => {
    const shown = [slot('2026-12-01T10:00:00+04:00'), slot('2026-12-01T12:00:00+04:00')];
    const offered = [slot('2026-12-01T08:00:00Z'), slot('2026-12-01T13:30:00+04:00')];
    const after = slotsAfterConflict(shown, refusal('CONFLICT', offered), '2026-12-01T06:00:00Z');
    expect(after.map((s) => Date.parse(s.start))).toEqual(
      ['2026-12-01T12:00:00+04:00', '2026-12-01T13:30:00+04:00'].map(Date.parse),
    );
    expect(slotsAfterConflict(shown, null, null)).toEqual(shown);
  });

  it("tells a limit's refusal in the server's words (it wrote them in the page's language), anything else as every form", () => {
    const limit = refusal('TOO_MANY_REQUESTS', undefined, 'Предстоящих просмотров: 3');
    expect(bookingFailure(limit, 'fallback')).toBe('Предстоящих просмотров: 3');
    expect(bookingFailure(new Error('offline'), 'fallback')).toBe('fallback');
  });

  it('asks for three weeks of Dubai days from today in Dubai', () => {
    expect(availabilityWindow(new Date('2026-11-30T21:00:00Z'))).toEqual({ from: '2026-12-01', to: '2026-12-21' });
  });
});

import { describe, expect, it } from 'vitest';
import { nextSendingTime, timeZoneOfCountry } from './sending-hours.ts';

const HOURS = { from: '09:00', to: '20:00' };

describe('sending hours', () => {
  it('keeps a time inside the window and moves one outside it to the next opening, on the buyer’s clock', () => {
    expect(nextSendingTime(new Date('2031-01-06T06:00:00Z'), HOURS, 'Asia/Dubai').toISOString()).toBe(
      '2031-01-06T06:00:00.000Z',
    );
    expect(nextSendingTime(new Date('2031-01-06T03:30:00Z'), HOURS, 'Asia/Dubai').toISOString()).toBe(
      '2031-01-06T05:00:00.000Z',
    );
    expect(nextSendingTime(new Date('2031-01-06T16:00:00Z'), HOURS, 'Asia/Dubai').toISOString()).toBe(
      '2031-01-07T05:00:00.000Z',
    );
    expect(nextSendingTime(new Date('2031-01-06T06:00:00Z'), HOURS, 'Europe/London').toISOString()).toBe(
      '2031-01-06T09:00:00.000Z',
    );
  });

  it('keeps the wall-clock opening across a change to summer time', () => {
    // London moves to BST on 30 March 2031: 21:00 GMT on the 29th waits for 09:00 BST (08:00 UTC).
    expect(nextSendingTime(new Date('2031-03-29T21:00:00Z'), HOURS, 'Europe/London').toISOString()).toBe(
      '2031-03-30T08:00:00.000Z',
    );
  });

  it("takes a country's zone only when it has one", () => {
    expect(timeZoneOfCountry('GB')).toBe('Europe/London');
    expect(timeZoneOfCountry('US')).toBe('Asia/Dubai');
    expect(timeZoneOfCountry(null)).toBe('Asia/Dubai');
  });
});

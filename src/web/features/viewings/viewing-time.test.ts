import { describe, expect, it } from 'vitest';
import { nextFreeSlots, slotLabel, slotsByDay, zoneCity, zoneDate } from './viewing-time.ts';

const slot = (start: string) => ({ start, end: start, agentId: 1 });

describe('viewing times', () => {
  it('shows Dubai time alone when the visitor is on Dubai’s clock', () => {
    expect(slotLabel('2026-11-28T11:00:00+04:00', 'Asia/Dubai', 'en-GB', 'Dubai')).toBe('11:00 Dubai');
    expect(slotLabel('2026-11-28T11:00:00+04:00', 'Asia/Muscat', 'en-GB', 'Dubai')).toBe('11:00 Dubai');
  });

  it('adds the visitor’s clock, and their weekday when their date is another', () => {
    expect(slotLabel('2026-11-28T11:00:00+04:00', 'America/Los_Angeles', 'en-GB', 'Dubai')).toBe(
      '11:00 Dubai · Fri 23:00 Los Angeles',
    );
    expect(slotLabel('2026-11-28T11:00:00+04:00', 'Asia/Tokyo', 'en-GB', 'Dubai')).toBe('11:00 Dubai · 16:00 Tokyo');
    expect(slotLabel('2026-11-28T12:00:00+04:00', 'America/Los_Angeles', 'en-GB', 'Dubai')).toBe(
      '12:00 Dubai · 00:00 Los Angeles',
    );
    expect(slotLabel('2026-11-28T11:00:00+04:00', 'Asia/Tokyo', 'ar-AE-u-nu-latn', 'دبي')).toBe(
      '11:00 دبي · 16:00 Tokyo',
    );
  });

  it('groups slots by their day in Dubai, whatever offset they were written with', () => {
    const days = slotsByDay([
      slot('2026-11-29T06:00:00Z'),
      slot('2026-11-28T20:30:00Z'), // 00:30 on the 29th in Dubai
      slot('2026-11-28T09:00:00+04:00'),
    ]);
    expect(days.map((day) => [day.date, day.slots.length])).toEqual([
      ['2026-11-28', 1],
      ['2026-11-29', 2],
    ]);
    expect(zoneDate(new Date('2026-11-28T20:30:00Z'), 'Asia/Dubai')).toBe('2026-11-29');
    expect(zoneCity('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
  });

  it('offers the free slots after the one just taken', () => {
    const slots = ['10:00', '11:00', '12:00', '13:00', '14:00'].map((time) => slot(`2026-11-28T${time}:00+04:00`));
    expect(nextFreeSlots(slots, '2026-11-28T07:00:00Z').map((s) => s.start)).toEqual([
      '2026-11-28T12:00:00+04:00',
      '2026-11-28T13:00:00+04:00',
      '2026-11-28T14:00:00+04:00',
    ]);
  });
});

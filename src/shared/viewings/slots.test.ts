import { describe, expect, it } from 'vitest';
import { DEFAULT_WORKING_HOURS, type WorkingHours } from './schemas.ts';
import { dubaiDate, freeSlots, isFreeSlot, type AgentCalendar } from './slots.ts';

// Monday 30 November 2026, 07:00 in Dubai (03:00 UTC): before the working day starts.
const MONDAY_EARLY = new Date('2026-11-30T03:00:00Z');

const hours: WorkingHours = {
  ...DEFAULT_WORKING_HOURS,
  week: { ...DEFAULT_WORKING_HOURS.week, sat: null, sun: null },
  slotMinutes: 60,
  bufferMinutes: 30,
  horizonDays: 30,
  daysOff: [],
};

const agent = (overrides: Partial<AgentCalendar> = {}): AgentCalendar => ({
  agentId: 7,
  hours,
  busy: [],
  ...overrides,
});
const starts = (calendar: AgentCalendar[], from: string, to = from, now = MONDAY_EARLY) =>
  freeSlots({ agents: calendar, from, to, now }).map((slot) => slot.start);

describe('freeSlots', () => {
  it('cuts a working day into slots of the agent length with the buffer between them, in Dubai time', () => {
    expect(freeSlots({ agents: [agent()], from: '2026-12-01', to: '2026-12-01', now: MONDAY_EARLY })).toEqual(
      ['09:00', '10:30', '12:00', '13:30', '15:00', '16:30'].map((time) => ({
        start: `2026-12-01T${time}:00+04:00`,
        end: `2026-12-01T${String(Number(time.slice(0, 2)) + 1).padStart(2, '0')}${time.slice(2)}:00+04:00`,
        agentId: 7,
      })),
    );
  });

  it('offers nothing on a day off or a weekday without hours', () => {
    expect(starts([agent({ hours: { ...hours, daysOff: ['2026-12-01'] } })], '2026-12-01')).toEqual([]);
    expect(starts([agent()], '2026-12-05', '2026-12-06')).toEqual([]); // Saturday and Sunday
    expect(starts([agent({ hours: { ...hours, daysOff: ['2026-12-01'] } })], '2026-12-01', '2026-12-02')).toHaveLength(
      6,
    );
  });

  it('keeps the buffer around existing bookings, even one at an odd time', () => {
    const busy = [
      { start: new Date('2026-12-01T10:30:00+04:00'), end: new Date('2026-12-01T11:30:00+04:00') },
      // Booked by staff at 14:45: the 13:30 slot ends 14:30, inside the 30-minute buffer; 15:00 overlaps.
      { start: new Date('2026-12-01T14:45:00+04:00'), end: new Date('2026-12-01T15:45:00+04:00') },
    ];
    expect(starts([agent({ busy })], '2026-12-01')).toEqual([
      '2026-12-01T09:00:00+04:00',
      '2026-12-01T12:00:00+04:00',
      '2026-12-01T16:30:00+04:00',
    ]);
  });

  it('needs two hours of notice and never offers the past', () => {
    const now = new Date('2026-12-01T09:45:00+04:00');
    expect(starts([agent()], '2026-11-30', '2026-12-01', now)).toEqual([
      '2026-12-01T12:00:00+04:00',
      '2026-12-01T13:30:00+04:00',
      '2026-12-01T15:00:00+04:00',
      '2026-12-01T16:30:00+04:00',
    ]);
  });

  it('stops at the booking horizon, counted in Dubai days from today', () => {
    const twoDays = agent({ hours: { ...hours, horizonDays: 2 } });
    const dates = new Set(starts([twoDays], '2026-11-30', '2026-12-10').map((start) => start.slice(0, 10)));
    expect([...dates]).toEqual(['2026-11-30', '2026-12-01', '2026-12-02']);
  });

  it('lists several agents earliest first, an agent id breaking a tie', () => {
    const late = agent({
      agentId: 3,
      hours: { ...hours, week: { ...hours.week, tue: { from: '10:30', to: '12:00' } } },
    });
    const slots = freeSlots({ agents: [agent(), late], from: '2026-12-01', to: '2026-12-01', now: MONDAY_EARLY });
    expect(slots.slice(0, 3).map((slot) => [slot.start.slice(11, 16), slot.agentId])).toEqual([
      ['09:00', 7],
      ['10:30', 3],
      ['10:30', 7],
    ]);
  });

  it('gives Dubai days whatever the visitor zone: one Dubai day spans two dates in Los Angeles', () => {
    const slots = freeSlots({ agents: [agent()], from: '2026-12-01', to: '2026-12-01', now: MONDAY_EARLY });
    const inZone = (timeZone: string, iso: string) =>
      new Intl.DateTimeFormat('en-CA', { timeZone, dateStyle: 'short', timeStyle: 'short', hourCycle: 'h23' }).format(
        new Date(iso),
      );
    expect(slots.every((slot) => dubaiDate(new Date(slot.start)) === '2026-12-01')).toBe(true);
    // 09:00 in Dubai is 21:00 the evening before in Los Angeles, and 14:00 the same day in Tokyo.
    expect(inZone('America/Los_Angeles', slots[0]!.start)).toBe('2026-11-30, 21:00');
    expect(inZone('America/Los_Angeles', slots.at(-1)!.start)).toBe('2026-12-01, 04:30');
    expect(inZone('Asia/Tokyo', slots[0]!.start)).toBe('2026-12-01, 14:00');
    expect(inZone('Asia/Tokyo', slots.at(-1)!.start)).toBe('2026-12-01, 21:30');
    // A visitor in Tokyo late on 1 December asking for their "tomorrow" asks for the Dubai date 2 December.
    expect(starts([agent()], '2026-12-02')[0]).toBe('2026-12-02T09:00:00+04:00');
  });
});

describe('isFreeSlot', () => {
  it('accepts only the start of a free slot, whatever offset it is written with', () => {
    const calendar = agent();
    expect(isFreeSlot(calendar, new Date('2026-12-01T05:00:00Z'), MONDAY_EARLY)?.start).toBe(
      '2026-12-01T09:00:00+04:00',
    );
    expect(isFreeSlot(calendar, new Date('2026-11-30T21:00:00-08:00'), MONDAY_EARLY)?.start).toBe(
      '2026-12-01T09:00:00+04:00',
    );
    expect(isFreeSlot(calendar, new Date('2026-12-01T09:15:00+04:00'), MONDAY_EARLY)).toBeNull();
    expect(isFreeSlot(calendar, new Date('2026-12-05T10:00:00+04:00'), MONDAY_EARLY)).toBeNull();
  });
});

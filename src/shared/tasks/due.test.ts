import { describe, expect, it } from 'vitest';
import { defaultDue, dueAtOf } from './due.ts';

describe('due times on Dubai clock', () => {
  it('writes a picked time with Dubai offset, so it is stored as the right instant', () => {
    expect(new Date(dueAtOf('2026-12-01', '10:30')).toISOString()).toBe('2026-12-01T06:30:00.000Z');
  });

  it('offers the next full hour in Dubai, crossing midnight into the next Dubai day', () => {
    expect(defaultDue(new Date('2026-12-01T06:10:00Z'))).toEqual({ date: '2026-12-01', time: '11:00' });
    expect(defaultDue(new Date('2026-12-01T19:30:00Z'))).toEqual({ date: '2026-12-02', time: '00:00' });
    expect(defaultDue(new Date('2026-12-01T07:00:00Z'))).toEqual({ date: '2026-12-01', time: '12:00' });
  });
});

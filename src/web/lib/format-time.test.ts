import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDuration, formatYear } from './format-time.ts';

describe('dates', () => {
  it('shows an ISO day as day, month name and year, whatever the time zone', () => {
    expect(formatDate('2025-06-10')).toBe('10 June 2025');
    expect(formatDate('2025-01-01')).toBe('1 January 2025');
  });

  it('shows timestamps and the year on the Dubai clock', () => {
    // 21:30 UTC is already the next day in Dubai (UTC+4).
    expect(formatDateTime('2026-11-21T21:30:00Z')).toBe('22 Nov 2026, 01:30');
    expect(formatYear(new Date('2025-12-31T21:00:00Z'))).toBe('2026');
    expect(formatYear(new Date('2025-12-31T19:59:59Z'))).toBe('2025');
    expect(formatYear(new Date('2025-12-31T20:00:00Z'))).toBe('2026');
  });
});

describe('formatDuration', () => {
  it('shows a response time in its largest two units', () => {
    expect(formatDuration(null)).toBe('—');
    expect(formatDuration(42)).toBe('42 secs');
    expect(formatDuration(12 * 60 + 10)).toBe('12 mins');
    expect(formatDuration(3 * 3600)).toBe('3 hrs');
    expect(formatDuration(3 * 3600 + 5 * 60)).toBe('3 hrs 5 mins');
    expect(formatDuration(3600 + 60)).toBe('1 hr 1 min');
    expect(formatDuration(2 * 86_400 + 4 * 3600 + 59)).toBe('2 days 4 hrs');
    expect(formatDuration(86_400)).toBe('1 day');
  });
});

import { describe, expect, it } from 'vitest';
import { datesOf, parseViewingsSearch, stepDate, viewingRange } from './viewing-range.ts';

describe('the Viewings screen’s range', () => {
  it('shows one day, or the Monday-to-Sunday week around a date', () => {
    expect(viewingRange('day', '2026-12-02')).toEqual({ from: '2026-12-02', to: '2026-12-02' });
    expect(viewingRange('week', '2026-12-02')).toEqual({ from: '2026-11-30', to: '2026-12-06' });
    expect(viewingRange('week', '2026-12-06')).toEqual({ from: '2026-11-30', to: '2026-12-06' });
    expect(datesOf(viewingRange('week', '2026-12-31'))).toHaveLength(7);
    expect(stepDate('week', '2026-12-02', -1)).toBe('2026-11-25');
    expect(stepDate('day', '2026-12-31', 1)).toBe('2027-01-01');
  });

  it('reads the address bar and drops what it cannot read', () => {
    expect(parseViewingsSearch({ span: 'week', date: '2026-12-02', agentId: '3' })).toEqual({
      span: 'week',
      date: '2026-12-02',
      agentId: 3,
    });
    expect(parseViewingsSearch({ span: 'month', date: '2026-13-45', agentId: '-1' })).toEqual({});
  });
});

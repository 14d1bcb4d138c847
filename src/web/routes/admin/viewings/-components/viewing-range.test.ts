import { describe, expect, it } from 'vitest';
import { datesOf, parseViewingsSearch, resolvedView, viewingRange, viewingSearch } from './viewing-range.ts';

describe('the Viewings screen’s range', () => {
  it('shows one day, or the Monday-to-Sunday week around a date', () => {
    expect(viewingRange('day', '2026-12-02')).toEqual({ from: '2026-12-02', to: '2026-12-02' });
    expect(viewingRange('week', '2026-12-02')).toEqual({ from: '2026-11-30', to: '2026-12-06' });
    expect(viewingRange('week', '2026-12-06')).toEqual({ from: '2026-11-30', to: '2026-12-06' });
    expect(datesOf(viewingRange('week', '2026-12-31'))).toHaveLength(7);
  });

  it('reads ?day= and ?week= (kept as its Monday) and drops what it cannot read', () => {
    expect(parseViewingsSearch({ week: '2026-12-02', agentId: '3' })).toEqual({ week: '2026-11-30', agentId: 3 });
    expect(parseViewingsSearch({ day: '2026-12-02' })).toEqual({ day: '2026-12-02' });
    expect(parseViewingsSearch({ week: '2026-13-45', day: 'monday', agentId: '-1' })).toEqual({});
    expect(resolvedView({}, '2026-12-02')).toMatchObject({ span: 'day', date: '2026-12-02', agentId: null });
    expect(resolvedView({ week: '2026-11-30' }).range).toEqual({ from: '2026-11-30', to: '2026-12-06' });
  });

  it('opens the links of the earlier form (?span=week&date=) on the same view', () => {
    expect(parseViewingsSearch({ span: 'week', date: '2026-12-02', agentId: '3' })).toEqual({
      week: '2026-11-30',
      agentId: 3,
    });
    expect(parseViewingsSearch({ span: 'week' }, '2026-12-02')).toEqual({ week: '2026-11-30' });
    expect(parseViewingsSearch({ span: 'day', date: '2026-12-02' })).toEqual({ day: '2026-12-02' });
    expect(parseViewingsSearch({ date: '2026-12-02' })).toEqual({ day: '2026-12-02' });
    expect(parseViewingsSearch({ span: 'month', date: '2026-13-45' })).toEqual({});
  });

  it('steps a day or a week, comes back to today and switches between the two', () => {
    const today = '2026-12-02';
    const week = { span: 'week', date: '2026-11-30' } as const;
    const day = { span: 'day', date: '2026-12-31' } as const;
    expect(viewingSearch(week, { step: -1 }, today)).toEqual({ week: '2026-11-23', day: undefined });
    expect(viewingSearch(day, { step: 1 }, today)).toEqual({ day: '2027-01-01', week: undefined });
    expect(viewingSearch(day, { step: 0 }, today)).toEqual({ day: today, week: undefined });
    expect(viewingSearch(day, { span: 'week' }, today)).toEqual({ week: '2026-12-28', day: undefined });
    // This week opens on today; another week on its Monday.
    expect(viewingSearch(week, { span: 'day' }, today)).toEqual({ day: today, week: undefined });
    expect(viewingSearch({ span: 'week', date: '2026-12-07' }, { span: 'day' }, today)).toEqual({
      day: '2026-12-07',
      week: undefined,
    });
  });
});

import { addDays, dubaiDate } from '../../../../../shared/properties/advertising.ts';
import { optionalIsoDate } from '../../../../lib/search-params.ts';

export const VIEWING_SPANS = ['day', 'week'] as const;
export type ViewingSpan = (typeof VIEWING_SPANS)[number];

/**
 * The console's Viewings search: `?day=2026-12-02` (a Dubai date) or `?week=2026-11-30` (its
 * Monday), of one agent (`agentId`) or all. Neither means today.
 */
export interface ViewingsSearch {
  day?: string;
  week?: string;
  agentId?: number;
}

/** The Monday of a date's week (the week view starts on Monday). */
export function weekStart(date: string): string {
  const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(date, -weekday);
}

/**
 * The search as the address bar gives it; anything unreadable falls back to today, a day, all agents.
 * A week is kept as its Monday. Links of the earlier form (`?span=week&date=2026-12-02`, `?date=...`)
 * still open the same view.
 */
export function parseViewingsSearch(raw: Record<string, unknown>, today: string = dubaiDate()): ViewingsSearch {
  const search: ViewingsSearch = {};
  const week = optionalIsoDate(raw.week);
  const day = optionalIsoDate(raw.day);
  const legacyDate = optionalIsoDate(raw.date);
  if (week) search.week = weekStart(week);
  else if (day) search.day = day;
  else if (raw.span === 'week') search.week = weekStart(legacyDate ?? today);
  else if (legacyDate) search.day = legacyDate;
  const agentId = Number(raw.agentId);
  if (Number.isInteger(agentId) && agentId > 0) search.agentId = agentId;
  return search;
}

/** The Dubai dates a view shows, first and last (both included). */
export function viewingRange(span: ViewingSpan, date: string): { from: string; to: string } {
  if (span === 'day') return { from: date, to: date };
  const from = weekStart(date);
  return { from, to: addDays(from, 6) };
}

/** Every date from `from` to `to`. */
export function datesOf({ from, to }: { from: string; to: string }): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/** The view the search asks for: today in Dubai, a day and all agents unless it says otherwise. */
export function resolvedView(search: ViewingsSearch, today: string = dubaiDate()) {
  const span: ViewingSpan = search.week ? 'week' : 'day';
  const date = search.week ?? search.day ?? today;
  return { span, date, agentId: search.agentId ?? null, range: viewingRange(span, date) };
}

const searchOf = (span: ViewingSpan, date: string): Pick<ViewingsSearch, 'day' | 'week'> =>
  span === 'week' ? { week: weekStart(date), day: undefined } : { day: date, week: undefined };

/**
 * The search of the view moved by `step` days or weeks (-1, +1; 0 for the one holding `today`), or
 * switched to `span`: a week opens at the week of the day shown, a day at today when the week holds
 * it, else at the week's Monday.
 */
export function viewingSearch(
  current: { span: ViewingSpan; date: string },
  change: { step: -1 | 0 | 1 } | { span: ViewingSpan },
  today: string = dubaiDate(),
): Pick<ViewingsSearch, 'day' | 'week'> {
  if ('span' in change) {
    const date =
      change.span === 'day' && current.span === 'week' && weekStart(today) === current.date ? today : current.date;
    return searchOf(change.span, date);
  }
  if (change.step === 0) return searchOf(current.span, today);
  return searchOf(current.span, addDays(current.date, change.step * (current.span === 'day' ? 1 : 7)));
}

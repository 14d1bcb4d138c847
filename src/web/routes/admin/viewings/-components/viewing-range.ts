import { addDays, dubaiDate } from '../../../../../shared/properties/advertising.ts';
import { optionalIsoDate } from '../../../../lib/search-params.ts';

export const VIEWING_SPANS = ['day', 'week'] as const;
export type ViewingSpan = (typeof VIEWING_SPANS)[number];

/** The console's Viewings search: a day or a week, from a Dubai date, of one agent or all. */
export interface ViewingsSearch {
  span?: ViewingSpan;
  date?: string;
  agentId?: number;
}

/** The search as the address bar gives it; anything unreadable falls back to today, a day, all agents. */
export function parseViewingsSearch(raw: Record<string, unknown>): ViewingsSearch {
  const search: ViewingsSearch = {};
  if (raw.span === 'week' || raw.span === 'day') search.span = raw.span;
  const date = optionalIsoDate(raw.date);
  if (date) search.date = date;
  const agentId = Number(raw.agentId);
  if (Number.isInteger(agentId) && agentId > 0) search.agentId = agentId;
  return search;
}

/** The Monday of a date's week (the week view starts on Monday). */
export function weekStart(date: string): string {
  const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(date, -weekday);
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

/** The same view one step earlier (-1) or later (+1). */
export function stepDate(span: ViewingSpan, date: string, step: -1 | 1): string {
  return addDays(date, step * (span === 'day' ? 1 : 7));
}

/** The view the search asks for: today in Dubai, a day and all agents unless it says otherwise. */
export function resolvedView(search: ViewingsSearch, today: string = dubaiDate()) {
  const span = search.span ?? 'day';
  const date = search.date ?? today;
  return { span, date, agentId: search.agentId ?? null, range: viewingRange(span, date) };
}

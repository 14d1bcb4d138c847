import type { FollowUpGrouping, ReportGrouping } from '../../../shared/reports/groupings.ts';
import type { FunnelStep } from '../../../shared/reports/source-to-revenue.ts';
import { m } from '../../../shared/paraglide/messages.js';
import { formatNumber, formatPercent } from '../../lib/format.ts';
import { formatDuration } from '../../lib/format-time.ts';
import { intlLocale } from '../../lib/i18n.ts';

/** What the screen calls each grouping (read when called, in the console's language). */
export const groupingLabel = (grouping: ReportGrouping): string =>
  ({
    source: m.reports_grouping_source(),
    campaign: m.reports_grouping_campaign(),
    portal: m.reports_grouping_portal(),
    residenceType: m.reports_grouping_residenceType(),
    agent: m.reports_grouping_agent(),
  })[grouping];

/** What a row without a value of the grouping stands for (the leads of no campaign, of no agent...). */
const noneLabel = (grouping: ReportGrouping): string =>
  ({
    source: m.reports_none_source(),
    campaign: m.reports_none_campaign(),
    portal: m.reports_none_portal(),
    residenceType: m.reports_none_residenceType(),
    agent: m.reports_none_agent(),
  })[grouping];

/** A row's name: its value, or what having none means in that grouping. */
export function rowLabel(grouping: ReportGrouping | FollowUpGrouping, label: string | null): string {
  if (label !== null) return label;
  return grouping === 'source' ? m.reports_followup_no_lead() : noneLabel(grouping);
}

export const stepLabel = (step: FunnelStep): string =>
  ({
    leads: m.reports_step_leads(),
    answered: m.reports_step_answered(),
    viewings: m.reports_step_viewings(),
    offers: m.reports_step_offers(),
    deals: m.reports_step_deals(),
  })[step];

export const formatCount = (count: number): string => formatNumber(count, intlLocale());

/** "12 (40%)": a step's count and its share of the step before. */
export function formatWithRate(count: number, rate: number | null): string {
  if (rate === null) return formatCount(count);
  return m.reports_with_rate({
    count: formatCount(count),
    rate: formatPercent(Math.round(rate * 1000) / 10, intlLocale()),
  });
}

/** A median time between steps, from hours ('—' when no lead reached the step). */
export const formatHours = (hours: number | null): string =>
  formatDuration(hours === null ? null : hours * 3600, intlLocale());

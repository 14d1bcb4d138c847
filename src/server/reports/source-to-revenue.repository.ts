import type { EntityManager } from '@mikro-orm/postgresql';
import { VIEWING_TIME_ZONE } from '../../shared/viewings/constants.ts';
import { monthsBetween, type ReportGrouping } from '../../shared/reports/groupings.ts';
import type { FunnelFigures, SourceToRevenue } from '../../shared/reports/source-to-revenue.ts';
import { SCOPED, type StaffScope } from '../staff-scope/staff-scope.ts';

/**
 * Each grouping's value of a lead (`key`) and what the screen shows for it (`label`), as SQL on the
 * lead `i`, its residence `p` and its agent `a`. A click id without a campaign tag still names its ad network.
 */
const GROUPINGS: Record<ReportGrouping, { key: string; label: string }> = {
  source: { key: 'i.source', label: 'i.source' },
  campaign: {
    key: `coalesce(nullif(i.utm_campaign, ''), case when i.gclid is not null then 'Google Ads (click id)' when i.fbclid is not null then 'Meta ads (click id)' end)`,
    label: `coalesce(nullif(i.utm_campaign, ''), case when i.gclid is not null then 'Google Ads (click id)' when i.fbclid is not null then 'Meta ads (click id)' end)`,
  },
  portal: {
    key: 'case when i.portal_lead_id is not null then i.source end',
    label: 'case when i.portal_lead_id is not null then i.source end',
  },
  residenceType: { key: 'p.type', label: 'p.type' },
  agent: { key: 'a.id::text', label: 'a.name' },
};

/** The agency's commission on a deal in AED: the amount, else the rate of the price, less a co-broker's share. */
export const DEAL_COMMISSION_SQL = (d: string) =>
  `coalesce(${d}.commission_amount_aed, ${d}.price_aed * ${d}.commission_rate_pct / 100, 0) * (1 - coalesce(${d}.other_agency_split_pct, 0) / 100)`;

/** The statuses that say the team reached the buyer (Lost straight from New does not). */
const ANSWERED_STATUSES = `('Contacted', 'Viewing', 'Negotiation', 'Won')`;

/** The median of the hours from `from` to `to`, over the leads that have both (greatest() would turn a null into 0). */
const hoursBetween = (from: string, to: string) =>
  `percentile_cont(0.5) within group (order by case when ${to} >= ${from} then extract(epoch from ${to} - ${from}) / 3600 when ${to} < ${from} then 0 end)`;

/**
 * One row per lead with when it reached each step (null: not reached), then the funnel counted over
 * `grouping sets`: per value and month, per value, per month and in all, in one pass. A later step
 * reached fills in an earlier one's "reached" (not its time), so the funnel never widens.
 */
const funnelSql = (grouping: { key: string; label: string }, scope: string) => `
  with lead as (
    select ${grouping.key} as key, ${grouping.label} as label,
      to_char(i.created_at at time zone '${VIEWING_TIME_ZONE}', 'YYYY-MM') as month,
      i.created_at,
      coalesce(i.first_response_at, st.first_status_at) as answered_at,
      least(v.first_viewing_at, st.first_viewing_status_at) as viewing_at,
      d.first_offer_at as offer_at, d.first_deal_at as deal_at, coalesce(d.commission, 0) as commission,
      (i.first_response_at is not null or i.status in ${ANSWERED_STATUSES} or st.first_status_at is not null) as answered,
      (v.first_viewing_at is not null or i.status in ('Viewing', 'Negotiation', 'Won')) as viewed
    from inquiries i
    left join properties p on p.id = i.property_id
    left join agents a on a.id = i.assigned_agent_id
    left join lateral (
      select min(e.created_at) filter (where e.to_status in ${ANSWERED_STATUSES}) as first_status_at,
        min(e.created_at) filter (where e.to_status in ('Viewing', 'Negotiation', 'Won')) as first_viewing_status_at
      from inquiry_events e where e.inquiry_id = i.id and e.type = 'status'
    ) st on true
    left join lateral (
      select min(v.created_at) as first_viewing_at from viewings v where v.inquiry_id = i.id and v.status <> 'cancelled'
    ) v on true
    left join lateral (
      select min(d.created_at) as first_offer_at,
        min(d.closed_at) filter (where d.stage = 'completed') as first_deal_at,
        sum(${DEAL_COMMISSION_SQL('d')}) filter (where d.stage = 'completed') as commission
      from deals d where d.inquiry_id = i.id
    ) d on true
    where i.created_at >= ?::timestamp at time zone '${VIEWING_TIME_ZONE}'
      and i.created_at < ?::timestamp at time zone '${VIEWING_TIME_ZONE}' and ${scope}
  )
  select grouping(key) as all_keys, grouping(month) as all_months, key, max(label) as label, month,
    count(*)::int as leads,
    count(*) filter (where answered or viewed or offer_at is not null)::int as answered,
    count(*) filter (where viewed or offer_at is not null)::int as viewings,
    count(offer_at)::int as offers,
    count(deal_at)::int as deals,
    sum(commission)::float as commission_aed,
    ${hoursBetween('created_at', 'answered_at')} as hours_answered,
    ${hoursBetween('coalesce(answered_at, created_at)', 'viewing_at')} as hours_viewings,
    ${hoursBetween('coalesce(viewing_at, answered_at, created_at)', 'offer_at')} as hours_offers,
    ${hoursBetween('offer_at', 'deal_at')} as hours_deals
  from lead
  group by grouping sets ((key, month), (key), (month), ())`;

interface FunnelRow {
  all_keys: number;
  all_months: number;
  key: string | null;
  label: string | null;
  month: string | null;
  leads: number;
  answered: number;
  viewings: number;
  offers: number;
  deals: number;
  commission_aed: number | null;
  hours_answered: number | null;
  hours_viewings: number | null;
  hours_offers: number | null;
  hours_deals: number | null;
}

const EMPTY: FunnelFigures = {
  leads: 0,
  answered: 0,
  viewings: 0,
  offers: 0,
  deals: 0,
  commissionAed: 0,
  medianHours: { answered: null, viewings: null, offers: null, deals: null },
};

function figures(row: FunnelRow | undefined): FunnelFigures {
  if (!row) return EMPTY;
  return {
    leads: row.leads,
    answered: row.answered,
    viewings: row.viewings,
    offers: row.offers,
    deals: row.deals,
    commissionAed: Math.round((row.commission_aed ?? 0) * 100) / 100,
    medianHours: {
      answered: row.hours_answered,
      viewings: row.hours_viewings,
      offers: row.hours_offers,
      deals: row.hours_deals,
    },
  };
}

/** A span of whole months (YYYY-MM, both included) as the first day in it and the first day after it. */
export function monthWindow(fromMonth: string, toMonth: string): { from: string; to: string } {
  const [year, index] = toMonth.split('-').map(Number) as [number, number];
  const to = index === 12 ? `${year + 1}-01-01` : `${year}-${String(index + 1).padStart(2, '0')}-01`;
  return { from: `${fromMonth}-01`, to };
}

/** The source-to-revenue funnel of the leads within `scope`. */
export class SourceToRevenueRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly scope: StaffScope,
  ) {}

  async funnel(input: { groupBy: ReportGrouping; fromMonth: string; toMonth: string }): Promise<SourceToRevenue> {
    const scope = this.scope.sql(SCOPED.leads, 'i');
    const window = monthWindow(input.fromMonth, input.toMonth);
    const rows = await this.em.execute<FunnelRow[]>(funnelSql(GROUPINGS[input.groupBy], scope.sql), [
      window.from,
      window.to,
      ...scope.params,
    ]);
    const months = monthsBetween(input.fromMonth, input.toMonth);
    const byMonth = (of: FunnelRow[]) =>
      months.map((month) => ({ month, ...figures(of.find((row) => row.month === month)) }));

    const perKey = rows.filter((row) => Number(row.all_keys) === 0);
    const groups = perKey
      .filter((row) => Number(row.all_months) === 1)
      .sort((a, b) => b.leads - a.leads || (a.label ?? '\uffff').localeCompare(b.label ?? '\uffff'))
      .map((total) => ({
        key: total.key,
        label: total.label,
        total: figures(total),
        byMonth: byMonth(perKey.filter((row) => Number(row.all_months) === 0 && row.key === total.key)),
      }));
    const overall = rows.filter((row) => Number(row.all_keys) === 1);
    return {
      groupBy: input.groupBy,
      months,
      groups,
      total: figures(overall.find((row) => Number(row.all_months) === 1)),
      byMonth: byMonth(overall.filter((row) => Number(row.all_months) === 0)),
    };
  }
}

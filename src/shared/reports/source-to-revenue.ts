import { z } from 'zod';
import { MONTH_PATTERN, monthsBetween, REPORT_GROUPINGS, REPORT_MAX_MONTHS } from './groupings.ts';

/**
 * Source to revenue (issue #47): which source, campaign, portal, residence type and agent bring
 * sales, not enquiries. Leads are counted in the month they arrived (Dubai time), and each step of
 * the funnel counts the leads of that month that reached it, so a month's rates compare like with
 * like. A step reached implies the ones before it (a lead with a deal was answered), so the funnel
 * never widens.
 *
 * - answered: a staff reply (the first message sent or call logged) or a status moved past New;
 * - viewing: a booked (not cancelled) viewing, or a status of Viewing, Negotiation or Won;
 * - offer: a deal on the lead, whatever became of it (a deal starts as an offer);
 * - deal: a deal on the lead that reached completed;
 * - commission: the agency's commission on those deals in AED, after a co-broker's split, before VAT.
 */
export const FUNNEL_STEPS = ['leads', 'answered', 'viewings', 'offers', 'deals'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

const month = z.string().regex(MONTH_PATTERN, { error: 'Use a month as YYYY-MM' });

/** A report's span: whole months in Dubai time, both included; each report adds its grouping. */
export const reportSpan = { fromMonth: month, toMonth: month };

/** The span in order and no longer than a report covers (a refinement of each report's input). */
export function checkSpan(input: { fromMonth: string; toMonth: string }, ctx: z.RefinementCtx): void {
  if (input.fromMonth > input.toMonth)
    ctx.addIssue({ code: 'custom', message: 'The first month comes before the last', path: ['fromMonth'] });
  else if (monthsBetween(input.fromMonth, input.toMonth).length > REPORT_MAX_MONTHS)
    ctx.addIssue({ code: 'custom', message: `At most ${REPORT_MAX_MONTHS} months`, path: ['fromMonth'] });
}

export const sourceToRevenueInput = z
  .object({ groupBy: z.enum(REPORT_GROUPINGS), ...reportSpan })
  .superRefine(checkSpan);
export type SourceToRevenueInput = z.input<typeof sourceToRevenueInput>;

const count = z.number().int().nonnegative();
/** Median hours from the step before (from the lead's arrival for "answered"), null when no lead reached it. */
const hours = z.number().nonnegative().nullable();

export const funnelFigures = z.object({
  leads: count,
  answered: count,
  viewings: count,
  offers: count,
  deals: count,
  commissionAed: z.number().nonnegative(),
  medianHours: z.object({ answered: hours, viewings: hours, offers: hours, deals: hours }),
});
export type FunnelFigures = z.infer<typeof funnelFigures>;

export const sourceToRevenueAnswer = z.object({
  groupBy: z.enum(REPORT_GROUPINGS),
  months: z.array(month),
  /** One per value of the grouping, most leads first; `key` null is the leads without one (no campaign, no agent...). */
  groups: z.array(
    z.object({
      key: z.string().nullable(),
      label: z.string().nullable(),
      total: funnelFigures,
      byMonth: z.array(funnelFigures.extend({ month })),
    }),
  ),
  total: funnelFigures,
  byMonth: z.array(funnelFigures.extend({ month })),
});
export type SourceToRevenue = z.infer<typeof sourceToRevenueAnswer>;

/** Each step's share of the step before it (answered of leads, viewings of answered...), null with nothing before. */
export function conversionRates(
  figures: Pick<FunnelFigures, FunnelStep>,
): Record<Exclude<FunnelStep, 'leads'>, number | null> {
  const rate = (part: number, whole: number) => (whole ? part / whole : null);
  return {
    answered: rate(figures.answered, figures.leads),
    viewings: rate(figures.viewings, figures.answered),
    offers: rate(figures.offers, figures.viewings),
    deals: rate(figures.deals, figures.offers),
  };
}

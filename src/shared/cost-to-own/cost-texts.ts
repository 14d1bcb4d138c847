import type { Locale } from '../i18n/locales.ts';
import { m } from '../paraglide/messages.js';
import type { CostLine, CostLineKey } from './calculate.ts';
import type { MilestoneStage, PaymentMilestone } from './schemas.ts';

/*
 * The words of a cost breakdown, for the pages and the e-mailed breakdown alike. Figures are written
 * by the caller's formatters (the site's in the browser, Intl on the server), so every side shows
 * money its own one way. `locale` is the message language (the page's, or the lead's on the server).
 */

export interface CostFigureFormat {
  locale: Locale;
  /** A dirham amount as a rule states it ('AED 4,000'): rules are in dirhams whatever the currency shown. */
  aed: (amount: number) => string;
  percent: (percent: number) => string;
}

const LINE_LABELS: Record<CostLineKey, (inputs: object, options: { locale: Locale }) => string> = {
  transferFee: m.cost_line_transferFee,
  adminFee: m.cost_line_adminFee,
  trusteeFee: m.cost_line_trusteeFee,
  agencyCommission: m.cost_line_agencyCommission,
  mortgageRegistration: m.cost_line_mortgageRegistration,
  arrangementFee: m.cost_line_arrangementFee,
  valuationFee: m.cost_line_valuationFee,
};

export function costLineLabel(key: CostLineKey, locale: Locale): string {
  return LINE_LABELS[key]({}, { locale });
}

/** A line's rule in words: '4% of the price', 'AED 4,000 + 5% VAT (price at or above AED 500,000)'. */
export function costRuleText(line: CostLine, format: CostFigureFormat): string {
  const { rule } = line;
  const options = { locale: format.locale };
  const parts: string[] = [];
  if (rule.of === 'price') parts.push(m.cost_rule_of_price({ percent: format.percent(rule.percent) }, options));
  if (rule.of === 'loan') parts.push(m.cost_rule_of_loan({ percent: format.percent(rule.percent) }, options));
  if (rule.fixed > 0 || parts.length === 0) parts.push(format.aed(rule.fixed));
  if (rule.vatPercent > 0) parts.push(m.cost_rule_vat({ vat: format.percent(rule.vatPercent) }, options));
  const text = parts.join(' + ');
  const condition = rule.tier
    ? rule.tier.side === 'atOrAbove'
      ? m.cost_rule_at_or_above({ threshold: format.aed(rule.tier.threshold) }, options)
      : m.cost_rule_below({ threshold: format.aed(rule.tier.threshold) }, options)
    : rule.completion === 'ready'
      ? m.cost_rule_ready({}, options)
      : rule.completion === 'offPlan'
        ? m.cost_rule_off_plan({}, options)
        : null;
  return condition ? `${text} (${condition})` : text;
}

const STAGE_LABELS: Record<MilestoneStage, (inputs: object, options: { locale: Locale }) => string> = {
  booking: m.cost_stage_booking,
  construction: m.cost_stage_construction,
  handover: m.cost_stage_handover,
  postHandover: m.cost_stage_postHandover,
};

export function milestoneStageLabel(stage: MilestoneStage, locale: Locale): string {
  return STAGE_LABELS[stage]({}, { locale });
}

/**
 * A milestone's second line, as a developer's schedule reads: its stage, unless the developer's own
 * label already says it ("On booking" over "On booking"), then when it falls due. `date` writes the
 * due date the caller's way.
 */
export function milestoneNote(milestone: PaymentMilestone, locale: Locale, date: (isoDate: string) => string): string {
  const stage = milestoneStageLabel(milestone.stage, locale);
  const same = (text: string) => text.trim().toLocaleLowerCase(locale);
  const due = milestone.dueOn ? m.cost_due_on({ date: date(milestone.dueOn) }, { locale }) : null;
  return [same(stage) === same(milestone.label) ? null : stage, due].filter(Boolean).join(' · ');
}

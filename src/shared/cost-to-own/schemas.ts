import { z } from 'zod';
import { m } from '../paraglide/messages.js';
import { requiredText } from '../validation.ts';

/**
 * The fee table of the cost-to-own calculator: every rate, fee and cap the calculation uses, in one
 * record staff edit in the console (/admin/buyer-tools). Amounts are dirhams, rates are percent.
 * Sources and dates of the defaults: docs/buyer-tools.md.
 */
const percent = (label: string, max = 100) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .finite({ error: `${label} must be a number` })
    .min(0, { error: `${label} cannot be negative` })
    .max(max, { error: `${label} must be at most ${max}%` });

const dirhams = (label: string, max = 1_000_000_000) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .finite({ error: `${label} must be a number` })
    .min(0, { error: `${label} cannot be negative` })
    .max(max, { error: `${label} is too large` });

const years = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int({ error: `${label} must be a whole number of years` })
    .min(1, { error: `${label} must be at least 1 year` })
    .max(40, { error: `${label} must be at most 40 years` });

export const MAX_TERM_MESSAGE = 'The default term cannot be longer than the maximum term';

export const feeTableSchema = z
  .object({
    /** The day the figures were last checked against their sources (shown under the calculator). */
    asOf: z.iso.date({ error: 'Enter the date as YYYY-MM-DD' }),
    transferFeePercent: percent('The transfer fee', 20),
    adminFeeReady: dirhams('The admin fee (ready)', 100_000),
    adminFeeOffPlan: dirhams('The admin fee (off-plan)', 100_000),
    trusteeThreshold: dirhams('The trustee fee threshold'),
    trusteeFeeAtOrAbove: dirhams('The trustee fee at or above the threshold', 100_000),
    trusteeFeeBelow: dirhams('The trustee fee below the threshold', 100_000),
    vatPercent: percent('VAT', 50),
    agencyCommissionPercent: percent('The agency commission', 20),
    mortgageRegistrationPercent: percent('The mortgage registration fee', 20),
    mortgageRegistrationFixed: dirhams('The mortgage registration fixed fee', 100_000),
    ltvThreshold: dirhams('The loan-to-value threshold'),
    ltvResidentFirstUpTo: percent('The first-home cap up to the threshold'),
    ltvResidentFirstAbove: percent('The first-home cap above the threshold'),
    ltvSecondHome: percent('The second-home cap'),
    ltvNonResident: percent('The non-resident cap'),
    ltvOffPlan: percent('The off-plan cap'),
    maxTermYears: years('The maximum term'),
    defaultRatePercent: percent('The default rate', 30),
    defaultTermYears: years('The default term'),
    defaultArrangementFeePercent: percent('The default arrangement fee', 10),
    defaultValuationFee: dirhams('The default valuation fee', 100_000),
  })
  .check((ctx) => {
    if (ctx.value.defaultTermYears > ctx.value.maxTermYears)
      ctx.issues.push({ code: 'custom', path: ['defaultTermYears'], message: MAX_TERM_MESSAGE, input: ctx.value });
  });

export type FeeTable = z.output<typeof feeTableSchema>;
export type FeeTableInput = z.input<typeof feeTableSchema>;

/** What the table holds until staff change it: the figures of issue #33, checked on `asOf`. */
export const DEFAULT_FEE_TABLE: FeeTable = {
  asOf: '2026-11-27',
  transferFeePercent: 4,
  adminFeeReady: 580,
  adminFeeOffPlan: 40,
  trusteeThreshold: 500_000,
  trusteeFeeAtOrAbove: 4_000,
  trusteeFeeBelow: 2_000,
  vatPercent: 5,
  agencyCommissionPercent: 2,
  mortgageRegistrationPercent: 0.25,
  mortgageRegistrationFixed: 290,
  ltvThreshold: 5_000_000,
  ltvResidentFirstUpTo: 80,
  ltvResidentFirstAbove: 70,
  ltvSecondHome: 60,
  ltvNonResident: 50,
  ltvOffPlan: 50,
  maxTermYears: 25,
  defaultRatePercent: 4.5,
  defaultTermYears: 25,
  defaultArrangementFeePercent: 1,
  defaultValuationFee: 3_000,
};

export const COMPLETIONS = ['ready', 'offPlan'] as const;
export type Completion = (typeof COMPLETIONS)[number];
export const FINANCING = ['cash', 'mortgage'] as const;
export type Financing = (typeof FINANCING)[number];
export const RESIDENCIES = ['resident', 'nonResident'] as const;
export type Residency = (typeof RESIDENCIES)[number];

/** The buyer's choices; the term is checked against the table's maximum by the calculation. */
export const costInputsSchema = z.object({
  // The calculator page's one typed figure: its messages read in the page's language.
  price: z.coerce
    .number({ error: () => m.cost_price_required() })
    .finite({ error: () => m.cost_price_required() })
    .positive({ error: () => m.cost_price_required() })
    .max(10_000_000_000, { error: 'Enter a price below AED 10 billion' }),
  completion: z.enum(COMPLETIONS, { error: 'Choose ready or off-plan' }),
  financing: z.enum(FINANCING, { error: 'Choose cash or mortgage' }),
  residency: z.enum(RESIDENCIES, { error: 'Choose resident or non-resident' }),
  firstHome: z.boolean({ error: 'Choose first home or not' }),
  ratePercent: percent('The rate', 30),
  termYears: years('The term'),
  arrangementFeePercent: percent('The arrangement fee', 10),
  valuationFee: dirhams('The valuation fee', 100_000),
});

export type CostInputs = z.output<typeof costInputsSchema>;

/** Where a milestone falls in an off-plan purchase; the timeline groups and orders by it. */
export const MILESTONE_STAGES = ['booking', 'construction', 'handover', 'postHandover'] as const;
export type MilestoneStage = (typeof MILESTONE_STAGES)[number];

export const PAYMENT_PLAN_SUM_MESSAGE = 'The percentages of the payment plan must add up to 100%';

export const paymentMilestoneSchema = z.object({
  stage: z.enum(MILESTONE_STAGES, { error: 'Choose when the milestone falls' }),
  label: requiredText(1, 'Give the milestone a label', 120),
  percent: z.coerce
    .number({ error: 'Enter a percentage' })
    .finite({ error: 'Enter a percentage' })
    .positive({ error: 'A milestone is more than 0%' })
    .max(100, { error: 'A milestone is at most 100%' })
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, { error: 'At most two decimals' }),
  dueOn: z
    .union([z.iso.date({ error: 'Enter a date as YYYY-MM-DD' }), z.literal('')])
    .nullable()
    .optional()
    .transform((value) => (value ? value : null)),
});

export type PaymentMilestone = z.output<typeof paymentMilestoneSchema>;

/** Sums in hundredths, so 33.33 + 33.33 + 33.34 is exactly 100. */
export function paymentPlanTotal(milestones: readonly { percent: number }[]): number {
  return milestones.reduce((sum, milestone) => sum + Math.round(milestone.percent * 100), 0) / 100;
}

/** A residence's off-plan plan: none (empty), or milestones that add up to 100%. */
export const paymentPlanSchema = z
  .array(paymentMilestoneSchema)
  .max(24, { error: 'A payment plan has at most 24 milestones' })
  .check((ctx) => {
    if (ctx.value.length === 0) return;
    const total = paymentPlanTotal(ctx.value);
    if (total !== 100)
      ctx.issues.push({
        code: 'custom',
        message: `${PAYMENT_PLAN_SUM_MESSAGE} (now ${total}%)`,
        input: ctx.value,
      });
  });

export type PaymentPlan = z.output<typeof paymentPlanSchema>;
export type PaymentPlanInput = z.input<typeof paymentPlanSchema>;

import type { CostInputs, FeeTable, PaymentMilestone } from './schemas.ts';

/**
 * The cost of owning a residence: one pure calculation the residence page, the calculator, the
 * e-mailed breakdown and the compare table all use. Every amount is in dirhams (the figure of
 * record); pages convert for display.
 *
 * Every cost line follows one rule shape: (percent of its basis + a fixed amount) plus VAT.
 */

export const COST_LINE_KEYS = [
  'transferFee',
  'adminFee',
  'trusteeFee',
  'agencyCommission',
  'mortgageRegistration',
  'arrangementFee',
  'valuationFee',
] as const;
export type CostLineKey = (typeof COST_LINE_KEYS)[number];

export interface CostRule {
  /** Percent of the basis (the price or the loan); 0 when the fee is fixed. */
  percent: number;
  of: 'price' | 'loan' | null;
  fixed: number;
  vatPercent: number;
  /** The trustee fee's tier: which side of the threshold the price falls. */
  tier?: { side: 'atOrAbove' | 'below'; threshold: number };
  /** The admin fee differs for ready and off-plan residences. */
  completion?: CostInputs['completion'];
}

export interface CostLine {
  key: CostLineKey;
  rule: CostRule;
  /** The amount the percentage applies to (the price or the loan); 0 for a fixed fee. */
  basis: number;
  amount: number;
  /** Purchase costs fall due at transfer (off-plan: at booking); mortgage costs when the loan is drawn. */
  group: 'purchase' | 'mortgage';
}

export interface CashFlowStep {
  milestone: PaymentMilestone;
  /** The milestone's share of the price. */
  amount: number;
  /** What the loan pays of it (a bank funds the latest instalments of an off-plan plan). */
  fromLoan: number;
  /** Costs due with this step: purchase costs with the first, mortgage costs with the first the loan funds. */
  costs: number;
  /** What the buyer pays at this step: their share of the milestone plus the costs due. */
  cashDue: number;
}

export interface CostBreakdown {
  inputs: CostInputs;
  /** The term used: the buyer's, at most the table's maximum. */
  termYears: number;
  termCapped: boolean;
  lines: CostLine[];
  purchaseCosts: number;
  mortgageCosts: number;
  costs: number;
  /** The loan-to-value cap that applies (percent) and the largest loan it allows. */
  ltvPercent: number;
  maxLoan: number;
  loan: number;
  downPayment: number;
  monthlyPayment: number;
  totalInterest: number;
  /** Down payment plus every cost: what the buyer must have in cash. */
  totalCashNeeded: number;
  /** Off-plan with a payment plan: what falls due at each milestone; empty otherwise. */
  cashFlow: CashFlowStep[];
}

/** Dirhams to the fils, so lines add up to the total shown. */
export function roundAed(amount: number): number {
  return Math.round(amount * 100) / 100;
}

function line(key: CostLineKey, group: CostLine['group'], rule: CostRule, price: number, loan: number): CostLine {
  const basis = rule.of === 'price' ? price : rule.of === 'loan' ? loan : 0;
  const net = (basis * rule.percent) / 100 + rule.fixed;
  return { key, group, rule, basis, amount: roundAed(net * (1 + rule.vatPercent / 100)) };
}

/** The loan-to-value cap: the lowest of every cap that applies to this buyer and residence. */
export function ltvCap(
  inputs: Pick<CostInputs, 'price' | 'completion' | 'residency' | 'firstHome'>,
  fees: FeeTable,
): number {
  const caps = [
    inputs.firstHome
      ? inputs.price <= fees.ltvThreshold
        ? fees.ltvResidentFirstUpTo
        : fees.ltvResidentFirstAbove
      : fees.ltvSecondHome,
  ];
  if (inputs.residency === 'nonResident') caps.push(fees.ltvNonResident);
  if (inputs.completion === 'offPlan') caps.push(fees.ltvOffPlan);
  return Math.min(...caps);
}

/** The usual annuity: the fixed monthly payment that repays `loan` over `months` at `annualPercent`. */
export function monthlyAnnuity(loan: number, annualPercent: number, months: number): number {
  if (loan <= 0 || months <= 0) return 0;
  const rate = annualPercent / 100 / 12;
  if (rate === 0) return loan / months;
  return (loan * rate) / (1 - (1 + rate) ** -months);
}

export function calculateCostToOwn(
  inputs: CostInputs,
  fees: FeeTable,
  paymentPlan: readonly PaymentMilestone[] = [],
): CostBreakdown {
  const { price } = inputs;
  const mortgage = inputs.financing === 'mortgage';
  const termYears = Math.min(inputs.termYears, fees.maxTermYears);
  const ltvPercent = mortgage ? ltvCap(inputs, fees) : 0;
  const maxLoan = roundAed((price * ltvCap(inputs, fees)) / 100);
  const loan = mortgage ? roundAed((price * ltvPercent) / 100) : 0;
  const atOrAbove = price >= fees.trusteeThreshold;
  const noVat = 0;

  const lines: CostLine[] = [
    line(
      'transferFee',
      'purchase',
      { percent: fees.transferFeePercent, of: 'price', fixed: 0, vatPercent: noVat },
      price,
      loan,
    ),
    line(
      'adminFee',
      'purchase',
      {
        percent: 0,
        of: null,
        fixed: inputs.completion === 'ready' ? fees.adminFeeReady : fees.adminFeeOffPlan,
        vatPercent: noVat,
        completion: inputs.completion,
      },
      price,
      loan,
    ),
    line(
      'trusteeFee',
      'purchase',
      {
        percent: 0,
        of: null,
        fixed: atOrAbove ? fees.trusteeFeeAtOrAbove : fees.trusteeFeeBelow,
        vatPercent: fees.vatPercent,
        tier: { side: atOrAbove ? 'atOrAbove' : 'below', threshold: fees.trusteeThreshold },
      },
      price,
      loan,
    ),
    line(
      'agencyCommission',
      'purchase',
      { percent: fees.agencyCommissionPercent, of: 'price', fixed: 0, vatPercent: fees.vatPercent },
      price,
      loan,
    ),
  ];
  if (mortgage) {
    const mortgageRule = { of: 'loan' as const, fixed: fees.mortgageRegistrationFixed, vatPercent: noVat };
    lines.push(
      line(
        'mortgageRegistration',
        'mortgage',
        { percent: fees.mortgageRegistrationPercent, ...mortgageRule },
        price,
        loan,
      ),
      line(
        'arrangementFee',
        'mortgage',
        { percent: inputs.arrangementFeePercent, of: 'loan', fixed: 0, vatPercent: fees.vatPercent },
        price,
        loan,
      ),
      line(
        'valuationFee',
        'mortgage',
        { percent: 0, of: null, fixed: inputs.valuationFee, vatPercent: fees.vatPercent },
        price,
        loan,
      ),
    );
  }
  const sum = (group: CostLine['group']) =>
    roundAed(lines.filter((each) => each.group === group).reduce((total, each) => total + each.amount, 0));
  const purchaseCosts = sum('purchase');
  const mortgageCosts = sum('mortgage');
  const costs = roundAed(purchaseCosts + mortgageCosts);
  const downPayment = roundAed(price - loan);
  const months = termYears * 12;
  const exactMonthly = monthlyAnnuity(loan, inputs.ratePercent, months);
  return {
    inputs,
    termYears,
    termCapped: termYears < inputs.termYears,
    lines,
    purchaseCosts,
    mortgageCosts,
    costs,
    ltvPercent,
    maxLoan,
    loan,
    downPayment,
    monthlyPayment: roundAed(exactMonthly),
    totalInterest: roundAed(Math.max(0, exactMonthly * months - loan)),
    totalCashNeeded: roundAed(downPayment + costs),
    cashFlow:
      inputs.completion === 'offPlan' ? offPlanCashFlow(price, loan, purchaseCosts, mortgageCosts, paymentPlan) : [],
  };
}

/**
 * What falls due at each milestone of an off-plan plan. The loan pays the latest milestones first
 * (banks release off-plan loans against the later, construction-linked and handover payments), the
 * buyer the earlier ones; the last milestone takes the rounding so the amounts add up to the price.
 */
export function offPlanCashFlow(
  price: number,
  loan: number,
  purchaseCosts: number,
  mortgageCosts: number,
  plan: readonly PaymentMilestone[],
): CashFlowStep[] {
  if (plan.length === 0) return [];
  let allotted = 0;
  const amounts = plan.map((milestone, index) => {
    const amount = index === plan.length - 1 ? roundAed(price - allotted) : roundAed((price * milestone.percent) / 100);
    allotted += amount;
    return amount;
  });
  let loanLeft = loan;
  const fromLoan = new Array<number>(plan.length).fill(0);
  for (let index = plan.length - 1; index >= 0 && loanLeft > 0; index -= 1) {
    fromLoan[index] = roundAed(Math.min(amounts[index] ?? 0, loanLeft));
    loanLeft = roundAed(loanLeft - (fromLoan[index] ?? 0));
  }
  const firstFunded = fromLoan.findIndex((share) => share > 0);
  return plan.map((milestone, index) => {
    const amount = amounts[index] ?? 0;
    const loanShare = fromLoan[index] ?? 0;
    const costs = roundAed((index === 0 ? purchaseCosts : 0) + (index === firstFunded ? mortgageCosts : 0));
    return { milestone, amount, fromLoan: loanShare, costs, cashDue: roundAed(amount - loanShare + costs) };
  });
}

/**
 * The headline figures for a residence under the table's defaults: what the compare table shows as
 * "cost to own" (a cash purchase by default; pass a financing to see a mortgage's).
 */
export function costToOwn(
  price: number,
  fees: FeeTable,
  options: Partial<Omit<CostInputs, 'price'>> = {},
): Pick<CostBreakdown, 'costs' | 'totalCashNeeded' | 'loan' | 'monthlyPayment' | 'totalInterest'> {
  const breakdown = calculateCostToOwn({ ...defaultCostInputs(price, fees), ...options }, fees);
  const { costs, totalCashNeeded, loan, monthlyPayment, totalInterest } = breakdown;
  return { costs, totalCashNeeded, loan, monthlyPayment, totalInterest };
}

/** The calculator's starting choices for a price: a ready cash purchase by a resident's first home. */
export function defaultCostInputs(price: number, fees: FeeTable, completion: CostInputs['completion'] = 'ready') {
  return {
    price,
    completion,
    financing: 'cash',
    residency: 'resident',
    firstHome: true,
    ratePercent: fees.defaultRatePercent,
    termYears: fees.defaultTermYears,
    arrangementFeePercent: fees.defaultArrangementFeePercent,
    valuationFee: fees.defaultValuationFee,
  } satisfies CostInputs;
}

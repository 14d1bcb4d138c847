import { describe, expect, it } from 'vitest';
import { calculateCostToOwn, costToOwn, defaultCostInputs, monthlyAnnuity, type CostBreakdown } from './calculate.ts';
import {
  DEFAULT_FEE_TABLE as fees,
  feeTableSchema,
  PAYMENT_PLAN_SUM_MESSAGE,
  paymentPlanSchema,
  type CostInputs,
  type PaymentMilestone,
} from './schemas.ts';

const amounts = (breakdown: CostBreakdown) =>
  Object.fromEntries(breakdown.lines.map((each) => [each.key, each.amount]));

const mortgageInputs = (price: number, change: Partial<CostInputs> = {}): CostInputs => ({
  ...defaultCostInputs(price, fees),
  financing: 'mortgage',
  ...change,
});

describe('calculateCostToOwn: worked examples', () => {
  it('a ready cash purchase by a resident: 4% transfer, AED 580 admin, trustee and commission with VAT', () => {
    const breakdown = calculateCostToOwn(defaultCostInputs(10_000_000, fees), fees);
    expect(amounts(breakdown)).toEqual({
      transferFee: 400_000,
      adminFee: 580,
      trusteeFee: 4_200,
      agencyCommission: 210_000,
    });
    expect(breakdown.costs).toBe(614_780);
    expect(breakdown.loan).toBe(0);
    expect(breakdown.downPayment).toBe(10_000_000);
    expect(breakdown.totalCashNeeded).toBe(10_614_780);
    expect(breakdown.monthlyPayment).toBe(0);
    expect(breakdown.cashFlow).toEqual([]);
  });

  it('a non-resident mortgage at the cap: 50% loan, registration 0.25% + AED 290, annuity payment', () => {
    const breakdown = calculateCostToOwn(mortgageInputs(8_000_000, { residency: 'nonResident' }), fees);
    expect(breakdown.ltvPercent).toBe(50);
    expect(breakdown.maxLoan).toBe(4_000_000);
    expect(breakdown.loan).toBe(4_000_000);
    expect(amounts(breakdown)).toMatchObject({
      transferFee: 320_000,
      agencyCommission: 168_000,
      mortgageRegistration: 10_290,
      arrangementFee: 42_000,
      valuationFee: 3_150,
    });
    expect(breakdown.purchaseCosts).toBe(492_780);
    expect(breakdown.mortgageCosts).toBe(55_440);
    expect(breakdown.totalCashNeeded).toBe(4_000_000 + 548_220);
    // 4,000,000 at 4.5% over 300 months: 4e6 × 0.00375 / (1 − 1.00375^−300).
    expect(breakdown.monthlyPayment).toBe(22_233.3);
    expect(breakdown.totalInterest).toBe(2_669_989.74);
  });

  it('an off-plan purchase with a payment plan: the loan pays the last milestones, costs fall due with the first', () => {
    const plan: PaymentMilestone[] = [
      { stage: 'booking', label: 'On booking', percent: 10, dueOn: '2026-12-01' },
      { stage: 'construction', label: '30% built', percent: 20, dueOn: null },
      { stage: 'construction', label: '60% built', percent: 20, dueOn: null },
      { stage: 'handover', label: 'On handover', percent: 40, dueOn: '2028-06-30' },
      { stage: 'postHandover', label: '6 months after handover', percent: 10, dueOn: null },
    ];
    const breakdown = calculateCostToOwn(mortgageInputs(6_000_000, { completion: 'offPlan' }), fees, plan);
    expect(breakdown.ltvPercent).toBe(50);
    expect(amounts(breakdown).adminFee).toBe(40);
    expect(breakdown.purchaseCosts).toBe(370_240);
    expect(breakdown.mortgageCosts).toBe(42_440);
    expect(
      breakdown.cashFlow.map(({ amount, fromLoan, costs, cashDue }) => [amount, fromLoan, costs, cashDue]),
    ).toEqual([
      [600_000, 0, 370_240, 970_240],
      [1_200_000, 0, 0, 1_200_000],
      [1_200_000, 0, 0, 1_200_000],
      [2_400_000, 2_400_000, 42_440, 42_440],
      [600_000, 600_000, 0, 0],
    ]);
    const paid = breakdown.cashFlow.reduce((sum, step) => sum + step.cashDue, 0);
    expect(paid).toBe(breakdown.totalCashNeeded);
  });
});

describe('calculateCostToOwn: caps and edges', () => {
  it('takes the lowest cap that applies: first home by the AED 5M threshold, second home, off-plan', () => {
    const cap = (price: number, change: Partial<CostInputs> = {}) =>
      calculateCostToOwn(mortgageInputs(price, change), fees).ltvPercent;
    expect(cap(5_000_000)).toBe(80);
    expect(cap(5_000_001)).toBe(70);
    expect(cap(3_000_000, { firstHome: false })).toBe(60);
    expect(cap(3_000_000, { completion: 'offPlan' })).toBe(50);
    expect(cap(3_000_000, { residency: 'nonResident', firstHome: false })).toBe(50);
  });

  it('at 0% the payment is the loan over the months and there is no interest', () => {
    const breakdown = calculateCostToOwn(mortgageInputs(1_250_000, { ratePercent: 0, termYears: 25 }), fees);
    expect(breakdown.loan).toBe(1_000_000);
    expect(breakdown.monthlyPayment).toBe(3_333.33);
    expect(breakdown.totalInterest).toBe(0);
    expect(monthlyAnnuity(1_200, 0, 12)).toBe(100);
  });

  it('caps the term at the table maximum and says so', () => {
    const capped = calculateCostToOwn(mortgageInputs(2_000_000, { termYears: 30 }), fees);
    const at25 = calculateCostToOwn(mortgageInputs(2_000_000, { termYears: 25 }), fees);
    expect(capped.termYears).toBe(25);
    expect(capped.termCapped).toBe(true);
    expect(at25.termCapped).toBe(false);
    expect(capped.monthlyPayment).toBe(at25.monthlyPayment);
  });

  it('charges the higher trustee fee from AED 500,000, the lower one below', () => {
    const trustee = (price: number) => amounts(calculateCostToOwn(defaultCostInputs(price, fees), fees)).trusteeFee;
    expect(trustee(500_000)).toBe(4_200);
    expect(trustee(499_999)).toBe(2_100);
  });

  it('costToOwn gives the compare table its headline figures', () => {
    expect(costToOwn(10_000_000, fees)).toEqual({
      costs: 614_780,
      totalCashNeeded: 10_614_780,
      loan: 0,
      monthlyPayment: 0,
      totalInterest: 0,
    });
    expect(costToOwn(8_000_000, fees, { financing: 'mortgage', residency: 'nonResident' }).loan).toBe(4_000_000);
  });
});

describe('schemas', () => {
  it('a payment plan must add up to 100%, in hundredths', () => {
    const milestone = (percent: number) => ({ stage: 'construction', label: 'Stage', percent });
    expect(paymentPlanSchema.safeParse([milestone(33.33), milestone(33.33), milestone(33.34)]).success).toBe(true);
    expect(paymentPlanSchema.safeParse([]).success).toBe(true);
    const short = paymentPlanSchema.safeParse([milestone(50), milestone(40)]);
    expect(short.error?.issues[0]?.message).toBe(`${PAYMENT_PLAN_SUM_MESSAGE} (now 90%)`);
  });

  it('the fee table refuses a default term above the maximum and negative fees', () => {
    expect(feeTableSchema.safeParse(fees).success).toBe(true);
    const result = feeTableSchema.safeParse({ ...fees, defaultTermYears: 30, adminFeeReady: -1 });
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'adminFeeReady',
      'defaultTermYears',
    ]);
  });
});

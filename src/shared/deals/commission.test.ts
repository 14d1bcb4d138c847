import { describe, expect, it } from 'vitest';
import { commissionOf, type CommissionTerms } from './commission.ts';

const terms = (overrides: Partial<CommissionTerms>): CommissionTerms => ({
  priceAed: 4_250_000,
  commissionRatePct: null,
  commissionAmountAed: null,
  otherAgencySplitPct: null,
  agentSplitPct: null,
  ...overrides,
});

describe('the commission of a deal', () => {
  it('is nothing until a rate or an amount is set', () => {
    expect(commissionOf(terms({}))).toBeNull();
  });

  it('takes 2% of the price, with 5% VAT on top, all to the agency without splits', () => {
    expect(commissionOf(terms({ commissionRatePct: 2 }))).toEqual({
      commissionAed: 85_000,
      vatAed: 4_250,
      totalWithVatAed: 89_250,
      otherAgencyAed: 0,
      agencyAed: 85_000,
      agentAed: 0,
    });
  });

  it('prefers a fixed amount to a rate', () => {
    expect(commissionOf(terms({ commissionRatePct: 2, commissionAmountAed: 50_000 }))?.commissionAed).toBe(50_000);
  });

  it('gives the other agency its share first, then the agent a share of the rest', () => {
    expect(commissionOf(terms({ commissionRatePct: 2, otherAgencySplitPct: 50, agentSplitPct: 40 }))).toMatchObject({
      commissionAed: 85_000,
      otherAgencyAed: 42_500,
      agentAed: 17_000,
      agencyAed: 25_500,
    });
  });

  it('rounds each share to the fils and the shares add up to the commission exactly', () => {
    const split = commissionOf(
      terms({ priceAed: 1_234_567.89, commissionRatePct: 1.75, otherAgencySplitPct: 33.33, agentSplitPct: 45.5 }),
    )!;
    expect(split.commissionAed).toBe(21_604.94);
    expect(split.vatAed).toBe(1_080.25);
    const cents = (value: number) => Math.round(value * 100);
    expect(cents(split.otherAgencyAed) + cents(split.agentAed) + cents(split.agencyAed)).toBe(
      cents(split.commissionAed),
    );
  });
});

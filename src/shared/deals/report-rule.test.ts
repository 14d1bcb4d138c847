import { describe, expect, it } from 'vitest';
import type { PaymentMethod } from './constants.ts';
import { reportRequired } from './report-rule.ts';

const pay = (method: PaymentMethod, amountAed: number) => ({ method, amountAed });

describe('the Real Estate Activity Report rule', () => {
  it.each([
    ['one cash payment of 60,000', [pay('cash', 60_000)], true],
    ['cash 30,000 + 30,000', [pay('cash', 30_000), pay('cash', 30_000)], true],
    ['cash 54,999', [pay('cash', 54_999)], false],
    ['a virtual-asset payment of 1 AED', [pay('virtual-asset', 1)], true],
    ['bank transfers only', [pay('bank-transfer', 2_000_000), pay('bank-transfer', 500_000)], false],
    ['cash of exactly 55,000 in cents that add up', [pay('cash', 27_500.1), pay('cash', 27_499.9)], true],
    [
      'cash 54,999 beside a large mortgage and cheque',
      [pay('cash', 54_999), pay('mortgage', 3e6), pay('cheque', 1e5)],
      false,
    ],
    ['no payments yet', [], false],
  ])('%s -> %s', (_case, payments, expected) => {
    expect(reportRequired(payments)).toBe(expected);
  });
});

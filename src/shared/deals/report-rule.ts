import type { PaymentMethod } from './constants.ts';

/**
 * The cash threshold of the Real Estate Activity Report (Ministry of Economy guidance for the real-estate
 * sector): a purchase paid with cash of AED 55,000 or more, in one payment or in several.
 */
export const REPORT_CASH_THRESHOLD_AED = 55_000;

/**
 * Whether the deal's payments oblige the agency to file a Real Estate Activity Report through goAML:
 * cash adding up to the threshold, or any payment in virtual assets (or funds converted from them),
 * whatever its amount.
 */
export function reportRequired(payments: readonly { method: PaymentMethod; amountAed: number }[]): boolean {
  if (payments.some((payment) => payment.method === 'virtual-asset')) return true;
  // Cents, so that 27,500.10 + 27,499.90 is exactly the threshold and not a float a hair below it.
  const cashCents = payments
    .filter((payment) => payment.method === 'cash')
    .reduce((sum, payment) => sum + Math.round(payment.amountAed * 100), 0);
  return cashCents >= REPORT_CASH_THRESHOLD_AED * 100;
}

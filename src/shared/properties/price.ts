/** What a card shows when a property has no price (spec section 5, 'Price display'). */
export const PRICE_ON_REQUEST = 'Price on Request';
/** The wording of the featured-property badge for a missing price. */
export const PRICE_ON_APPLICATION = 'Price on Application';

const MILLION = 1_000_000;
const wholeDirhams = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** The price as a number of AED, or null when it is missing, zero or unreadable. */
export function parsePrice(price: string | number | null | undefined): number | null {
  if (price === null || price === undefined) return null;
  const value = typeof price === 'number' ? price : Number(price.replace(/[^\d.]/g, ''));
  return Number.isFinite(value) && value > 0 ? value : null;
}

/**
 * 'AED 19.8M' from one million up (one decimal), 'AED 950,000' below, and `fallback` when the price
 * is missing or "0" (prices are whole AED digits; "0" means on request).
 */
export function formatPrice(price: string | number | null | undefined, fallback: string = PRICE_ON_REQUEST): string {
  const value = parsePrice(price);
  if (value === null) return fallback;
  if (value >= MILLION) {
    // Round in whole tenths of a million so 19,750,000 gives 19.8 without float surprises.
    const tenths = Math.round(value / (MILLION / 10));
    return `AED ${(tenths / 10).toFixed(1)}M`;
  }
  return `AED ${wholeDirhams.format(value)}`;
}

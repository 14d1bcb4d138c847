import { describe, expect, it } from 'vitest';
import { ROYAL_PENTHOUSE } from '../../test/fixtures.ts';
import { serviceChargeText } from './service-charge.ts';

const aed = { currency: 'AED', rate: 1, locale: 'en-GB', unit: 'sqft' } as const;

describe('a residence’s service charge as the visitor reads it', () => {
  it('gives the rate per sq ft and what it comes to a year', () => {
    const text = serviceChargeText({ ...ROYAL_PENTHOUSE, serviceChargePerSqft: 38, area: '12000' }, aed);
    expect(text).toMatch(/^AED\s38 \/ sq ft · AED\s456,000 a year$/u);
  });

  it('follows the unit and currency switchers: per m², in dollars', () => {
    const text = serviceChargeText(
      { ...ROYAL_PENTHOUSE, serviceChargePerSqft: 38, area: '12000' },
      { currency: 'USD', rate: 0.2723, locale: 'en-GB', unit: 'sqm' },
    );
    // 38 AED per sq ft is 409 AED per m² (10.764 sq ft to the m²), 111 USD; 456,000 AED is 124,169 USD.
    expect(text).toMatch(/111.*m².*124,169/u);
  });

  it('is nothing when the agency has not set it, so the page says "on request"', () => {
    expect(serviceChargeText({ ...ROYAL_PENTHOUSE, serviceChargePerSqft: null }, aed)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { complianceMismatches, projectStatus } from './listing-mapping.ts';
import { listingStateOf } from './listing-state.ts';

const body = { type: 'apartment', projectStatus: 'completed', price: { type: 'sale', amounts: { sale: 9_400_000 } } };

describe('the permit as the DLD registered it, against the listing', () => {
  it('finds nothing to say when the permit matches or is silent', () => {
    expect(complianceMismatches({}, body)).toEqual([]);
    expect(
      complianceMismatches({ property: { listingType: 'Apartment' }, saleType: 'ready', price: 9_400_000 }, body),
    ).toEqual([]);
  });

  it('names each mismatch: property type, sale type, price', () => {
    expect(
      complianceMismatches({ property: { listingType: 'villa' }, saleType: 'off-plan', price: '9,000,000' }, body),
    ).toEqual([
      "The permit's property type is villa; the listing's is apartment",
      "The permit's sale type is off-plan; the listing is completed",
      "The permit's price is AED 9,000,000; the listing asks AED 9,400,000",
    ]);
  });
});

describe('projectStatus', () => {
  it('is off_plan or completed, primary when the developer sells', () => {
    expect(projectStatus({ completion: 'off-plan', market: 'primary' })).toBe('off_plan_primary');
    expect(projectStatus({ completion: 'ready', market: 'resale' })).toBe('completed');
    expect(projectStatus({ completion: null, market: null })).toBe('completed');
  });
});

describe("the portal's listing state", () => {
  it('reads live, failed with English reasons, and still publishing', () => {
    expect(listingStateOf({ id: 1, state: { stage: 'live' } })).toEqual({ state: 'live', reasons: [] });
    expect(
      listingStateOf({ id: 1, state: { stage: 'publishing_failed', reasons: [{ en: 'Blurry photos' }] } }),
    ).toEqual({ state: 'failed', reasons: ['Blurry photos'] });
    expect(listingStateOf({ id: 1, state: { stage: 'pending_publishing' } }).state).toBe('publishing');
    expect(listingStateOf({ id: 1, state: 'unpublished' }).state).toBe('not-listed');
  });
});

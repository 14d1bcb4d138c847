import { describe, expect, it } from 'vitest';
import { portalEligibility, portalIneligibilityText, type PortalListingFacts } from './portal-eligibility.ts';

const TODAY = '2026-11-27';
const ORN = '12345';

const ready: PortalListingFacts = {
  status: 'Available',
  portals: ['bayut', 'dubizzle'],
  permitNumber: '7012567480',
  permitExpiresOn: '2027-06-01',
  category: 'sale',
  rentFrequency: null,
  furnishing: 'unfurnished',
  completion: 'ready',
  market: 'resale',
  price: '9400000',
  area: '1980',
  photos: ['/media/properties/a.webp'],
  agentBrn: '45872',
};

describe('portalEligibility', () => {
  it('lets a complete, permitted, ticked unit go to the portal', () => {
    expect(portalEligibility(ready, 'bayut', TODAY, ORN)).toEqual({ eligible: true, reasons: [] });
  });

  it('keeps a unit off a portal it is not ticked for', () => {
    expect(portalEligibility(ready, 'propertyfinder', TODAY, ORN).reasons).toEqual(['not-ticked']);
  });

  it('refuses a sold, let or withdrawn unit', () => {
    for (const status of ['Sold', 'Let', 'Withdrawn'])
      expect(portalEligibility({ ...ready, status }, 'bayut', TODAY, ORN).reasons).toEqual(['status']);
    expect(portalEligibility({ ...ready, status: 'Under Construction' }, 'bayut', TODAY, ORN).eligible).toBe(true);
  });

  it('needs a permit that has not expired: valid to the end of its expiry day', () => {
    expect(portalEligibility({ ...ready, permitExpiresOn: TODAY }, 'bayut', TODAY, ORN).eligible).toBe(true);
    expect(portalEligibility({ ...ready, permitExpiresOn: '2026-11-26' }, 'bayut', TODAY, ORN).reasons).toEqual([
      'permit-expired',
    ]);
    expect(portalEligibility({ ...ready, permitNumber: null }, 'bayut', TODAY, ORN).reasons).toEqual([
      'permit-missing',
    ]);
    expect(portalEligibility({ ...ready, permitExpiresOn: null }, 'bayut', TODAY, ORN).reasons).toEqual([
      'permit-missing',
    ]);
  });

  it("needs the agency's ORN and the agent's BRN", () => {
    expect(portalEligibility(ready, 'bayut', TODAY, null).reasons).toEqual(['orn-missing']);
    expect(portalEligibility({ ...ready, agentBrn: null }, 'bayut', TODAY, ORN).reasons).toEqual(['agent-brn-missing']);
  });

  it('needs a rent frequency for a rent listing only', () => {
    const rent = { ...ready, category: 'rent' as const };
    expect(portalEligibility(rent, 'bayut', TODAY, ORN).reasons).toEqual(['rent-frequency-missing']);
    expect(portalEligibility({ ...rent, rentFrequency: 'yearly' }, 'bayut', TODAY, ORN).eligible).toBe(true);
  });

  it('lists every missing field at once, in words staff read', () => {
    const bare = {
      ...ready,
      furnishing: null,
      completion: null,
      market: null,
      price: '0',
      area: '0',
      photos: [],
    };
    const { eligible, reasons } = portalEligibility(bare, 'bayut', TODAY, ORN);
    expect(eligible).toBe(false);
    expect(reasons).toEqual([
      'furnishing-missing',
      'completion-missing',
      'market-missing',
      'price-missing',
      'area-missing',
      'photos-missing',
    ]);
    expect(portalIneligibilityText('bayut', ['permit-expired'])).toEqual(['Bayut: The advertising permit has expired']);
  });
});

import { describe, expect, it } from 'vitest';
import {
  addDays,
  dubaiDate,
  isAdvertisedStatus,
  isOffMarket,
  offerAvailability,
  permitProblem,
} from './advertising.ts';
import { PROPERTY_STATUSES, propertyInputSchema } from './schemas.ts';

const permit = {
  permitNumber: '7123456789',
  permitUrl: 'https://trakheesi.dubailand.gov.ae/permits/verify/7123456789',
  permitExpiresOn: '2026-12-31',
};

describe('advertising rules', () => {
  it('splits every status into advertised or off the market', () => {
    for (const status of PROPERTY_STATUSES) expect(isAdvertisedStatus(status)).toBe(!isOffMarket(status));
    expect(PROPERTY_STATUSES.filter(isOffMarket)).toEqual(['Sold', 'Let', 'Withdrawn']);
  });

  it('finds a permit valid to the end of its expiry day, expired the day after', () => {
    expect(permitProblem(permit, '2026-12-31')).toBeNull();
    expect(permitProblem(permit, '2027-01-01')).toBe('expired');
  });

  it('calls a permit without its number, link or expiry missing', () => {
    expect(permitProblem({ ...permit, permitNumber: null }, '2026-01-01')).toBe('missing');
    expect(permitProblem({ ...permit, permitUrl: null }, '2026-01-01')).toBe('missing');
    expect(permitProblem({ ...permit, permitExpiresOn: null }, '2026-01-01')).toBe('missing');
  });

  it("takes today's date in Dubai, four hours ahead of UTC", () => {
    expect(dubaiDate(new Date('2026-11-22T19:59:00Z'))).toBe('2026-11-22');
    expect(dubaiDate(new Date('2026-11-22T20:00:00Z'))).toBe('2026-11-23');
  });

  it('adds days across month and year ends', () => {
    expect(addDays('2026-12-25', 14)).toBe('2027-01-08');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('the permit fields of the property schema', () => {
  const base = { title: 'T', description: 'D', imageUrl: '/media/a.webp' };
  it('treats blank permit fields as not given', () => {
    const parsed = propertyInputSchema.parse({
      ...base,
      permitNumber: '',
      permitIssuedOn: '',
      permitExpiresOn: '',
      permitUrl: '',
    });
    expect(parsed.permitNumber).toBeUndefined();
    expect(parsed.permitUrl).toBeUndefined();
  });

  it('trims the permit number', () => {
    expect(propertyInputSchema.parse({ ...base, permitNumber: ' 7123456 ' }).permitNumber).toBe('7123456');
  });
});

describe('the availability of a listing offer', () => {
  it('calls only an available unit in stock', () => {
    expect(offerAvailability('Available')).toBe('https://schema.org/InStock');
    expect(offerAvailability('Reserved')).toBe('https://schema.org/Reserved');
    expect(offerAvailability('Under Construction')).toBe('https://schema.org/PreSale');
    expect(offerAvailability('Sold')).toBe('https://schema.org/SoldOut');
  });
});

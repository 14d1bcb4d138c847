import { describe, expect, it } from 'vitest';
import { agencyRegistrationSchema } from './schemas.ts';

const valid = {
  tradeLicenceNumber: '1093427',
  reraOrn: '31204',
  registeredAddress: 'Office 1404, Crescent West Tower, Palm Jumeirah, Dubai',
  developerName: 'Select Group',
  projectName: 'Six Senses Residences The Palm',
  projectRegistrationNumber: '2749',
  escrowAccountNumber: 'AE510260001015550123456',
  escrowBank: 'Emirates NBD',
};

const fieldsRefused = (input: object) =>
  (agencyRegistrationSchema.safeParse(input).error?.issues ?? []).map((issue) => issue.path.join('.'));

describe('agencyRegistrationSchema', () => {
  it('accepts the demo registration unchanged', () => {
    expect(agencyRegistrationSchema.parse(valid)).toEqual(valid);
  });

  it('writes licence and account numbers the one way they are compared', () => {
    const parsed = agencyRegistrationSchema.parse({
      ...valid,
      tradeLicenceNumber: ' cn-1234 567 ',
      escrowAccountNumber: 'ae51 0260 0010 1555 0123 456',
    });
    expect(parsed.tradeLicenceNumber).toBe('CN-1234567');
    expect(parsed.escrowAccountNumber).toBe('AE510260001015550123456');
  });

  it.each([
    ['reraOrn', '12'],
    ['reraOrn', 'ORN 31204'],
    ['projectRegistrationNumber', 'P-2749'],
    ['tradeLicenceNumber', 'ab'],
    // One digit off: the IBAN's check digits no longer match.
    ['escrowAccountNumber', 'AE510260001015550123457'],
    ['escrowAccountNumber', 'DE89370400440532013000'],
    ['escrowAccountNumber', '12345'],
    ['registeredAddress', 'Dubai'],
    ['escrowBank', ' '],
  ])('refuses %s = %j on that field alone', (field, value) => {
    expect(fieldsRefused({ ...valid, [field]: value })).toEqual([field]);
  });
});

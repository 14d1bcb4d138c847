import { describe, expect, it } from 'vitest';
import { API_KEY_SCOPES, can } from '../staff/permissions.ts';
import { fileGaps, type DiligenceParty } from './completeness.ts';
import { assessRisk, type RiskParty } from './risk.ts';
import { addWorkingDays } from './working-days.ts';

const person = (overrides: Partial<RiskParty> = {}): RiskParty => ({
  kind: 'person',
  nationality: 'GB',
  idDocumentCountry: 'GB',
  pep: false,
  ownedThroughCompany: false,
  owners: [],
  ...overrides,
});

describe('the risk rating', () => {
  it('is low with nothing to raise it, and the highest level of the rules that apply otherwise', () => {
    expect(assessRisk([person()], [{ method: 'bank-transfer', amountAed: 3_000_000 }])).toEqual({
      level: 'low',
      rules: [],
    });
    expect(assessRisk([person({ nationality: 'YE' })], []).level).toBe('medium');
    expect(assessRisk([person({ idDocumentCountry: 'IR' })], []).level).toBe('high');
    expect(assessRisk([person()], [{ method: 'cash', amountAed: 20_000 }])).toEqual({
      level: 'medium',
      rules: ['cash'],
    });
    expect(assessRisk([person()], [{ method: 'virtual-asset', amountAed: 1 }]).rules).toEqual(['report-payments']);
  });

  it('sees a PEP among the beneficial owners of a company, and company chains', () => {
    const company = person({ kind: 'company', owners: [{ nationality: 'AE', idDocumentCountry: 'AE', pep: true }] });
    expect(assessRisk([company], [])).toEqual({ level: 'high', rules: ['pep'] });
    expect(assessRisk([person({ kind: 'company', ownedThroughCompany: true })], []).rules).toEqual([
      'company-chain',
      'company-without-owners',
    ]);
  });
});

describe('the reporting deadline of a confirmed match', () => {
  it('counts five working days, Monday to Friday (the UAE weekend is Saturday and Sunday), on the Dubai calendar', () => {
    // Thursday 10:00 in Dubai: Fri, Mon, Tue, Wed, Thu.
    expect(addWorkingDays(new Date('2026-12-03T06:00:00Z'), 5)).toBe('2026-12-10');
    // Saturday: Mon to Fri.
    expect(addWorkingDays(new Date('2026-12-05T06:00:00Z'), 5)).toBe('2026-12-11');
    // 22:00 UTC on a Friday is already Saturday in Dubai.
    expect(addWorkingDays(new Date('2026-12-04T22:00:00Z'), 1)).toBe('2026-12-07');
  });
});

describe('a complete file', () => {
  const complete: DiligenceParty = {
    kind: 'person',
    name: 'Amelia Hart',
    idDocumentType: 'passport',
    idDocumentNumber: '123456789',
    idDocumentCountry: 'GB',
    idDocumentExpiresOn: '2030-01-01',
    nationality: 'GB',
    dateOfBirth: '1980-05-01',
    address: '1 Marina Walk, Dubai',
    occupation: 'Architect',
    sourceOfFunds: 'Sale of a London flat',
    tradeLicenceNumber: null,
    documents: 1,
    screenedAt: '2026-11-29T10:00:00Z',
    owners: [],
  };
  const gaps = (party: DiligenceParty, extra: Partial<Parameters<typeof fileGaps>[0]> = {}) =>
    fileGaps({ parties: [party], hits: [], risk: 'low', eddSteps: [], ...extra }, '2026-11-29');

  it('needs identity, a copy, a screening, no open hit, and EDD when the risk is high', () => {
    expect(gaps(complete)).toEqual([]);
    expect(gaps({ ...complete, idDocumentExpiresOn: '2026-11-28' })).toEqual([
      'Amelia Hart: the identity document has expired',
    ]);
    expect(gaps({ ...complete, documents: 0, screenedAt: null })).toEqual([
      'Amelia Hart: a copy of the identity document',
      'Amelia Hart: not screened',
    ]);
    expect(gaps(complete, { hits: [{ status: 'open' }] })).toEqual(['A screening hit is open or confirmed']);
    expect(gaps(complete, { risk: 'high', eddSteps: ['senior-approval'] })).toHaveLength(3);
  });

  it("asks a company for its trade licence and its beneficial owners' identity", () => {
    const company: DiligenceParty = { ...complete, kind: 'company', name: 'Hart Holdings', tradeLicenceNumber: null };
    expect(gaps(company)).toEqual(['Hart Holdings: trade licence', 'Hart Holdings: beneficial owners (25% or more)']);
  });
});

describe('compliance.manage', () => {
  it('belongs to owners and to any account named Compliance Officer, never to an API key', () => {
    expect(can({ role: 'owner', canExportLeads: false }, 'compliance.manage')).toBe(true);
    expect(can({ role: 'manager', canExportLeads: true }, 'compliance.manage')).toBe(false);
    expect(can({ role: 'agent', canExportLeads: false, complianceOfficer: true }, 'compliance.manage')).toBe(true);
    expect(can({ role: 'agent', canExportLeads: false, complianceOfficer: true }, 'staff.manage')).toBe(false);
    expect(API_KEY_SCOPES).not.toContain('compliance.manage');
    const key = { id: 1, scopes: API_KEY_SCOPES };
    expect(
      can({ role: 'owner', canExportLeads: false, complianceOfficer: true, apiKey: key }, 'compliance.manage'),
    ).toBe(false);
  });
});

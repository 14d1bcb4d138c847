import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AGENCY_REGISTRATION_ID,
  AgencyRegistrationSchema,
} from '../../src/server/agency/agency-registration.entity.ts';
import { AgentSchema } from '../../src/server/agents/agent.entity.ts';
import { DealPartySchema, DealSchema } from '../../src/server/deals/deal.entity.ts';
import { PropertySchema } from '../../src/server/properties/property.entity.ts';
import { formFHref } from '../../src/shared/deals/form-f.ts';
import { storedAgent } from '../support/agents.ts';
import type { AppClient } from '../support/app-client.ts';
import { pdfTextRuns } from '../support/pdf-text.ts';
import { staffAccount } from '../support/staff-accounts.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let owner: AppClient;
let sale: number;
let rental: number;
let layla: number;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.staff();
  layla = await storedAgent(t, 'Layla Form', false);
  const em = t.orm.em.fork();
  await em.nativeUpdate(AgentSchema, { id: layla }, { brn: '61234' });
  em.create(AgencyRegistrationSchema, {
    id: AGENCY_REGISTRATION_ID,
    tradeLicenceNumber: 'CN-1234567',
    reraOrn: '40213',
    registeredAddress: 'Office 2101, Marina Plaza, Dubai',
    developerName: 'Select Group',
    projectName: 'Six Senses Residences The Palm',
    projectRegistrationNumber: '2749',
    escrowAccountNumber: 'AE070331234567890123456',
    escrowBank: 'Mashreq Bank',
  });
  const property = em.create(PropertySchema, {
    title: 'Sky Villa 4201',
    type: 'Penthouse',
    description: 'A penthouse.',
    price: '12500000',
    bedrooms: 4,
    bathrooms: '5',
    area: '7000',
    imageUrl: '/media/penthouse.webp',
    location: 'Palm Jumeirah',
    permitNumber: '7101234567',
  });
  const deal = em.create(DealSchema, {
    kind: 'sale',
    stage: 'accepted',
    property,
    agent: em.getReference(AgentSchema, layla),
    priceAed: 12_500_000,
    commissionRatePct: 2,
    expectedCloseOn: '2027-01-31',
  });
  em.create(DealPartySchema, {
    deal,
    side: 'seller',
    kind: 'person',
    name: 'Zoë Müller',
    nationality: 'DE',
    idDocumentType: 'passport',
    idDocumentNumber: 'C01X00T47',
  });
  em.create(DealPartySchema, {
    deal,
    side: 'buyer',
    kind: 'person',
    name: 'Omar Al Farsi',
    nationality: 'AE',
    idDocumentType: 'emirates-id',
    idDocumentNumber: '784-1985-1234567-1',
  });
  const lease = em.create(DealSchema, { kind: 'rental', stage: 'offer', priceAed: 400_000 });
  await em.flush();
  [sale, rental] = [deal.id, lease.id];
});
afterAll(() => t.close());

describe('the Form F download', () => {
  it("fills the sale's Form F from the deal, its parties, agent and residence, the agency's ORN and the form's answers", async () => {
    const response = await owner.fetch(formFHref(sale, { oqoodNumber: 'OQ-2026-000981', signedOn: '2026-11-29' }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="form-f-deal-${sale}.pdf"`);
    const runs = pdfTextRuns(Buffer.from(await response.arrayBuffer()));
    for (const expected of [
      'Zoë Müller',
      'Germany',
      'C01X00T47',
      'Omar Al Farsi',
      '784-1985-1234567-1',
      '40213',
      'Layla Form',
      '61234',
      '7101234567',
      'OQ-2026-000981',
      'AED 12,500,000.00',
      // The customary 10% deposit, as none was given.
      'AED 1,250,000.00',
      '2026-11-29',
      '2027-01-31',
    ])
      expect(runs).toContain(expected);
    expect(runs).toContain('رقم تسجيل الوسيط');
    // The residence with the reference the portals know it by.
    expect(runs.find((run) => run.startsWith('Sky Villa 4201'))).toMatch(/^Sky Villa 4201 \(\w+-\d+\)$/);
  });

  it("is the deal's agent's (another agent's deal is not found), a sale's only, and refuses a bad form", async () => {
    const otherAgent = await storedAgent(t, 'Other Form', false);
    const other = await staffAccount(t, 'other-form', 'agent', { agentId: otherAgent });
    expect((await other.client.fetch(formFHref(sale, {}))).status).toBe(404);
    const own = await staffAccount(t, 'layla-form', 'agent', { agentId: layla });
    expect((await own.client.fetch(formFHref(sale, {}))).status).toBe(200);
    const editor = await staffAccount(t, 'editor-form', 'editor');
    expect((await editor.client.fetch(formFHref(sale, {}))).status).toBe(403);
    expect((await t.client().fetch(formFHref(sale, {}))).status).toBe(401);

    const lease = await owner.fetch(formFHref(rental, {}));
    expect(lease.status).toBe(409);
    expect(await lease.json()).toEqual({ message: 'Form F is the MOU of a sale; a rental has its tenancy contract' });
    expect((await owner.fetch(`${formFHref(sale, {})}?signedOn=yesterday`)).status).toBe(400);
  });
});

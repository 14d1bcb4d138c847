import {
  BeneficialOwnerSchema,
  ComplianceDocumentSchema,
  DealDiligenceSchema,
  PartyDiligenceSchema,
} from '../../src/server/compliance/file/compliance-file.entity.ts';
import { DealPartySchema } from '../../src/server/deals/deal.entity.ts';
import { EDD_STEP_IDS } from '../../src/shared/compliance/file.ts';
import { PARTY_IDENTITY as IDENTITY } from './party-identity.ts';
import type { TestApp } from './test-app.ts';

/**
 * Gives every party of the deal what the compliance gate asks before completion (identity, a copy of
 * a document, a screening, a beneficial owner for a company, the enhanced steps), as a compliance
 * officer would have: for tests of what comes after the file, not of the file.
 */
export async function completeComplianceFile(t: TestApp, dealId: number): Promise<void> {
  const em = t.orm.em.fork();
  const parties = await em.find(DealPartySchema, { deal: dealId });
  for (const party of parties) {
    em.assign(party, {
      ...IDENTITY,
      occupation: party.kind === 'company' ? 'General trading' : 'Architect',
      sourceOfFunds: 'Savings',
      tradeLicenceNumber: party.kind === 'company' ? 'CN-1234567' : null,
    });
    const screenedAt = new Date();
    const diligence = await em.findOne(PartyDiligenceSchema, { party: party.id });
    if (diligence) diligence.screenedAt = screenedAt;
    else em.create(PartyDiligenceSchema, { party: party.id, screenedAt });
    if (party.kind === 'company')
      em.create(BeneficialOwnerSchema, {
        party: party.id,
        name: 'Amelia Hart',
        sharePct: 100,
        ...IDENTITY,
        screenedAt,
      });
    em.create(ComplianceDocumentSchema, {
      deal: dealId,
      party: party.id,
      kind: party.kind === 'company' ? 'trade-licence' : 'identity',
      storageKey: `compliance/${dealId}/test/${party.id}.pdf`,
      filename: 'copy.pdf',
      contentType: 'application/pdf',
      size: 1,
    });
  }
  const steps = [...EDD_STEP_IDS];
  const edd = await em.findOne(DealDiligenceSchema, { deal: dealId });
  if (edd) edd.eddSteps = steps;
  else em.create(DealDiligenceSchema, { deal: dealId, eddSteps: steps });
  await em.flush();
}

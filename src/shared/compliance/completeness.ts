import { EDD_STEP_IDS, EDD_STEPS, type EddStep, type HitStatus } from './file.ts';
import type { RiskLevel } from './risk.ts';

/** What the file knows of a person or company it must identify. */
export interface DiligenceSubject {
  name: string;
  idDocumentNumber: string | null;
  idDocumentExpiresOn: string | null;
  nationality: string | null;
  dateOfBirth: string | null;
  screenedAt: string | null;
}
export interface DiligenceParty extends DiligenceSubject {
  kind: 'person' | 'company';
  idDocumentType: string | null;
  idDocumentCountry: string | null;
  address: string | null;
  occupation: string | null;
  sourceOfFunds: string | null;
  tradeLicenceNumber: string | null;
  documents: number;
  owners: DiligenceSubject[];
}

/** Whether an identity document had expired by `today` (YYYY-MM-DD). */
export function isExpired(expiresOn: string | null, today: string): boolean {
  return expiresOn !== null && expiresOn < today;
}

/**
 * What the file still lacks before the deal may complete: identity for every party (and each
 * beneficial owner of a company), a copy of a document, a screening, no open hit, and the enhanced
 * steps when the risk is high. Empty when the file is complete.
 */
export function fileGaps(
  file: { parties: DiligenceParty[]; hits: { status: HitStatus }[]; risk: RiskLevel; eddSteps: EddStep[] },
  today: string,
): string[] {
  const gaps: string[] = [];
  if (file.parties.length === 0) gaps.push('No parties');
  for (const party of file.parties) {
    const person = party.kind === 'person';
    const required: Array<[string, unknown]> = person
      ? [
          ['identity document', party.idDocumentType && party.idDocumentNumber && party.idDocumentCountry],
          ['document expiry', party.idDocumentExpiresOn],
          ['nationality', party.nationality],
          ['date of birth', party.dateOfBirth],
          ['address', party.address],
          ['occupation', party.occupation],
          ['source of funds', party.sourceOfFunds],
        ]
      : [
          ['trade licence', party.tradeLicenceNumber],
          ['address', party.address],
          ['business', party.occupation],
          ['source of funds', party.sourceOfFunds],
          ['beneficial owners (25% or more)', party.owners.length > 0],
        ];
    for (const [what, present] of required) if (!present) gaps.push(`${party.name}: ${what}`);
    if (isExpired(party.idDocumentExpiresOn, today)) gaps.push(`${party.name}: the identity document has expired`);
    if (party.documents === 0)
      gaps.push(`${party.name}: a copy of the ${person ? 'identity document' : 'trade licence'}`);
    if (!party.screenedAt) gaps.push(`${party.name}: not screened`);
    for (const owner of party.owners) {
      if (!owner.idDocumentNumber || !owner.nationality || !owner.dateOfBirth)
        gaps.push(`${party.name}: identity of the owner ${owner.name}`);
      if (isExpired(owner.idDocumentExpiresOn, today)) gaps.push(`${party.name}: ${owner.name}'s document has expired`);
      if (!owner.screenedAt) gaps.push(`${party.name}: ${owner.name} not screened`);
    }
  }
  if (file.hits.some((hit) => hit.status !== 'false-positive')) gaps.push('A screening hit is open or confirmed');
  if (file.risk === 'high') {
    for (const step of EDD_STEP_IDS)
      if (!file.eddSteps.includes(step)) gaps.push(`Enhanced due diligence: ${EDD_STEPS[step]}`);
  }
  return gaps;
}

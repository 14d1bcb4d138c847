import type { EntityManager } from '@mikro-orm/postgresql';
import { AGENCY } from '../../../shared/agency.ts';
import { FORM_F_DEPOSIT_SHARE, type formFOptionsSchema } from '../../../shared/deals/form-f.ts';
import { dubaiDate } from '../../../shared/viewings/slots.ts';
import type { z } from 'zod';
import { AgencyRegistrationRepository } from '../../agency/agency-registration.repository.ts';
import { SCOPED, type StaffScope } from '../../staff-scope/staff-scope.ts';
import { DealPartySchema, DealSchema, type DealParty } from '../deal.entity.ts';
import type { FormFInput, FormFParty } from './form-f-document.ts';

/** Why a deal has no Form F: it is not found in the caller's scope, or it is a rental. */
export type NoFormF = 'not-found' | 'rental';

const countries = new Intl.DisplayNames(['en'], { type: 'region' });
/** A country code as the form names it ("DE" is Germany); a code Intl does not know stays as it is. */
const countryName = (code: string | null) => (code ? (countries.of(code) ?? code) : null);

function formFParty(party: DealParty): FormFParty {
  return {
    kind: party.kind,
    name: party.name,
    nationality: countryName(party.nationality ?? null),
    idDocument:
      party.idDocumentType && party.idDocumentNumber
        ? { type: party.idDocumentType, number: party.idDocumentNumber }
        : null,
    tradeLicenceNumber: party.tradeLicenceNumber ?? null,
    phone: party.phone ?? null,
    email: party.email ?? null,
  };
}

/**
 * The Form F's content for a sale within `scope` (an agent: their own deals): the deal, its parties,
 * its residence and agent, the agency's registration (the ORN) and what the download form adds (the
 * title deed or Oqood number, a permit, a deposit other than 10%, the day of signing).
 */
export async function formFInputOf(
  em: EntityManager,
  scope: StaffScope,
  dealId: number,
  options: z.output<typeof formFOptionsSchema>,
  now: Date,
): Promise<FormFInput | NoFormF> {
  const deal = await em.findOne(DealSchema, scope.where(SCOPED.deals, { id: dealId }), {
    populate: ['property', 'agent'],
  });
  if (!deal) return 'not-found';
  if (deal.kind !== 'sale') return 'rental';
  const [parties, registration] = await Promise.all([
    em.find(DealPartySchema, { deal: deal.id }, { orderBy: { id: 'asc' } }),
    new AgencyRegistrationRepository(em).get(),
  ]);
  const property = deal.property;
  const price = deal.priceAed;
  return {
    agency: { name: AGENCY.name, orn: registration?.reraOrn ?? null },
    agents: deal.agent ? [{ name: deal.agent.name, brn: deal.agent.brn ?? null }] : [],
    coBroker: deal.otherAgencyName ? { name: deal.otherAgencyName, splitPct: deal.otherAgencySplitPct ?? null } : null,
    sellers: parties.filter((party) => party.side === 'seller').map(formFParty),
    buyers: parties.filter((party) => party.side === 'buyer').map(formFParty),
    property: {
      title: property?.title ?? '—',
      reference: property?.reference || null,
      type: property?.type ?? null,
      location: property?.location ?? null,
      permitNumber: options.permitNumber || property?.permitNumber || null,
      titleDeedNumber: options.titleDeedNumber || null,
      oqoodNumber: options.oqoodNumber || null,
    },
    priceAed: price,
    depositAed: options.depositAed ?? Math.round(price * FORM_F_DEPOSIT_SHARE * 100) / 100,
    commission: { ratePct: deal.commissionRatePct ?? null, amountAed: deal.commissionAmountAed ?? null },
    signedOn: options.signedOn ?? dubaiDate(now),
    transferBy: deal.expectedCloseOn ? String(deal.expectedCloseOn).slice(0, 10) : null,
  };
}

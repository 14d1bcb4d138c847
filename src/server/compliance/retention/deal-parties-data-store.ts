import type { EntityManager } from '@mikro-orm/postgresql';
import { DealPartySchema, type DealParty } from '../../deals/deal.entity.ts';
import type { PersonalDataScope, PersonalDataStore } from '../../privacy/personal-data-store.ts';
import { BeneficialOwnerSchema } from '../file/compliance-file.entity.ts';
import { CLEARED_IDENTITY, holdReason } from './legal-hold.ts';

/** The parties of deals reached by the person's verified e-mail address or telephone number. */
async function partiesOf(em: EntityManager, scope: PersonalDataScope): Promise<DealParty[]> {
  const rows =
    scope.subject.kind === 'email'
      ? await em.execute<Array<{ id: number }>>(`select id from deal_parties where lower(email) = ? order by id`, [
          scope.subject.value,
        ])
      : await em.execute<Array<{ id: number }>>(
          `select id from deal_parties where regexp_replace(regexp_replace(coalesce(phone, ''), '\\D', '', 'g'), '^00', '') = ? order by id`,
          [scope.subject.value],
        );
  if (rows.length === 0) return [];
  return em.find(
    DealPartySchema,
    { id: { $in: rows.map((row) => row.id) } },
    { populate: ['deal'], orderBy: { id: 'asc' } },
  );
}

/**
 * A person as a party to deals, with the identity their compliance file holds. The law keeps that
 * file five years from the deal's end (legal-hold.ts), so an erasure leaves a held party as it is
 * and says why (`heldBack`); a party whose hold is over is anonymised with its file.
 */
export const dealPartiesStore: PersonalDataStore = {
  key: 'dealParties',
  label: 'Deal parties (compliance file)',
  async find(em, scope) {
    return (await partiesOf(em, scope)).map((party) => ({
      id: `deal-party-${party.id}`,
      summary: `Deal #${party.deal.id}: ${party.side} ${party.name}`,
      date: party.createdAt.toISOString(),
    }));
  },
  async export(em, scope) {
    const parties = await partiesOf(em, scope);
    const owners = await em.find(BeneficialOwnerSchema, { party: { $in: parties.map((party) => party.id) } });
    return parties.map(({ deal, ...party }) => ({
      ...party,
      dealId: deal.id,
      beneficialOwners: owners
        .filter((owner) => owner.party.id === party.id)
        .map(({ party: _party, ...owner }) => owner),
    }));
  },
  async erase(em, scope) {
    let erased = 0;
    for (const party of await partiesOf(em, scope)) {
      if (holdReason(party.deal)) continue;
      await em.nativeDelete(BeneficialOwnerSchema, { party: party.id });
      await em.nativeUpdate(
        DealPartySchema,
        { id: party.id },
        { name: 'Erased', email: null, phone: null, ...CLEARED_IDENTITY },
      );
      erased++;
    }
    return erased;
  },
  async heldBack(em, scope) {
    const reasons = (await partiesOf(em, scope)).map((party) => holdReason(party.deal));
    return [...new Set(reasons.filter((reason): reason is string => reason !== null))];
  },
};

import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { ListedName } from '../../../shared/compliance/sanctions.ts';
import { recordBySystem } from '../../audit/audit-trail.ts';
import { DealPartySchema, type DealParty } from '../../deals/deal.entity.ts';
import { defineJob } from '../../jobs/define-job.ts';
import { BeneficialOwnerSchema, PartyDiligenceSchema, ScreeningHitSchema } from '../file/compliance-file.entity.ts';
import { listedNamesInUse } from '../lists/sanctions-lists.ts';
import { bestMatch } from './name-matching.ts';

type ListedInUse = ListedName & { listId: number };

/** The names on the lists that `name` possibly matches (by the name or an alias), best first. */
export function matchesOf(name: string, listed: readonly ListedInUse[]) {
  return listed
    .flatMap((entry) => {
      const match = bestMatch(name, [entry.name, ...entry.aliases]);
      return match ? [{ entry, ...match }] : [];
    })
    .sort((a, b) => b.score - a.score);
}

/**
 * Screens a party and its beneficial owners against the lists in use: each possible match becomes
 * an open hit, unless the same name was already matched to the same listed entry (a hit already
 * resolved stays resolved until the name changes). Returns how many new hits it raised.
 */
export async function screenParty(
  em: EntityManager,
  party: DealParty,
  listed?: readonly ListedInUse[],
): Promise<number> {
  const names = listed ?? (await listedNamesInUse(em));
  const owners = await em.find(BeneficialOwnerSchema, { party: party.id });
  const subjects = [{ owner: null, name: party.name }, ...owners.map((owner) => ({ owner, name: owner.name }))];
  let raised = 0;
  for (const subject of subjects) {
    for (const match of matchesOf(subject.name, names)) {
      const known = await em.count(ScreeningHitSchema, {
        party: party.id,
        owner: subject.owner?.id ?? null,
        reference: match.entry.reference,
        screenedName: subject.name,
      });
      if (known > 0) continue;
      em.create(ScreeningHitSchema, {
        deal: party.deal.id,
        party: party.id,
        owner: subject.owner?.id ?? null,
        list: match.entry.listId,
        reference: match.entry.reference,
        screenedName: subject.name,
        listedName: match.entry.name,
        matchedName: match.matchedName,
        score: Math.round(match.score * 1000) / 1000,
      });
      raised++;
    }
  }
  const now = new Date();
  const diligence = await em.findOne(PartyDiligenceSchema, { party: party.id });
  if (diligence) diligence.screenedAt = now;
  else em.create(PartyDiligenceSchema, { party: party.id, screenedAt: now });
  for (const owner of owners) owner.screenedAt = now;
  await em.flush();
  // A screening that finds nothing is the file's routine (its date is kept); one that raises hits is an event.
  if (raised > 0)
    await recordBySystem(em, {
      action: 'compliance.screened',
      subject: `deal ${party.deal.id}`,
      details: { party: party.id, owners: owners.length, hits: raised },
    });
  return raised;
}

/** The listener the deals call when a party is added or its identity edited (PARTY_LISTENERS). */
export const screenPartyOnChange = async (em: EntityManager, party: DealParty): Promise<void> => {
  await screenParty(em, party);
};

/** Screens every party of every deal not yet closed against the lists in use: after a new list version. */
export async function rescreenOpenDeals(em: EntityManager): Promise<number> {
  const listed = await listedNamesInUse(em);
  const parties = await em.find(DealPartySchema, { deal: { closedAt: null } }, { orderBy: { id: 'asc' } });
  let raised = 0;
  for (const party of parties) raised += await screenParty(em, party, listed);
  return raised;
}

/** Queued with each list upload: the open deals' parties screened against the new version. */
export const complianceRescreenJob = defineJob({
  name: 'compliance_rescreen',
  payload: z.object({ listId: z.number().int().positive() }),
  async run(payload, { orm, log }) {
    const raised = await orm.em.fork().transactional((em) => rescreenOpenDeals(em));
    log.info({ listId: payload.listId, raised }, 'compliance: open deals screened against a new list');
  },
});

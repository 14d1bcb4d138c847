import { ScreeningHitSchema } from './file/compliance-file.entity.ts';
import { ComplianceFileReader } from './file/compliance-file.service.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { DealStage } from '../../shared/deals/constants.ts';
import type { Deal } from '../deals/deal.entity.ts';

/**
 * The compliance file's say on a deal's moves: a possible sanctions match still open, or a confirmed
 * one, stops every move until it is resolved (the frozen gate holds a confirmed match's deal too);
 * completing needs the whole file. The reasons name no hit, since an agent moves deals and must
 * not learn of one (no tipping off).
 */
// A DealGate (deals/gates.ts) by its shape: naming the type would import the list that imports this.
export async function complianceGate(em: EntityManager, deal: Deal, toStage: DealStage): Promise<string | null> {
  const unresolved = await em.count(ScreeningHitSchema, { deal: deal.id, status: { $ne: 'false-positive' } });
  if (unresolved > 0) return 'The compliance file is on hold: ask the compliance officer.';
  if (toStage !== 'completed') return null;
  const file = await new ComplianceFileReader(em).file(deal.id);
  return file.complete ? null : 'The compliance file is not complete: ask the compliance officer.';
}

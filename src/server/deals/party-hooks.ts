import type { EntityManager } from '@mikro-orm/postgresql';
import { screenPartyOnChange } from '../compliance/screening/screening.ts';
import type { DealParty } from './deal.entity.ts';

/** Work to do when a party is added or its identity is edited (the compliance file screens it again). */
export type PartyListener = (em: EntityManager, party: DealParty) => Promise<void>;

/** Called in order after the party is flushed, within the same request; the compliance file adds its screening. */
export const PARTY_LISTENERS: PartyListener[] = [screenPartyOnChange];

/** Tells every listener that `party` was created or its identity changed. */
export async function onPartyChanged(em: EntityManager, party: DealParty): Promise<void> {
  for (const listener of PARTY_LISTENERS) await listener(em, party);
}

import type { EntityManager } from '@mikro-orm/postgresql';
import type { ViewingView } from '../../shared/viewings/schemas.ts';
import { advertisingRule, publicResidence } from '../properties/advertising-rule.ts';
import type { Property } from '../properties/property.entity.ts';
import { toViewingView, type LoadedViewing } from './viewing.repository.ts';

/**
 * The residence the visitor's answers, e-mails and invitations may name: the viewing's, while it
 * may be advertised (`publicResidence`); null for a general viewing or one the public may not see.
 */
export async function visitorResidence(em: EntityManager, viewing: LoadedViewing): Promise<Property | null> {
  return publicResidence(viewing.property, await advertisingRule(em));
}

/** The viewing as a visitor (or whoever holds one of its links) is answered: no residence they may not be told of. */
export async function visitorViewingView(em: EntityManager, viewing: LoadedViewing): Promise<ViewingView> {
  const view = toViewingView(viewing);
  return (await visitorResidence(em, viewing)) ? view : { ...view, property: null };
}

import type { EntityManager } from '@mikro-orm/postgresql';
import type { PersonalDataScope, PersonalDataStore } from '../privacy/personal-data-store.ts';
import { ResidenceViewSchema, ReturningBuyerSchema } from './returning-buyer.entity.ts';

function findViews(em: EntityManager, scope: PersonalDataScope) {
  if (scope.leadIds.length === 0) return Promise.resolve([]);
  return em.find(
    ResidenceViewSchema,
    { buyer: { inquiry: { $in: scope.leadIds } } },
    { populate: ['buyer', 'property'], orderBy: { viewedAt: 'asc', id: 'asc' } },
  );
}

/**
 * The residences a person viewed or saved after their lead, in the browser their lead made known. An
 * erase forgets the browser too: its cookie then finds nobody and is cleared on its next view.
 */
export const returningBuyerStore: PersonalDataStore = {
  key: 'residenceViews',
  label: 'Residences viewed after a lead',
  async find(em, scope) {
    return (await findViews(em, scope)).map((view) => ({
      id: `residence-view-${view.id}`,
      summary: `${view.kind === 'shortlist' ? 'Saved' : 'Viewed'} ${view.property.title} (lead #${view.buyer.inquiry.id})`,
      date: view.viewedAt.toISOString(),
    }));
  },
  async export(em, scope) {
    return (await findViews(em, scope)).map((view) => ({
      leadId: view.buyer.inquiry.id,
      propertyId: view.property.id,
      residence: view.property.title,
      kind: view.kind,
      at: view.viewedAt.toISOString(),
    }));
  },
  async erase(em, scope) {
    if (scope.leadIds.length === 0) return 0;
    const buyers = await em.find(ReturningBuyerSchema, { inquiry: { $in: scope.leadIds } }, { fields: ['id'] });
    if (buyers.length === 0) return 0;
    const ids = buyers.map((buyer) => buyer.id);
    const views = await em.nativeDelete(ResidenceViewSchema, { buyer: { $in: ids } });
    await em.nativeDelete(ReturningBuyerSchema, { id: { $in: ids } });
    return views;
  },
};

import type { EntityManager } from '@mikro-orm/postgresql';
import type { PersonalDataScope, PersonalDataStore } from '../../privacy/personal-data-store.ts';
import { WebhookDeliverySchema } from './webhook.entity.ts';

function findDeliveries(em: EntityManager, scope: PersonalDataScope) {
  if (scope.leadIds.length === 0) return Promise.resolve([]);
  return em.find(
    WebhookDeliverySchema,
    { inquiry: { $in: scope.leadIds } },
    { populate: ['endpoint'], orderBy: { id: 'asc' } },
  );
}

/**
 * The webhook messages about the person's leads: each body is a copy of a lead as it was sent. What
 * the receiving systems keep is theirs to erase; our copies go with the leads' erasure.
 */
export const webhookDeliveriesStore: PersonalDataStore = {
  key: 'webhooks',
  label: 'Webhook deliveries',
  async find(em, scope) {
    const found = await findDeliveries(em, scope);
    return found.map((delivery) => ({
      id: `webhook-${delivery.id}`,
      summary: `Webhook ${delivery.event} of lead #${delivery.inquiry?.id ?? '?'} to ${delivery.endpoint.url} (${delivery.status})`,
      date: delivery.createdAt.toISOString(),
    }));
  },
  async export(em, scope) {
    const found = await findDeliveries(em, scope);
    return found.map((delivery) => ({
      event: delivery.event,
      endpoint: delivery.endpoint.url,
      status: delivery.status,
      leadId: delivery.inquiry?.id ?? null,
      sent: JSON.parse(delivery.body) as unknown,
      deliveredAt: delivery.deliveredAt?.toISOString() ?? null,
      createdAt: delivery.createdAt.toISOString(),
    }));
  },
  async erase(em, scope) {
    const found = await findDeliveries(em, scope);
    if (found.length === 0) return 0;
    return em.nativeDelete(WebhookDeliverySchema, { id: { $in: found.map((delivery) => delivery.id) } });
  },
};

import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { EventSource } from './portal-events.ts';

/**
 * A webhook delivery refused before it was stored: a bad, missing or unverifiable signature, or a
 * signed body that is not a lead event. Nothing of the body is kept; old rows are pruned.
 */
export const PortalWebhookRejectionSchema = defineEntity({
  name: 'PortalWebhookRejection',
  tableName: 'portal_webhook_rejections',
  properties: {
    id: p.integer().primary(),
    source: p.string().length(20).$type<EventSource>(),
    at: p.datetime(),
    /** `missing-signature`, `bad-signature`, `no-secret` or `malformed`. */
    reason: p.string().length(40),
    detail: p.string().length(300).nullable(),
  },
  indexes: [{ name: 'portal_webhook_rejections_source_at_index', properties: ['source', 'at'] }],
});

export type PortalWebhookRejection = InferEntity<typeof PortalWebhookRejectionSchema>;

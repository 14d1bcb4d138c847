import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { InquirySchema } from '../../inquiries/inquiry.entity.ts';
import type { EventSource } from './portal-events.ts';

/**
 * One event a portal sent us (a webhook or a polled lead), kept as it came. Unique on
 * (source, event id), so a replay or a second delivery is stored once; `processedAt` marks it done,
 * `attempts` and `lastError` record the processing job's tries.
 */
export const PortalEventSchema = defineEntity({
  name: 'PortalEvent',
  tableName: 'portal_events',
  properties: {
    id: p.integer().primary(),
    source: p.string().length(20).$type<EventSource>(),
    eventId: p.string().length(120),
    type: p.string().length(60),
    payload: p.json<unknown>(),
    receivedAt: p.datetime().index(),
    processedAt: p.datetime().nullable(),
    /** What processing made of it: `lead`, `updated`, `ignored`. */
    outcome: p.string().length(20).nullable(),
    attempts: p.integer().default(0),
    lastError: p.text().nullable(),
    inquiry: () => p.manyToOne(InquirySchema).nullable().deleteRule('set null').index(),
  },
  uniques: [{ name: 'portal_events_source_event_id_unique', properties: ['source', 'eventId'] }],
});

export type PortalEvent = InferEntity<typeof PortalEventSchema>;

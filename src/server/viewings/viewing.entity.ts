import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { changeXidProperty } from '../sync/change-stamp.ts';
import type { ViewingMode, ViewingStatus } from '../../shared/viewings/constants.ts';
import { AgentSchema } from '../agents/agent.entity.ts';
import { InquirySchema } from '../inquiries/inquiry.entity.ts';
import { PropertySchema } from '../properties/property.entity.ts';

/**
 * A booked (or cancelled) viewing: one per lead of kind "viewing". The table also has a generated
 * `period` tstzrange [starts_at, ends_at) that an exclusion constraint keeps from overlapping another
 * booked viewing of the same agent (see the migration): PostgreSQL refuses a double booking.
 */
export const ViewingSchema = defineEntity({
  name: 'Viewing',
  tableName: 'viewings',
  properties: {
    id: p.integer().primary(),
    inquiry: () => p.manyToOne(InquirySchema).deleteRule('cascade').unique(),
    agent: () => p.manyToOne(AgentSchema).deleteRule('cascade').index(),
    property: () => p.manyToOne(PropertySchema).nullable().deleteRule('set null'),
    startsAt: p.datetime().index(),
    endsAt: p.datetime(),
    mode: p.string().length(10).$type<ViewingMode>(),
    status: p.string().length(10).$type<ViewingStatus>().default('booked'),
    /** The invitation's SEQUENCE: 0 when booked, one more for each move and for the cancellation. */
    sequence: p.integer().default(0),
    /** The invitation's UID, kept across moves so calendars update the one event. */
    uid: p.string().length(100).unique(),
    /** Signs the e-mail links' tokens (random per viewing; never shown). */
    linkKey: p.string().length(64).hidden(),
    /** The video call's room (video viewings). */
    videoLink: p.string().length(300).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    /** Set again by the database on every change, with `changeXid`: the sync list's order. */
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date())
      .index(),
    changeXid: changeXidProperty(),
  },
  indexes: [{ name: 'viewings_change_key_index', properties: ['changeXid', 'id'] }],
});

export type Viewing = InferEntity<typeof ViewingSchema>;

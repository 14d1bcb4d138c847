import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { InquiryEventType, InquiryStatus } from '../../shared/inquiries/constants.ts';
import { AgentSchema } from '../agents/agent.entity.ts';
import { UserSchema } from '../users/user.entity.ts';
import { InquirySchema } from './inquiry.entity.ts';

/**
 * What staff did with a lead: a status change, an assignment or an internal note, with who and when.
 * The history is append-only, so the pipeline can always be read back.
 */
export const InquiryEventSchema = defineEntity({
  name: 'InquiryEvent',
  tableName: 'inquiry_events',
  properties: {
    id: p.integer().primary(),
    inquiry: () => p.manyToOne(InquirySchema).deleteRule('cascade').index(),
    type: p.string().length(20).$type<InquiryEventType>(),
    fromStatus: p.string().length(20).$type<InquiryStatus>().nullable(),
    toStatus: p.string().length(20).$type<InquiryStatus>().nullable(),
    agent: () => p.manyToOne(AgentSchema).nullable().deleteRule('set null'),
    note: p.text().nullable(),
    user: () => p.manyToOne(UserSchema).nullable().deleteRule('set null'),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export type InquiryEvent = InferEntity<typeof InquiryEventSchema>;

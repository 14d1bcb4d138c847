import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { AgentSchema } from '../agents/agent.entity.ts';
import { PropertySchema } from '../properties/property.entity.ts';

/**
 * A lead. One table holds the four shapes visitors send (contact form, enquiry dialog, valuation
 * request, lettings form); `kind` says which, and `details` keeps any structured extras verbatim.
 */
export const InquirySchema = defineEntity({
  name: 'Inquiry',
  tableName: 'inquiries',
  properties: {
    id: p.integer().primary(),
    kind: p.string().length(20).index(),
    firstName: p.string().length(200),
    lastName: p.string().length(200).default(''),
    email: p.string().length(254).index(),
    phone: p.string().length(40).nullable(),
    interest: p.string().length(60).nullable(),
    message: p.text().nullable(),
    status: p.string().length(20).default('New').index(),
    property: () => p.manyToOne(PropertySchema).nullable().deleteRule('set null').index(),
    sourcePage: p.string().length(300).nullable(),
    details: p.json<Record<string, unknown>>().nullable(),
    /** The agent working this lead. */
    assignedAgent: () => p.manyToOne(AgentSchema).nullable().deleteRule('set null').index(),
    statusChangedAt: p.datetime().nullable(),
    /** The first move out of New or the first note: when the team first answered (speed to lead). Set once. */
    firstResponseAt: p.datetime().nullable(),
    createdAt: p
      .datetime()
      .onCreate(() => new Date())
      .index(),
  },
});

export type Inquiry = InferEntity<typeof InquirySchema>;

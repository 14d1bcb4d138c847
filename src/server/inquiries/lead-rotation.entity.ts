import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * Whose turn it is for the next lead that is about no particular property: the one row (id 1) keeps
 * the id of the agent who had the last one. New leads lock the row, so leads arriving together take
 * turns one after the other. The id is a position, not a reference: a deleted agent's place still
 * says where the rotation stands.
 */
export const LeadRotationSchema = defineEntity({
  name: 'LeadRotation',
  tableName: 'lead_rotation',
  properties: {
    id: p.integer().primary().autoincrement(false),
    lastAgentId: p.integer().nullable(),
  },
});

export type LeadRotation = InferEntity<typeof LeadRotationSchema>;

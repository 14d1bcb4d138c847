import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { FeeTable } from '../../shared/cost-to-own/schemas.ts';

/**
 * The cost-to-own fee table: one row (id 1) holding every rate, fee and cap the calculator uses, as
 * JSON checked by the shared schema on the way in and out; who changed it last and when.
 */
export const CostToOwnFeesSchema = defineEntity({
  name: 'CostToOwnFees',
  tableName: 'cost_to_own_fees',
  properties: {
    id: p.integer().primary().autoincrement(false),
    fees: p.json<FeeTable>(),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
    updatedBy: p.string().length(100).nullable(),
  },
});

export type CostToOwnFees = InferEntity<typeof CostToOwnFeesSchema>;

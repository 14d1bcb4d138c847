import type { EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_FEE_TABLE, feeTableSchema, type FeeTable } from '../../shared/cost-to-own/schemas.ts';
import { CostToOwnFeesSchema } from './fee-table.entity.ts';

const ROW_ID = 1;

/** The fee table's one row; the defaults stand in for a figure the stored row lacks (an older shape). */
export class FeeTableRepository {
  constructor(private readonly em: EntityManager) {}

  async read(): Promise<FeeTable> {
    const row = await this.em.findOne(CostToOwnFeesSchema, { id: ROW_ID });
    const stored = feeTableSchema.safeParse({ ...DEFAULT_FEE_TABLE, ...row?.fees });
    return stored.success ? stored.data : DEFAULT_FEE_TABLE;
  }

  /** Replaces the table; answers the figures that changed, old to new (none: nothing was written). */
  async write(fees: FeeTable, by: string): Promise<{ fees: FeeTable; changes: Record<string, string> }> {
    const before = await this.read();
    const changed = (Object.keys(fees) as (keyof FeeTable)[]).filter((key) => fees[key] !== before[key]);
    const changes = Object.fromEntries(changed.map((key) => [key, `${before[key]} → ${fees[key]}`]));
    if (changed.length === 0) return { fees: before, changes };
    await this.em.upsert(
      CostToOwnFeesSchema,
      { id: ROW_ID, fees, updatedAt: new Date(), updatedBy: by },
      { onConflictFields: ['id'], onConflictAction: 'merge' },
    );
    return { fees, changes };
  }
}

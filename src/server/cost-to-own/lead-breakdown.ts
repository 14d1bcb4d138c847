import type { EntityManager } from '@mikro-orm/postgresql';
import { calculateCostToOwn, type CostBreakdown } from '../../shared/cost-to-own/calculate.ts';
import { completionOf } from '../../shared/cost-to-own/completion.ts';
import { costInputsSchema } from '../../shared/cost-to-own/schemas.ts';
import type { Property } from '../properties/property.entity.ts';
import { FeeTableRepository } from './fee-table.repository.ts';

export interface LeadCostBreakdown {
  breakdown: CostBreakdown;
  asOf: string;
}

/**
 * The breakdown a "cost breakdown" lead asked for, worked out again on the server from its stored
 * choices and today's fee table (never a table the browser sent). A residence's own price, completion
 * and payment plan win over what the page sent, so the e-mail is right even if the page was stale.
 */
export async function leadCostBreakdown(
  em: EntityManager,
  details: Record<string, unknown> | null,
  property: Pick<Property, 'price' | 'completionStatus' | 'status' | 'paymentPlan'> | null,
): Promise<LeadCostBreakdown | null> {
  const parsed = costInputsSchema.safeParse(details);
  if (!parsed.success) return null;
  const fees = await new FeeTableRepository(em).read();
  const price = property ? Number(property.price) : 0;
  const inputs = property && price > 0 ? { ...parsed.data, price, completion: completionOf(property) } : parsed.data;
  const plan = inputs.completion === 'offPlan' ? (property?.paymentPlan ?? []) : [];
  return { breakdown: calculateCostToOwn(inputs, fees, plan), asOf: fees.asOf };
}

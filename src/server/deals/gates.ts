import type { EntityManager } from '@mikro-orm/postgresql';
import type { DealStage } from '../../shared/deals/constants.ts';
import { reportRequired } from '../../shared/deals/report-rule.ts';
import { complianceGate } from '../compliance/deal-gate.ts';
import { DealPaymentSchema, type Deal } from './deal.entity.ts';

/**
 * A rule a deal's stage move must pass: the reason it refuses the move (409 on REST, CONFLICT on
 * tRPC, shown as the console's notification), or null to let it through. Gates only read; the move
 * is the service's. Every move of every deal runs every gate of `DEAL_GATES`, so a rule that must
 * hold (a frozen file, an unfiled report) cannot be stepped around by a route or screen.
 */
export type DealGate = (em: EntityManager, deal: Deal, toStage: DealStage) => Promise<string | null>;

/**
 * A confirmed sanctions match freezes the deal (the compliance file): it moves nowhere until lifted.
 * The refusal does not say why: agents see it too, and the customer must not be tipped off.
 */
export const frozenGate: DealGate = async (_em, deal) =>
  deal.frozenAt ? 'This deal is on hold by compliance: it cannot move.' : null;

/**
 * A deal whose payments require a Real Estate Activity Report cannot be completed before the goAML
 * report's reference and filing date are recorded.
 */
export const reportFiledGate: DealGate = async (em, deal, toStage) => {
  if (toStage !== 'completed' || (deal.reportReference && deal.reportFiledOn)) return null;
  const payments = await em.find(DealPaymentSchema, { deal: deal.id }, { fields: ['method', 'amountAed'] });
  return reportRequired(payments)
    ? 'A Real Estate Activity Report is required: record the goAML report reference and filing date before completing.'
    : null;
};

/** Run in order on every move; the first reason refuses it. The compliance file adds its own gate here. */
export const DEAL_GATES: DealGate[] = [frozenGate, reportFiledGate, complianceGate];

/** The first gate's reason to refuse moving `deal` to `toStage`, or null when every gate lets it through. */
export async function gateRefusal(em: EntityManager, deal: Deal, toStage: DealStage): Promise<string | null> {
  for (const gate of DEAL_GATES) {
    const reason = await gate(em, deal, toStage);
    if (reason) return reason;
  }
  return null;
}

import { randomUUID } from 'node:crypto';
import { AgentSchema } from '../../src/server/agents/agent.entity.ts';
import { DealSchema } from '../../src/server/deals/deal.entity.ts';
import { InquirySchema } from '../../src/server/inquiries/inquiry.entity.ts';
import { PropertySchema } from '../../src/server/properties/property.entity.ts';
import { ViewingSchema } from '../../src/server/viewings/viewing.entity.ts';
import type { InquiryStatus } from '../../src/shared/inquiries/constants.ts';
import type { TestApp } from './test-app.ts';

/**
 * Leads stored as if they had come and gone through the funnel (the reports' fixtures): arrived at a
 * Dubai time, answered, viewed and turned into a deal after so many hours.
 */
export const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** A Dubai wall-clock time as an instant (Dubai is UTC+4 all year). */
export const dubai = (local: string) => new Date(`${local}+04:00`);

export interface LeadFixture {
  at: string;
  source?: string;
  campaign?: string;
  gclid?: string;
  portalLeadId?: string;
  agentId?: number;
  propertyId?: number;
  status?: InquiryStatus;
  answeredAfterHours?: number;
  viewingAfterHours?: number;
  /** The viewing's agent when the lead has none. */
  viewingAgentId?: number;
  deal?: {
    afterHours: number;
    stage: 'completed' | 'lost';
    closedAfterHours: number;
    price: number;
    commissionRatePct?: number;
    commissionAmountAed?: number;
    otherAgencySplitPct?: number;
  };
}

export async function storeFunnelLead(t: TestApp, lead: LeadFixture): Promise<number> {
  const em = t.orm.em.fork();
  const createdAt = dubai(lead.at);
  const email = `${randomUUID()}@example.com`;
  const inquiry = em.create(InquirySchema, {
    kind: 'enquiry',
    firstName: 'Report',
    email,
    emailKey: email,
    contactKey: randomUUID(),
    source: lead.source ?? 'Direct',
    utmCampaign: lead.campaign ?? null,
    gclid: lead.gclid ?? null,
    portalLeadId: lead.portalLeadId ?? null,
    assignedAgent: lead.agentId ? em.getReference(AgentSchema, lead.agentId) : null,
    property: lead.propertyId ? em.getReference(PropertySchema, lead.propertyId) : null,
    status: lead.status ?? (lead.answeredAfterHours !== undefined ? 'Contacted' : 'New'),
    createdAt,
    firstResponseAt:
      lead.answeredAfterHours !== undefined ? new Date(createdAt.getTime() + lead.answeredAfterHours * HOUR) : null,
  });
  if (lead.viewingAfterHours !== undefined) {
    const startsAt = new Date(createdAt.getTime() + 3 * DAY);
    em.create(ViewingSchema, {
      inquiry,
      agent: em.getReference(AgentSchema, lead.agentId ?? lead.viewingAgentId!),
      startsAt,
      endsAt: new Date(startsAt.getTime() + HOUR),
      mode: 'in-person',
      uid: randomUUID(),
      linkKey: randomUUID(),
      createdAt: new Date(createdAt.getTime() + lead.viewingAfterHours * HOUR),
    });
  }
  if (lead.deal) {
    em.create(DealSchema, {
      kind: 'sale',
      stage: lead.deal.stage,
      inquiry,
      agent: lead.agentId ? em.getReference(AgentSchema, lead.agentId) : null,
      priceAed: lead.deal.price,
      commissionRatePct: lead.deal.commissionRatePct ?? null,
      commissionAmountAed: lead.deal.commissionAmountAed ?? null,
      otherAgencySplitPct: lead.deal.otherAgencySplitPct ?? null,
      createdAt: new Date(createdAt.getTime() + lead.deal.afterHours * HOUR),
      closedAt: new Date(createdAt.getTime() + lead.deal.closedAfterHours * HOUR),
    });
  }
  await em.flush();
  return inquiry.id;
}

import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { AgentSchema } from '../agents/agent.entity.ts';
import { PropertySchema } from '../properties/property.entity.ts';
import { InquiryEventSchema } from './inquiry-event.entity.ts';
import type { Inquiry } from './inquiry.entity.ts';
import { LeadRotationSchema } from './lead-rotation.entity.ts';

/** The words the lead's history gives an automatic assignment, by how the agent was chosen. */
export const ROUTED_TO_PROPERTY_AGENT = 'Routed automatically: property agent';
export const ROUTED_BY_ROUND_ROBIN = 'Routed automatically: round robin';

const available = { takesLeads: true, away: false } as const;

/** Who a new lead goes to, and why. */
export interface RoutingChoice {
  agentId: number;
  byProperty: boolean;
  /** What the lead's history says instead of the routing rule's words (a viewing's agent, chosen by its slot). */
  note?: string;
}

/** Draws the next lead number from the leads' own sequence. */
async function nextLeadId(em: EntityManager): Promise<number> {
  const [row] = await em.execute<Array<{ id: string }>>(
    `select nextval(pg_get_serial_sequence('inquiries', 'id')) as id`,
  );
  return Number(row!.id);
}

/**
 * The agent whose turn it is: the next available agent after the last one in id order, wrapping
 * round. The rotation row is locked for this short transaction only, so concurrent leads take turns
 * instead of reading the same position, without queueing behind each other's whole lead transaction
 * (which also renders its e-mails). The lead's number is drawn under the same lock, so the leads'
 * order is the order of their turns.
 */
function nextInRotation(em: EntityManager): Promise<{ agentId: number | null; leadId: number }> {
  return em.fork().transactional(async (tem) => {
    const rotation = await tem.findOneOrFail(LeadRotationSchema, { id: 1 }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    const after = rotation.lastAgentId ?? 0;
    const agent =
      (await tem.findOne(AgentSchema, { ...available, id: { $gt: after } }, { orderBy: { id: 'asc' } })) ??
      (await tem.findOne(AgentSchema, available, { orderBy: { id: 'asc' } }));
    if (agent) rotation.lastAgentId = agent.id;
    return { agentId: agent?.id ?? null, leadId: await nextLeadId(tem) };
  });
}

/** A new lead's number, and who takes it (null when nobody is available). */
export interface LeadRouting {
  leadId: number;
  choice: RoutingChoice | null;
}

/**
 * Numbers a new lead and chooses its agent, before the transaction that stores it: a lead about a
 * property goes to that property's agent; any other lead (or one whose property agent is away or
 * takes no leads) to the agent whose turn it is, skipping agents who are away or take no leads; a
 * lead whose channel already chose its agent (`chosen`: a viewing's) to that agent. A
 * lead whose own transaction then fails has used a number and a turn; nothing else.
 */
export async function routeNewLead(
  em: EntityManager,
  propertyId: number | null,
  chosen?: RoutingChoice,
): Promise<LeadRouting> {
  if (chosen) return { leadId: await nextLeadId(em.fork()), choice: chosen };
  if (propertyId) {
    const property = await em.fork().findOne(PropertySchema, { id: propertyId }, { fields: ['agent'] });
    const agentId = property?.agent?.id;
    if (agentId && (await em.fork().count(AgentSchema, { id: agentId, ...available }))) {
      return { leadId: await nextLeadId(em.fork()), choice: { agentId, byProperty: true } };
    }
  }
  const { agentId, leadId } = await nextInRotation(em);
  return { leadId, choice: agentId ? { agentId, byProperty: false } : null };
}

/**
 * Gives the lead the chosen agent inside the transaction that stores it, and writes the choice to
 * the lead's history with no user. An agent deleted in between leaves the lead unassigned.
 */
export async function applyRouting(em: EntityManager, inquiry: Inquiry, choice: RoutingChoice | null): Promise<void> {
  const agent = choice ? await em.findOne(AgentSchema, { id: choice.agentId }) : null;
  if (!choice || !agent) return;
  inquiry.assignedAgent = agent;
  em.create(InquiryEventSchema, {
    inquiry,
    type: 'assignment',
    agent,
    note: choice.note ?? (choice.byProperty ? ROUTED_TO_PROPERTY_AGENT : ROUTED_BY_ROUND_ROBIN),
    user: null,
    createdAt: new Date(),
  });
}

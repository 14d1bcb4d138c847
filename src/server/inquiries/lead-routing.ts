import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { AgentSchema, type Agent } from '../agents/agent.entity.ts';
import { InquiryEventSchema } from './inquiry-event.entity.ts';
import type { Inquiry } from './inquiry.entity.ts';
import { LeadRotationSchema } from './lead-rotation.entity.ts';

/** The words the lead's history gives an automatic assignment, by how the agent was chosen. */
export const ROUTED_TO_PROPERTY_AGENT = 'Routed automatically: property agent';
export const ROUTED_BY_ROUND_ROBIN = 'Routed automatically: round robin';

const available = { takesLeads: true, away: false } as const;

/**
 * The agent whose turn it is: the next available agent after the last one in id order, wrapping
 * round. The rotation row stays locked until the lead's transaction ends, so concurrent leads take
 * turns instead of reading the same position.
 */
async function nextInRotation(em: EntityManager): Promise<Agent | null> {
  const rotation = await em.findOneOrFail(LeadRotationSchema, { id: 1 }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  const after = rotation.lastAgentId ?? 0;
  const agent =
    (await em.findOne(AgentSchema, { ...available, id: { $gt: after } }, { orderBy: { id: 'asc' } })) ??
    (await em.findOne(AgentSchema, available, { orderBy: { id: 'asc' } }));
  if (agent) rotation.lastAgentId = agent.id;
  return agent;
}

/**
 * Gives a new lead its agent, inside the transaction that stores it: a lead about a property goes to
 * that property's agent; any other lead (or one whose property agent is away or takes no leads) to
 * the agent whose turn it is, skipping agents who are away or take no leads. With nobody available
 * the lead stays unassigned. The choice is written to the lead's history with no user.
 */
export async function routeLead(em: EntityManager, inquiry: Inquiry): Promise<void> {
  const propertyAgent = inquiry.property?.agent
    ? await em.findOne(AgentSchema, { id: inquiry.property.agent.id, ...available })
    : null;
  const agent = propertyAgent ?? (await nextInRotation(em));
  if (!agent) return;
  inquiry.assignedAgent = agent;
  em.create(InquiryEventSchema, {
    inquiry,
    type: 'assignment',
    agent,
    note: propertyAgent ? ROUTED_TO_PROPERTY_AGENT : ROUTED_BY_ROUND_ROBIN,
    user: null,
    createdAt: new Date(),
  });
}

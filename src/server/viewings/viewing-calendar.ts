import type { EntityManager } from '@mikro-orm/postgresql';
import type { ViewingSlot } from '../../shared/viewings/schemas.ts';
import {
  addDays,
  dubaiDate,
  dubaiInstant,
  freeSlots,
  toDubaiIso,
  type AgentCalendar,
} from '../../shared/viewings/slots.ts';
import { AgentSchema, type Agent } from '../agents/agent.entity.ts';
import { notFound } from '../errors.ts';
import { PropertySchema } from '../properties/property.entity.ts';
import { ViewingSchema } from './viewing.entity.ts';

const available = { takesLeads: true, away: false } as const;

/** How many free slots a refusal offers instead of the one that has gone, and how far it looks. */
const NEXT_SLOTS = 6;
const NEXT_SLOTS_DAYS = 14;

/** Whose slots are offered: one agent, or one residence's or the development's. */
export interface SlotOwners {
  propertyId?: number | null;
  agentId?: number | null;
}

/**
 * The agents whose slots a visitor is offered: the given agent; the residence's agent when they take
 * leads and are not away; otherwise (a general viewing, or that agent is away) every agent who takes
 * leads, as lead routing does. An unknown residence is "not found".
 */
export async function slotAgents(em: EntityManager, owners: SlotOwners): Promise<Agent[]> {
  if (owners.agentId) return em.find(AgentSchema, { id: owners.agentId, ...available });
  if (owners.propertyId) {
    const property = await em.findOne(PropertySchema, { id: owners.propertyId }, { fields: ['agent'] });
    if (!property) throw notFound('Residence not found');
    const agentId = property.agent?.id;
    const own = agentId ? await em.find(AgentSchema, { id: agentId, ...available }) : [];
    if (own.length) return own;
  }
  return em.find(AgentSchema, available, { orderBy: { id: 'asc' } });
}

/** The agents' calendars between two Dubai dates: hours and booked viewings (except `exceptViewingId`, being moved). */
export async function calendarsOf(
  em: EntityManager,
  agents: readonly Agent[],
  from: string,
  to: string,
  exceptViewingId?: number,
): Promise<AgentCalendar[]> {
  if (!agents.length) return [];
  const booked = await em.find(
    ViewingSchema,
    {
      agent: { $in: agents.map((agent) => agent.id) },
      status: 'booked',
      startsAt: { $lt: dubaiInstant(addDays(to, 2), '00:00') },
      endsAt: { $gt: dubaiInstant(addDays(from, -1), '00:00') },
      ...(exceptViewingId ? { id: { $ne: exceptViewingId } } : {}),
    },
    { fields: ['agent', 'startsAt', 'endsAt'] },
  );
  return agents.map((agent) => ({
    agentId: agent.id,
    hours: agent.workingHours,
    busy: booked
      .filter((viewing) => viewing.agent.id === agent.id)
      .map((viewing) => ({ start: viewing.startsAt, end: viewing.endsAt })),
  }));
}

/** Free slots of `agents` between two Dubai dates. */
export async function slotsOf(
  em: EntityManager,
  agents: readonly Agent[],
  from: string,
  to: string,
  now: Date,
): Promise<ViewingSlot[]> {
  return freeSlots({ agents: await calendarsOf(em, agents, from, to), from, to, now });
}

/**
 * What a visitor is offered when the slot they chose (`taken`) has gone: the next free ones from that
 * day on, never `taken` itself. Its winner may hold the slot's lock without having committed yet, so the
 * calendar read here can still show it free.
 */
export async function nextSlots(em: EntityManager, agents: readonly Agent[], taken: Date, now: Date) {
  const from = dubaiDate(taken > now ? taken : now);
  const slots = await slotsOf(em, agents, from, addDays(from, NEXT_SLOTS_DAYS), now);
  // One slot per start: a visitor picks a time, not an agent.
  const starts = new Set<string>([toDubaiIso(taken)]);
  return slots.filter((slot) => !starts.has(slot.start) && starts.add(slot.start)).slice(0, NEXT_SLOTS);
}

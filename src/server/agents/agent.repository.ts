import type { EntityManager } from '@mikro-orm/postgresql';
import type { AgentInputParsed } from '../../shared/agents/schemas.ts';
import type { AgentView, PublicAgentView } from '../../shared/agents/types.ts';
import { AgentSchema, type Agent } from './agent.entity.ts';

export function toPublicAgentView(agent: Agent): PublicAgentView {
  return {
    id: agent.id,
    name: agent.name,
    title: agent.title,
    phone: agent.phone,
    email: agent.email,
    bio: agent.bio,
    photoUrl: agent.photoUrl,
    license: agent.license ?? null,
    languages: agent.languages,
    specialties: agent.specialties,
    featured: agent.featured,
  };
}

export function toAgentView(agent: Agent): AgentView {
  return {
    ...toPublicAgentView(agent),
    brn: agent.brn ?? null,
    takesLeads: agent.takesLeads,
    away: agent.away,
    createdAt: agent.createdAt.toISOString(),
    updatedAt: agent.updatedAt.toISOString(),
  };
}

export class AgentRepository {
  constructor(private readonly em: EntityManager) {}

  /** Every agent, featured first: as staff see them, or (`toPublicAgentView`) as visitors do. */
  async list<View>(view: (agent: Agent) => View): Promise<View[]> {
    const agents = await this.em.find(AgentSchema, {}, { orderBy: { featured: 'desc', name: 'asc' } });
    return agents.map(view);
  }

  async exists(id: number): Promise<boolean> {
    return (await this.em.count(AgentSchema, { id })) > 0;
  }

  async findById<View>(id: number, view: (agent: Agent) => View): Promise<View | null> {
    const agent = await this.em.findOne(AgentSchema, { id });
    return agent ? view(agent) : null;
  }

  async create(input: AgentInputParsed): Promise<AgentView> {
    const agent = this.em.create(AgentSchema, { ...input, license: input.license ?? null, brn: input.brn ?? null });
    await this.em.flush();
    return toAgentView(agent);
  }

  async update(id: number, input: Partial<AgentInputParsed>): Promise<AgentView | null> {
    const agent = await this.em.findOne(AgentSchema, { id });
    if (!agent) return null;
    // A blank BRN clears it.
    this.em.assign(agent, { ...input, ...('brn' in input && { brn: input.brn ?? null }) });
    await this.em.flush();
    return toAgentView(agent);
  }

  async delete(id: number): Promise<boolean> {
    return (await this.em.nativeDelete(AgentSchema, { id })) > 0;
  }
}

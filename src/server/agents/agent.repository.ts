import type { EntityManager } from '@mikro-orm/postgresql';
import type { AgentInputParsed } from '../../shared/agents/schemas.ts';
import type { AgentView } from '../../shared/agents/types.ts';
import { AgentSchema, type Agent } from './agent.entity.ts';

export function toAgentView(agent: Agent): AgentView {
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
    takesLeads: agent.takesLeads,
    away: agent.away,
    createdAt: agent.createdAt.toISOString(),
    updatedAt: agent.updatedAt.toISOString(),
  };
}

export class AgentRepository {
  constructor(private readonly em: EntityManager) {}

  async list(): Promise<AgentView[]> {
    const agents = await this.em.find(AgentSchema, {}, { orderBy: { featured: 'desc', name: 'asc' } });
    return agents.map(toAgentView);
  }

  async findById(id: number): Promise<AgentView | null> {
    const agent = await this.em.findOne(AgentSchema, { id });
    return agent ? toAgentView(agent) : null;
  }

  async create(input: AgentInputParsed): Promise<AgentView> {
    const agent = this.em.create(AgentSchema, { ...input, license: input.license ?? null });
    await this.em.flush();
    return toAgentView(agent);
  }

  async update(id: number, input: Partial<AgentInputParsed>): Promise<AgentView | null> {
    const agent = await this.em.findOne(AgentSchema, { id });
    if (!agent) return null;
    this.em.assign(agent, input);
    await this.em.flush();
    return toAgentView(agent);
  }

  async delete(id: number): Promise<boolean> {
    return (await this.em.nativeDelete(AgentSchema, { id })) > 0;
  }
}

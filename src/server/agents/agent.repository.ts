import type { EntityManager } from '@mikro-orm/postgresql';
import { AGENT_TRANSLATED_FIELDS, type AgentInputParsed } from '../../shared/agents/schemas.ts';
import type { AgentView, PublicAgentView } from '../../shared/agents/types.ts';
import type { Locale } from '../../shared/i18n/locales.ts';
import { localize, mergeTranslations } from '../../shared/i18n/translations.ts';
import { AgentSchema, type Agent } from './agent.entity.ts';

/** The agent's title, bio, languages and specialties in `locale` (each in English where none was written); as stored without one. */
export function localizedAgent(agent: Agent, locale: Locale | undefined): Agent {
  return locale ? localize(agent, agent.translations, locale, AGENT_TRANSLATED_FIELDS) : agent;
}

/** What a visitor sees of an agent in `locale`; read without one (the REST API), the English and every translation. */
export function toPublicAgentView(stored: Agent, locale?: Locale): PublicAgentView {
  const agent = localizedAgent(stored, locale);
  return {
    ...(locale ? {} : { translations: stored.translations }),
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
    translations: agent.translations,
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
    const agent = this.em.create(AgentSchema, {
      ...input,
      license: input.license ?? null,
      brn: input.brn ?? null,
      translations: mergeTranslations({}, input.translations),
    });
    await this.em.flush();
    return toAgentView(agent);
  }

  async update(id: number, input: Partial<AgentInputParsed>): Promise<AgentView | null> {
    const agent = await this.em.findOne(AgentSchema, { id });
    if (!agent) return null;
    // A blank BRN clears it.
    this.em.assign(agent, {
      ...input,
      ...('brn' in input && { brn: input.brn ?? null }),
      ...(input.translations && { translations: mergeTranslations(agent.translations, input.translations) }),
    });
    await this.em.flush();
    return toAgentView(agent);
  }

  async delete(id: number): Promise<boolean> {
    return (await this.em.nativeDelete(AgentSchema, { id })) > 0;
  }
}

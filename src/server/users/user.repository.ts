import { UniqueConstraintViolationException, type EntityManager, type Loaded } from '@mikro-orm/postgresql';
import type { StaffAccountView } from '../../shared/users/schemas.ts';
import { AgentSchema, type Agent } from '../agents/agent.entity.ts';
import { invalidField, notFound } from '../errors.ts';
import { UserSchema, type User } from './user.entity.ts';

function alreadyLinked(agentName: string, username?: string): Error {
  const holder = username ? `the account ${username}` : 'another account';
  return invalidField('agentId', `${agentName} is already linked to ${holder}`);
}

export function toStaffAccountView(user: Loaded<User, 'agent'> | User): StaffAccountView {
  return {
    id: user.id,
    username: user.username,
    agentId: user.agent?.id ?? null,
    agentName: user.agent && 'name' in user.agent ? (user.agent.name ?? null) : null,
    role: user.role,
    canExportLeads: user.canExportLeads,
    complianceOfficer: user.complianceOfficer,
    disabledAt: user.disabledAt?.toISOString() ?? null,
    mustChangePassword: user.mustChangePassword,
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
  };
}

export class UserRepository {
  constructor(private readonly em: EntityManager) {}

  async list(): Promise<StaffAccountView[]> {
    const users = await this.em.find(UserSchema, {}, { populate: ['agent'], orderBy: { username: 'asc' } });
    return users.map(toStaffAccountView);
  }

  /** The agent to link, refused when unknown or when another account holds it. */
  async agentToLink(agentId: number, userId: number | null): Promise<Agent> {
    const agent = await this.em.findOne(AgentSchema, { id: agentId });
    if (!agent) throw notFound('Agent not found');
    const holder = await this.em.findOne(UserSchema, { agent: agent.id, ...(userId ? { id: { $ne: userId } } : {}) });
    if (holder) throw alreadyLinked(agent.name, holder.username);
    return agent;
  }

  /**
   * Links the account to an agent, or unlinks it. An agent belongs to one account at most: linking
   * an agent another account holds is refused, naming that account, rather than taken from it.
   */
  async linkAgent(userId: number, agentId: number | null): Promise<StaffAccountView> {
    const user = await this.em.findOne(UserSchema, { id: userId });
    if (!user) throw notFound('Staff account not found');
    const agent = agentId ? await this.agentToLink(agentId, user.id) : null;
    user.agent = agent;
    try {
      await this.em.flush();
    } catch (error) {
      // Two staff linking the same agent at once: the unique index keeps one, the other hears why.
      if (error instanceof UniqueConstraintViolationException && agent) throw alreadyLinked(agent.name);
      throw error;
    }
    return { ...toStaffAccountView(user), agentName: agent?.name ?? null };
  }
}

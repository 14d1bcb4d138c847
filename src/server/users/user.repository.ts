import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/postgresql';
import type { StaffAccountView } from '../../shared/users/schemas.ts';
import { AgentSchema } from '../agents/agent.entity.ts';
import { invalidField, notFound } from '../errors.ts';
import { UserSchema } from './user.entity.ts';

function alreadyLinked(agentName: string, username?: string): Error {
  const holder = username ? `the account ${username}` : 'another account';
  return invalidField('agentId', `${agentName} is already linked to ${holder}`);
}

export class UserRepository {
  constructor(private readonly em: EntityManager) {}

  async list(): Promise<StaffAccountView[]> {
    const users = await this.em.find(UserSchema, {}, { populate: ['agent'], orderBy: { username: 'asc' } });
    return users.map((user) => ({
      id: user.id,
      username: user.username,
      agentId: user.agent?.id ?? null,
      agentName: user.agent?.name ?? null,
    }));
  }

  /**
   * Links the account to an agent, or unlinks it. An agent belongs to one account at most: linking
   * an agent another account holds is refused, naming that account, rather than taken from it.
   */
  async linkAgent(userId: number, agentId: number | null): Promise<StaffAccountView> {
    const user = await this.em.findOne(UserSchema, { id: userId });
    if (!user) throw notFound('Staff account not found');
    const agent = agentId ? await this.em.findOne(AgentSchema, { id: agentId }) : null;
    if (agentId && !agent) throw notFound('Agent not found');
    if (agent) {
      const holder = await this.em.findOne(UserSchema, { agent: agent.id, id: { $ne: user.id } });
      if (holder) throw alreadyLinked(agent.name, holder.username);
    }
    user.agent = agent;
    try {
      await this.em.flush();
    } catch (error) {
      // Two staff linking the same agent at once: the unique index keeps one, the other hears why.
      if (error instanceof UniqueConstraintViolationException && agent) throw alreadyLinked(agent.name);
      throw error;
    }
    return { id: user.id, username: user.username, agentId: agent?.id ?? null, agentName: agent?.name ?? null };
  }
}

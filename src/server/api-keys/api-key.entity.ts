import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { Permission } from '../../shared/staff/permissions.ts';
import { AgentSchema } from '../agents/agent.entity.ts';
import { UserSchema } from '../users/user.entity.ts';

/**
 * An integrator's key to the staff routes of /api. Only the SHA-256 of the key is kept: the key is
 * 128+ random bits, so a fast hash is as good as a slow one and a look-up is one index probe.
 */
export const ApiKeySchema = defineEntity({
  name: 'ApiKey',
  tableName: 'api_keys',
  properties: {
    id: p.integer().primary(),
    name: p.string().length(80),
    /** `ssr_` and the next 6 characters: what the console shows to tell keys apart. */
    prefix: p.string().length(16),
    /** Hex SHA-256 of the whole key. */
    hash: p.string().length(64).unique().hidden(),
    scopes: p.json<Permission[]>(),
    /** The account that made it: a key never holds more than this account may do, and goes with it. */
    createdBy: () => p.manyToOne(UserSchema).deleteRule('cascade').index(),
    /** Bound to an agent, it sees that agent's records only; it goes with the agent, never widening to all. */
    agent: () => p.manyToOne(AgentSchema).nullable().deleteRule('cascade').index(),
    rateLimitPerMinute: p.integer().default(600),
    createdAt: p.datetime().onCreate(() => new Date()),
    expiresAt: p.datetime().nullable(),
    revokedAt: p.datetime().nullable(),
    lastUsedAt: p.datetime().nullable(),
    lastUsedFrom: p.string().length(64).nullable(),
  },
});

export type ApiKey = InferEntity<typeof ApiKeySchema>;

import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { AgentSchema } from '../agents/agent.entity.ts';

/** A staff account. `password` holds a scrypt hash, never the password itself. */
export const UserSchema = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: {
    id: p.integer().primary(),
    username: p.string().length(64).unique(),
    password: p.string().length(255).hidden(),
    createdAt: p.datetime().onCreate(() => new Date()),
    lastLoginAt: p.datetime().nullable(),
    /** When this user last opened the leads inbox: the dashboard counts newer leads as new. */
    inquiriesSeenAt: p.datetime().nullable(),
    /** The agent this account belongs to, whose leads the console opens on ("My leads"). */
    agent: () => p.oneToOne(AgentSchema).owner().nullable().deleteRule('set null'),
  },
});

export type User = InferEntity<typeof UserSchema>;

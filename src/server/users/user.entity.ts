import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { StaffRole } from '../../shared/staff/permissions.ts';
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
    /** What the account may do: the permission table in `shared/staff/permissions.ts`. */
    role: p.string().length(10).$type<StaffRole>(),
    /** An owner allowed this manager to export leads as CSV. */
    canExportLeads: p.boolean().default(false),
    /** An owner named this account Compliance Officer: it works the deals' compliance files, whatever its role. */
    complianceOfficer: p.boolean().default(false),
    /** A disabled account cannot sign in and has no sessions. */
    disabledAt: p.datetime().nullable(),
    /** Set by a password reset: the account must choose a new password before anything else. */
    mustChangePassword: p.boolean().default(false),
    /**
     * The account's own verified address: an owner's security notices go here, never to an agent's
     * address (which a manager may edit). Set only by opening the link sent to `pendingEmail`.
     */
    email: p.string().length(254).nullable(),
    /** An address waiting for its link; the link's token is kept only as a hash, and expires. */
    pendingEmail: p.string().length(254).nullable(),
    emailTokenHash: p.string().length(64).nullable().hidden(),
    emailTokenExpiresAt: p.datetime().nullable(),
  },
});

export type User = InferEntity<typeof UserSchema>;

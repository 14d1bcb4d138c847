import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { UserSchema } from '../users/user.entity.ts';

/** A staff sign-in. The cookie carries a random token; only its SHA-256 is stored here. */
export const SessionSchema = defineEntity({
  name: 'Session',
  tableName: 'sessions',
  properties: {
    id: p.string().length(64).primary(),
    user: () => p.manyToOne(UserSchema).deleteRule('cascade').index(),
    createdAt: p.datetime().onCreate(() => new Date()),
    lastSeenAt: p.datetime().onCreate(() => new Date()),
    expiresAt: p.datetime().index(),
    /** The address the session signed in from, shown to owners in the account's sessions. */
    ipAddress: p.string().length(45).nullable(),
  },
});

export type Session = InferEntity<typeof SessionSchema>;

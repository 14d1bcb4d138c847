import type { EntityManager } from '@mikro-orm/postgresql';
import type { Env } from '../env.ts';
import { mailSettingsFrom } from '../mail/mail-settings.ts';
import type { AuditEntry } from './audit-entry.ts';
import { AuditTrail } from './audit-trail.ts';

/** Who the audit trail names for a change made from the server's shell (the `npm run user:*` commands). */
export const SHELL_ACTOR_NAME = 'command line';

/**
 * Records an account change made from the shell, on the change's EntityManager (inside its
 * transaction): no signed-in user and no client address, the actor named as the command line.
 */
export function recordFromShell(em: EntityManager, env: Env, entry: Omit<AuditEntry, 'username'>): Promise<void> {
  return new AuditTrail(mailSettingsFrom(env)).record(
    em,
    { user: null, clientIp: null },
    { ...entry, username: SHELL_ACTOR_NAME },
  );
}

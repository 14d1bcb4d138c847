import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuditDetails } from '../../shared/audit/schemas.ts';
import type { MailSettings } from '../mail/mail-settings.ts';
import { SYSTEM_ACTOR, type AuditActor, type AuditEntry, type ExportEntry } from './audit-entry.ts';
import { AuditEventSchema } from './audit-event.entity.ts';
import { queueExportNotice, queueNoticeOf } from './security-notices.tsx';

type AuditContext = AuditActor & { em: EntityManager };

/** Names of details that would hold a secret; recording one is a programming error, refused loudly. */
const SECRET_KEY = /password|secret|token|otp|recovery.?code|cookie/i;

function checkedDetails(details: AuditDetails = {}): AuditDetails {
  const secret = Object.keys(details).find((key) => SECRET_KEY.test(key));
  if (secret) throw new Error(`audit details must not hold secrets (${secret})`);
  return details;
}

const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

async function insertEvent(em: EntityManager, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await em.insert(AuditEventSchema, {
    at: new Date(),
    actorUserId: actor.user?.id ?? null,
    actorUsername: actor.user?.username ?? (entry.username === undefined ? null : cut(entry.username, 64)),
    action: entry.action,
    clientAddress: actor.clientIp === null ? null : cut(actor.clientIp, 64),
    subject: cut(entry.subject, 160),
    details: checkedDetails(entry.details),
  });
}

/**
 * Records what the app did by itself, with the system as actor, on the EntityManager of the change
 * (inside its transaction), for code that has no `services.audit` at hand (a job, a domain rule).
 */
export function recordBySystem(em: EntityManager, entry: Omit<AuditEntry, 'username'>): Promise<void> {
  return insertEvent(em, SYSTEM_ACTOR, entry);
}

/**
 * The audit trail (`services.audit`). Record an event through the EntityManager of the change it
 * describes: inside a transaction, the event commits exactly when the change does.
 *
 *   await ctx.services.audit.record(tem, ctx, { action: 'account.role_changed', subject: `user ${id}`,
 *     details: { from: 'agent', to: 'manager' } });
 *
 * or let `recordWith` open the transaction around the change:
 *
 *   return ctx.services.audit.recordWith(ctx, (tem) => service(tem).disable(id),
 *     () => ({ action: 'account.disabled', subject: `user ${id}` }));
 *
 * Exports go through `recordExport`, which also e-mails the owners.
 */
export class AuditTrail {
  constructor(private readonly mail: MailSettings) {}

  /** Records the event and, for what the owners must hear of (security-notices.tsx), queues their notice. */
  async record(em: EntityManager, actor: AuditActor, entry: AuditEntry): Promise<void> {
    await insertEvent(em, actor, entry);
    await queueNoticeOf(em, this.mail, actor, entry);
  }

  /**
   * Runs `change` in a transaction and records what `describe` says of its result in the same one
   * (nothing when it answers null: the change turned out to be none).
   */
  async recordWith<T>(
    context: AuditContext,
    change: (em: EntityManager) => Promise<T>,
    describe: (result: T) => AuditEntry | readonly AuditEntry[] | null,
  ): Promise<T> {
    return context.em.transactional(async (tem) => {
      const result = await change(tem);
      const described = describe(result);
      const entries: readonly AuditEntry[] = described === null ? [] : 'action' in described ? [described] : described;
      for (const entry of entries) await this.record(tem, context, entry);
      return result;
    });
  }

  /**
   * An export: runs `change` (which reads what is exported), records the event and queues the
   * owners' notice (security-notices.tsx) in one transaction.
   */
  async recordExport<T>(
    context: AuditContext,
    change: (em: EntityManager) => Promise<T>,
    describe: (result: T) => ExportEntry,
  ): Promise<T> {
    return context.em.transactional(async (tem) => {
      const result = await change(tem);
      const { exported, ...entry } = describe(result);
      await this.record(tem, context, entry);
      await queueExportNotice(tem, this.mail, context, exported);
      return result;
    });
  }
}

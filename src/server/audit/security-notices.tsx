import type { EntityManager } from '@mikro-orm/postgresql';
import type { MessageKind } from '../../shared/mail/message-kinds.ts';
import { absoluteUrl, type MailSettings } from '../mail/mail-settings.ts';
import { queueMessage, renderMail } from '../mail/outbox.ts';
import { UserSchema } from '../users/user.entity.ts';
import type { AuditActor, AuditEntry } from './audit-entry.ts';

/**
 * Who hears of every export and every other security notice: the agency's active owners, at the
 * address each verified for their own account. Never an agent's address: a manager may edit those,
 * and would then receive the owners' notices. When no owner has verified one yet, the agency's leads
 * inbox (LEADS_EMAIL), so a notice always goes out.
 */
export async function securityNoticeRecipients(em: EntityManager, settings: MailSettings): Promise<string[]> {
  const owners = await em.find(
    UserSchema,
    { role: 'owner', disabledAt: null, email: { $ne: null } },
    { fields: ['email'], orderBy: { id: 'asc' } },
  );
  const addresses = new Map<string, string>();
  for (const owner of owners) {
    const email = owner.email?.trim();
    if (email) addresses.set(email.toLowerCase(), email);
  }
  return addresses.size > 0 ? [...addresses.values()] : [settings.leadsEmail];
}

const dubaiTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'long', timeZone: 'Asia/Dubai' });

interface Notice {
  subject: string;
  heading: string;
  /** What happened, as "<who> <did what>": the time and the address are added. */
  happened: string;
}

/**
 * Queues a notice to the owners through the outbox, on `em`: inside the change's transaction, the
 * mail exists exactly when the change (and its audit event) does.
 */
async function queueNotice(
  em: EntityManager,
  settings: MailSettings,
  actor: AuditActor,
  kind: MessageKind,
  notice: Notice,
): Promise<void> {
  const { SecurityNotice } = await import('../mail/templates/SecurityNotice.tsx');
  const line = `${notice.happened} on ${dubaiTime.format(new Date())}, from the address ${actor.clientIp ?? 'unknown'}.`;
  const mail = await renderMail(
    notice.subject,
    <SecurityNotice heading={notice.heading} lines={[line]} auditUrl={absoluteUrl(settings, '/admin/audit')} />,
  );
  for (const recipient of await securityNoticeRecipients(em, settings)) {
    await queueMessage(em, { ...mail, kind, recipient });
  }
}

const actorName = (actor: AuditActor, entry: AuditEntry) => actor.user?.username ?? entry.username ?? 'Someone';

/** Exports: what left the console in words ("142 leads as CSV"), by whom. */
export function queueExportNotice(
  em: EntityManager,
  settings: MailSettings,
  actor: AuditActor,
  exported: string,
): Promise<void> {
  const username = actor.user?.username ?? 'Someone';
  return queueNotice(em, settings, actor, 'export-notice', {
    subject: `Export: ${username} exported ${exported}`,
    heading: 'Data was exported from the console',
    happened: `${username} exported ${exported}`,
  });
}

/** The account an entry's subject names ("user 7", or with more words around it), if it still exists. */
async function accountOf(em: EntityManager, entry: AuditEntry) {
  const id = /\buser (\d+)\b/.exec(entry.subject)?.[1];
  return id ? em.findOne(UserSchema, { id: Number(id) }) : null;
}

/** What the owners must hear of an audited change, or null: most changes are only recorded. */
async function noticeOf(em: EntityManager, actor: AuditActor, entry: AuditEntry): Promise<Notice | null> {
  const who = actorName(actor, entry);
  const details = entry.details ?? {};
  switch (entry.action) {
    case 'account.created':
      if (details.role !== 'owner') return null;
      return {
        subject: `Security: a new owner account, ${String(details.username)}`,
        heading: 'A new owner account',
        happened: `${who} created the owner account ${String(details.username)}`,
      };
    case 'account.role_changed': {
      if (details.to !== 'owner') return null;
      const name = (await accountOf(em, entry))?.username ?? entry.subject;
      return {
        subject: `Security: ${name} is now an owner`,
        heading: 'An account was made an owner',
        happened: `${who} made ${name} an owner`,
      };
    }
    case 'auth.two_factor_disabled':
    case 'account.two_factor_reset': {
      const name = (await accountOf(em, entry))?.username ?? entry.subject;
      return {
        subject: `Security: two-factor sign-in turned off for ${name}`,
        heading: 'Two-factor sign-in was turned off',
        happened:
          entry.action === 'auth.two_factor_disabled'
            ? `${who} turned off two-factor sign-in for their account`
            : `${who} removed the two-factor sign-in of ${name}`,
      };
    }
    case 'account.email_changed': {
      const account = await accountOf(em, entry);
      if (account?.role !== 'owner') return null;
      return {
        subject: `Security: ${account.username}'s notices go to a new address`,
        heading: 'An owner changed the address of security notices',
        happened: `${account.username} verified a new address (${String(details.to)}) for security notices`,
      };
    }
    default:
      return null;
  }
}

/** Queues the owners' notice of an audited change when it is one they must hear of (see noticeOf). */
export async function queueNoticeOf(
  em: EntityManager,
  settings: MailSettings,
  actor: AuditActor,
  entry: AuditEntry,
): Promise<void> {
  const notice = await noticeOf(em, actor, entry);
  if (notice) await queueNotice(em, settings, actor, 'security-notice', notice);
}

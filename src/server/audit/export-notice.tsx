import type { EntityManager } from '@mikro-orm/postgresql';
import { absoluteUrl, type MailSettings } from '../mail/mail-settings.ts';
import { queueMessage, renderMail } from '../mail/outbox.ts';
import { UserSchema } from '../users/user.entity.ts';
import type { AuditActor } from './audit-trail.ts';

/**
 * Who hears of every export (and of other things owners must know): the agency's active owners, at
 * the e-mail address of the agent each owner's account belongs to. When no owner has one (an owner
 * account linked to no agent), the agency's leads inbox (LEADS_EMAIL), so a notice always goes out.
 */
export async function exportNoticeRecipients(em: EntityManager, settings: MailSettings): Promise<string[]> {
  const owners = await em.find(
    UserSchema,
    { role: 'owner', disabledAt: null, agent: { $ne: null } },
    { populate: ['agent'], orderBy: { id: 'asc' } },
  );
  const addresses = new Map<string, string>();
  for (const owner of owners) {
    const email = owner.agent?.email.trim();
    if (email) addresses.set(email.toLowerCase(), email);
  }
  return addresses.size > 0 ? [...addresses.values()] : [settings.leadsEmail];
}

const exportedAt = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'long',
  timeStyle: 'long',
  timeZone: 'Asia/Dubai',
});

/**
 * Queues the notice of an export to each owner through the outbox, on `em`: inside the export's
 * transaction, the mail exists exactly when its audit event does.
 */
export async function queueExportNotice(
  em: EntityManager,
  settings: MailSettings,
  actor: AuditActor,
  exported: string,
): Promise<void> {
  const { ExportNotice } = await import('../mail/templates/ExportNotice.tsx');
  const username = actor.user?.username ?? 'Someone';
  const mail = await renderMail(
    `Export: ${username} exported ${exported}`,
    <ExportNotice
      username={username}
      exported={exported}
      at={exportedAt.format(new Date())}
      clientAddress={actor.clientIp ?? 'unknown'}
      auditUrl={absoluteUrl(settings, '/admin/audit')}
    />,
  );
  for (const recipient of await exportNoticeRecipients(em, settings)) {
    await queueMessage(em, { ...mail, kind: 'export-notice', recipient });
  }
}

import type { EntityManager } from '@mikro-orm/postgresql';
import { absoluteUrl, type MailSettings } from '../mail/mail-settings.ts';
import { queueMessage, renderMail } from '../mail/outbox.ts';
import type { AuditActor } from './audit-trail.ts';

/**
 * Who hears of every export: the agency's owners. Staff accounts carry no e-mail address of their
 * own yet, so until they do (and carry a role) this is the agency's configured leads inbox
 * (LEADS_EMAIL). The one place to point at the owners' addresses.
 */
export async function exportNoticeRecipients(_em: EntityManager, settings: MailSettings): Promise<string[]> {
  return [settings.leadsEmail];
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

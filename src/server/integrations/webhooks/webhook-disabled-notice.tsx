import type { EntityManager } from '@mikro-orm/postgresql';
import { securityNoticeRecipients } from '../../audit/security-notices.tsx';
import { absoluteUrl, type MailSettings } from '../../mail/mail-settings.ts';
import { queueMessage, renderMail } from '../../mail/outbox.ts';
import type { WebhookEndpoint } from './webhook.entity.ts';

const dubaiTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Dubai' });

/** Tells the owners (the security notices' recipients) that an endpoint was disabled, through the outbox on `em`. */
export async function queueEndpointDisabledNotice(
  em: EntityManager,
  settings: MailSettings,
  endpoint: WebhookEndpoint,
): Promise<void> {
  // React Email loads with the first e-mail, not with the server (see src/server/mail/templates/).
  const { EndpointDisabled } = await import('./templates/EndpointDisabled.tsx');
  const mail = await renderMail(
    'A webhook endpoint was switched off after a day of failures',
    <EndpointDisabled
      url={endpoint.url}
      failingSince={dubaiTime.format(endpoint.failingSince ?? new Date())}
      pageUrl={absoluteUrl(settings, `/admin/integrations/webhooks/${endpoint.id}`)}
    />,
  );
  for (const recipient of await securityNoticeRecipients(em, settings)) {
    await queueMessage(em, { ...mail, kind: 'webhook-disabled', recipient });
  }
}

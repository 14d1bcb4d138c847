import type { EntityManager } from '@mikro-orm/postgresql';
import { Button, Heading, Section, Text } from '@react-email/components';
import { securityNoticeRecipients } from '../../audit/security-notices.tsx';
import { absoluteUrl, type MailSettings } from '../../mail/mail-settings.ts';
import { queueMessage, renderMail } from '../../mail/outbox.ts';
import { EmailLayout, mailStyles } from '../../mail/templates/EmailLayout.tsx';
import type { WebhookEndpoint } from './webhook.entity.ts';

interface EndpointDisabledProps {
  url: string;
  failingSince: string;
  pageUrl: string;
}

function EndpointDisabled({ url, failingSince, pageUrl }: EndpointDisabledProps) {
  return (
    <EmailLayout preview={`A webhook endpoint was switched off: ${url}`}>
      <Heading as="h1" style={mailStyles.heading}>
        A webhook endpoint was switched off
      </Heading>
      <Text style={mailStyles.text}>
        Every delivery of new and updated leads to {url} has failed since {failingSince}, so the console stopped sending
        to it. Leads still arrive in the inbox as usual; the system behind this address no longer hears of them.
      </Text>
      <Text style={mailStyles.text}>
        When the receiving system is working again, switch the endpoint back on and send the failed deliveries again.
      </Text>
      <Section style={{ margin: '8px 0 16px' }}>
        <Button href={pageUrl} style={mailStyles.button}>
          Open the endpoint
        </Button>
      </Section>
      <Text style={mailStyles.small}>{pageUrl}</Text>
    </EmailLayout>
  );
}

const dubaiTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Dubai' });

/** Tells the owners (the security notices' recipients) that an endpoint was disabled, through the outbox on `em`. */
export async function queueEndpointDisabledNotice(
  em: EntityManager,
  settings: MailSettings,
  endpoint: WebhookEndpoint,
): Promise<void> {
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

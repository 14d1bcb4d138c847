import { Button, Heading, Section, Text } from '@react-email/components';
import { EmailLayout, mailStyles } from '../../../mail/templates/EmailLayout.tsx';

interface EndpointDisabledProps {
  url: string;
  failingSince: string;
  pageUrl: string;
}

/** Tells the owners that an endpoint was switched off (webhook-disabled-notice.tsx). */
export function EndpointDisabled({ url, failingSince, pageUrl }: EndpointDisabledProps) {
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

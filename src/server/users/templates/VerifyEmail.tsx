import { Button, Heading, Section, Text } from '@react-email/components';
import { EmailLayout, mailStyles } from '../../mail/templates/EmailLayout.tsx';

/** The link that confirms a staff account's new address (account-email.tsx). */
export function VerifyEmail({ username, url, hours }: { username: string; url: string; hours: number }) {
  return (
    <EmailLayout preview="Confirm your address for the staff console">
      <Heading as="h1" style={mailStyles.heading}>
        Confirm your address
      </Heading>
      <Text style={mailStyles.text}>
        This address was given for the staff account {username}. Open the link below, signed in as {username}, to use it
        for the account. The link works once, for {hours} hours.
      </Text>
      <Section style={{ margin: '8px 0 16px' }}>
        <Button href={url} style={mailStyles.button}>
          Confirm the address
        </Button>
      </Section>
      <Text style={mailStyles.small}>{url}</Text>
      <Text style={mailStyles.small}>
        If you did not expect this, ignore it: nothing changes unless the link is opened.
      </Text>
    </EmailLayout>
  );
}

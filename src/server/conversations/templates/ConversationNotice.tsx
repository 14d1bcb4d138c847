import { Button, Heading, Section, Text } from '@react-email/components';
import { EmailLayout, mailStyles } from '../../mail/templates/EmailLayout.tsx';

interface ConversationNoticeProps {
  heading: string;
  body: string;
  leadUrl: string;
}

/** Tells a lead's agent what happened to its conversation (a bounce, an opt-out): conversation-notices.tsx. */
export function ConversationNotice({ heading, body, leadUrl }: ConversationNoticeProps) {
  return (
    <EmailLayout preview={heading}>
      <Heading as="h1" style={mailStyles.heading}>
        {heading}
      </Heading>
      <Text style={mailStyles.text}>{body}</Text>
      <Section style={{ margin: '8px 0 16px' }}>
        <Button href={leadUrl} style={mailStyles.button}>
          Open the lead
        </Button>
      </Section>
      <Text style={mailStyles.small}>{leadUrl}</Text>
    </EmailLayout>
  );
}

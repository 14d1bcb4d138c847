import { Button, Heading, Section, Text } from '@react-email/components';
import { EmailLayout, mailStyles } from './EmailLayout.tsx';

export interface LeadReminderProps {
  leadId: number;
  agentName: string;
  leadName: string;
  minutes: number;
  consoleUrl: string;
}

/** To the agent again when their lead is still New after the reminder time. */
export function LeadReminder({ leadId, agentName, leadName, minutes, consoleUrl }: LeadReminderProps) {
  return (
    // The inbox line beside the subject, which names no visitor either.
    <EmailLayout preview={`Lead #${leadId} is still waiting`}>
      <Heading as="h1" style={mailStyles.heading}>
        A lead is still waiting
      </Heading>
      <Text style={mailStyles.text}>
        {agentName}, lead #{leadId} from {leadName} arrived {minutes} minutes ago and is still New. A quick answer makes
        all the difference: please contact them and move the lead on in the console.
      </Text>
      <Section style={{ margin: '8px 0 16px' }}>
        <Button href={consoleUrl} style={mailStyles.button}>
          Open the lead
        </Button>
      </Section>
      <Text style={mailStyles.small}>{consoleUrl}</Text>
    </EmailLayout>
  );
}

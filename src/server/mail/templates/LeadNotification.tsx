import { Button, Heading, Section, Text } from '@react-email/components';
import { EmailLayout, FieldRow, mailStyles } from './EmailLayout.tsx';

export interface LeadNotificationProps {
  leadId: number;
  kindLabel: string;
  fields: Array<{ label: string; value: string }>;
  attribution: Array<{ label: string; value: string }>;
  agentName: string | null;
  consoleUrl: string;
}

/** To the assigned agent and the agency's leads inbox: everything the visitor sent, and where they came from. */
export function LeadNotification({
  leadId,
  kindLabel,
  fields,
  attribution,
  agentName,
  consoleUrl,
}: LeadNotificationProps) {
  return (
    <EmailLayout preview={`New ${kindLabel.toLowerCase()} lead #${leadId}`}>
      <Heading as="h1" style={mailStyles.heading}>
        New {kindLabel.toLowerCase()} lead
      </Heading>
      <Text style={mailStyles.text}>
        Lead #{leadId} {agentName ? `is assigned to ${agentName}.` : 'has no agent assigned yet.'} Please answer it
        promptly: the enquirer has been told we will be in touch shortly.
      </Text>
      <table role="presentation" cellPadding={0} cellSpacing={0} style={{ width: '100%', margin: '8px 0 16px' }}>
        <tbody>
          {fields.map((field) => (
            <FieldRow key={field.label} label={field.label} value={field.value} />
          ))}
        </tbody>
      </table>
      {attribution.length > 0 && (
        <>
          <Heading as="h2" style={{ ...mailStyles.heading, fontSize: '20px' }}>
            Where the lead came from
          </Heading>
          <table role="presentation" cellPadding={0} cellSpacing={0} style={{ width: '100%', margin: '0 0 16px' }}>
            <tbody>
              {attribution.map((field) => (
                <FieldRow key={field.label} label={field.label} value={field.value} />
              ))}
            </tbody>
          </table>
        </>
      )}
      <Section style={{ margin: '8px 0 16px' }}>
        <Button href={consoleUrl} style={mailStyles.button}>
          Open the lead in the console
        </Button>
      </Section>
      <Text style={mailStyles.small}>{consoleUrl}</Text>
    </EmailLayout>
  );
}

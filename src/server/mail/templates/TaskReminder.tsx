import { Button, Heading, Section, Text } from '@react-email/components';
import { EmailLayout, mailStyles } from './EmailLayout.tsx';

export interface TaskReminderProps {
  agentName: string;
  /** "Call", "E-mail"... */
  typeLabel: string;
  /** Dubai's clock, as the console shows it. */
  due: string;
  /** "lead #12 from Anna Berg", or null for a task of its own. */
  about: string | null;
  note: string | null;
  url: string;
}

/** To a task's agent at its due time (issue #45). */
export function TaskReminder({ agentName, typeLabel, due, about, note, url }: TaskReminderProps) {
  return (
    <EmailLayout preview={`${typeLabel} due ${due}`}>
      <Heading as="h1" style={mailStyles.heading}>
        A task is due
      </Heading>
      <Text style={mailStyles.text}>
        {agentName}, your task &ldquo;{typeLabel}&rdquo;{about ? ` on ${about}` : ''} is due {due} (Dubai time).
      </Text>
      {note ? <Text style={mailStyles.text}>{note}</Text> : null}
      <Section style={{ margin: '8px 0 16px' }}>
        <Button href={url} style={mailStyles.button}>
          {about ? 'Open the lead' : 'Open your day'}
        </Button>
      </Section>
      <Text style={mailStyles.small}>{url}</Text>
    </EmailLayout>
  );
}

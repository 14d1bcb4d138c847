import { Button, Heading, Section, Text } from '@react-email/components';
import { EmailLayout, mailStyles } from './EmailLayout.tsx';

export interface SecurityNoticeProps {
  heading: string;
  /** What happened, by whom, when and from where: never personal data of leads, never a secret. */
  lines: readonly string[];
  auditUrl: string;
}

/** To the owners when something they must know of happened: an export, a new owner, a second factor off. */
export function SecurityNotice({ heading, lines, auditUrl }: SecurityNoticeProps) {
  return (
    <EmailLayout preview={lines[0] ?? heading}>
      <Heading as="h1" style={mailStyles.heading}>
        {heading}
      </Heading>
      {lines.map((line) => (
        <Text key={line} style={mailStyles.text}>
          {line}
        </Text>
      ))}
      <Text style={mailStyles.text}>If you did not expect this, review the audit trail and the account at once.</Text>
      <Section style={{ margin: '8px 0 16px' }}>
        <Button href={auditUrl} style={mailStyles.button}>
          Open the audit trail
        </Button>
      </Section>
      <Text style={mailStyles.small}>{auditUrl}</Text>
    </EmailLayout>
  );
}

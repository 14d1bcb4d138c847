import { Button, Heading, Section, Text } from '@react-email/components';
import { EmailLayout, mailStyles } from './EmailLayout.tsx';

export interface ExportNoticeProps {
  username: string;
  /** What left the console, without personal data: "142 leads as CSV (status New)". */
  exported: string;
  at: string;
  clientAddress: string;
  auditUrl: string;
}

/** To the owners at every export: data left the console, by whom, when and from where. */
export function ExportNotice({ username, exported, at, clientAddress, auditUrl }: ExportNoticeProps) {
  return (
    <EmailLayout preview={`${username} exported ${exported}`}>
      <Heading as="h1" style={mailStyles.heading}>
        Data was exported from the console
      </Heading>
      <Text style={mailStyles.text}>
        {username} exported {exported} on {at}, from the address {clientAddress}.
      </Text>
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

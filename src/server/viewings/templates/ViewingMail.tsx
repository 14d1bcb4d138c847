import { Button, Heading, Section, Text } from '@react-email/components';
import type { Locale } from '../../../shared/i18n/locales.ts';
import { EmailLayout, mailStyles } from '../../mail/templates/EmailLayout.tsx';

export interface ViewingMailProps {
  locale: Locale;
  preview: string;
  heading: string;
  /** Paragraphs before the viewing's details. */
  intro: string[];
  /** When, where, with whom: one line each. */
  details: string[];
  /** The e-mail links (move, cancel, book again), each a button. */
  actions: Array<{ label: string; href: string }>;
  /** Small print after the links (what the attached calendar file does, why this e-mail came). */
  notes: string[];
}

/** Every e-mail about a viewing, to the visitor (in their language) and to the agent (in English). */
export function ViewingMail({ locale, preview, heading, intro, details, actions, notes }: ViewingMailProps) {
  return (
    <EmailLayout preview={preview} locale={locale}>
      <Heading as="h1" style={mailStyles.heading}>
        {heading}
      </Heading>
      {intro.map((line) => (
        <Text key={line} style={mailStyles.text}>
          {line}
        </Text>
      ))}
      <Section style={{ margin: '8px 0 16px' }}>
        {details.map((line) => (
          <Text key={line} style={{ ...mailStyles.text, margin: '0 0 4px' }}>
            {line}
          </Text>
        ))}
      </Section>
      {actions.map((action) => (
        <Section key={action.href} style={{ margin: '0 0 12px' }}>
          <Button href={action.href} style={mailStyles.button}>
            {action.label}
          </Button>
        </Section>
      ))}
      {notes.map((line) => (
        <Text key={line} style={mailStyles.small}>
          {line}
        </Text>
      ))}
    </EmailLayout>
  );
}

import { Text } from '@react-email/components';
import type { Locale } from '../../../shared/i18n/locales.ts';
import { EmailLayout, mailStyles } from '../../mail/templates/EmailLayout.tsx';
import { UnsubscribeFooter } from '../../mail/templates/UnsubscribeFooter.tsx';

interface ConversationReplyProps {
  text: string;
  locale: Locale;
  signature: { name: string; title: string | null; phone: string | null } | null;
  /** A follow-up plan's e-mail carries the newsletter's way out. */
  unsubscribeUrl?: string | null;
}

/** An agent's e-mail to a buyer from the lead's page: their words, paragraph by paragraph, and their signature. */
export function ConversationReply({ text, locale, signature, unsubscribeUrl }: ConversationReplyProps) {
  const paragraphs = text.split(/\n{2,}/);
  return (
    <EmailLayout
      preview={text.slice(0, 120)}
      locale={locale}
      footer={unsubscribeUrl ? <UnsubscribeFooter locale={locale} unsubscribeUrl={unsubscribeUrl} /> : undefined}
    >
      {paragraphs.map((paragraph, index) => (
        <Text key={index} style={{ ...mailStyles.text, whiteSpace: 'pre-line' }}>
          {paragraph}
        </Text>
      ))}
      {signature ? (
        <Text style={mailStyles.small}>
          {signature.name}
          {signature.title ? <br /> : null}
          {signature.title}
          {signature.phone ? <br /> : null}
          {signature.phone}
        </Text>
      ) : null}
    </EmailLayout>
  );
}

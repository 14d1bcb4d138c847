import { Button, Heading, Link, Section, Text } from '@react-email/components';
import type { Locale } from '../../../shared/i18n/locales.ts';
import { m } from '../../../shared/paraglide/messages.js';
import { EmailLayout, mailStyles } from './EmailLayout.tsx';

/**
 * The double opt-in message: the address is subscribed only once its owner follows the link. It is
 * not marketing yet, so it carries no unsubscribe: ignoring it is the way out, and it says so.
 */
export function NewsletterOptIn({ locale, confirmUrl, days }: { locale: Locale; confirmUrl: string; days: number }) {
  const options = { locale };
  return (
    <EmailLayout locale={locale} preview={m.email_optin_preview({}, options)}>
      <Heading as="h1" style={mailStyles.heading}>
        {m.email_optin_heading({}, options)}
      </Heading>
      <Text style={mailStyles.text}>{m.email_optin_body({}, options)}</Text>
      <Section style={{ margin: '24px 0' }}>
        <Button href={confirmUrl} style={mailStyles.button}>
          {m.email_optin_button({}, options)}
        </Button>
      </Section>
      <Text style={mailStyles.small}>
        {m.email_optin_expiry({ days: String(days) }, options)}{' '}
        <Link href={confirmUrl} dir="ltr" style={mailStyles.link}>
          {confirmUrl}
        </Link>
      </Text>
      <Text style={mailStyles.small}>{m.email_optin_ignore({}, options)}</Text>
    </EmailLayout>
  );
}

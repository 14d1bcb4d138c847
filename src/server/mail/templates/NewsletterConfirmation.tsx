import { Heading, Link, Text } from '@react-email/components';
import type { Locale } from '../../../shared/i18n/locales.ts';
import { m } from '../../../shared/paraglide/messages.js';
import { EmailLayout, mailStyles } from './EmailLayout.tsx';
import { UnsubscribeFooter } from './UnsubscribeFooter.tsx';

/** Stands for the link inside a sentence, so each language places it where its word order wants it. */
const LINK_SLOT = '\u0000';

/** The welcome after a newsletter sign-up, in the language of the page it was made on, with the one-click way out. */
export function NewsletterConfirmation({
  locale,
  siteUrl,
  unsubscribeUrl,
}: {
  locale: Locale;
  siteUrl: string;
  unsubscribeUrl: string;
}) {
  const options = { locale };
  const [beforeLink = '', afterLink = ''] = m.email_newsletter_browse({ url: LINK_SLOT }, options).split(LINK_SLOT);
  return (
    <EmailLayout
      locale={locale}
      preview={m.email_newsletter_preview({}, options)}
      footer={<UnsubscribeFooter locale={locale} unsubscribeUrl={unsubscribeUrl} />}
    >
      <Heading as="h1" style={mailStyles.heading}>
        {m.email_newsletter_heading({}, options)}
      </Heading>
      <Text style={mailStyles.text}>{m.email_newsletter_body({}, options)}</Text>
      <Text style={mailStyles.text}>
        {beforeLink}
        <Link href={siteUrl} style={mailStyles.link}>
          {siteUrl}
        </Link>
        {afterLink}
      </Text>
    </EmailLayout>
  );
}

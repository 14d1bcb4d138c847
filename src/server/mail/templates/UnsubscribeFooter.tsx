import { Link, Text } from '@react-email/components';
import type { Locale } from '../../../shared/i18n/locales.ts';
import { m } from '../../../shared/paraglide/messages.js';
import { mailStyles } from './EmailLayout.tsx';

/** The way out every marketing e-mail carries (the newsletter's, a follow-up plan's): the link, and its address written out. */
export function UnsubscribeFooter({ locale, unsubscribeUrl }: { locale: Locale; unsubscribeUrl: string }) {
  const options = { locale };
  return (
    <Text style={mailStyles.small}>
      {m.email_newsletter_changed_mind({}, options)}{' '}
      <Link href={unsubscribeUrl} style={mailStyles.link}>
        {m.email_newsletter_unsubscribe({}, options)}
      </Link>
      : {unsubscribeUrl}
    </Text>
  );
}

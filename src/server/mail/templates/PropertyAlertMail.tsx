import { Button, Heading, Link, Section, Text } from '@react-email/components';
import type { ListingChangeKind } from '../../../shared/alerts/alerts.ts';
import type { Locale } from '../../../shared/i18n/locales.ts';
import { m } from '../../../shared/paraglide/messages.js';
import { EmailLayout, mailStyles } from './EmailLayout.tsx';

/** The alert's double opt-in: nothing is matched or sent until the owner of the address follows the link. */
export function AlertOptIn({ locale, confirmUrl }: { locale: Locale; confirmUrl: string }) {
  const options = { locale };
  return (
    <EmailLayout locale={locale} preview={m.email_alert_optin_heading({}, options)}>
      <Heading as="h1" style={mailStyles.heading}>
        {m.email_alert_optin_heading({}, options)}
      </Heading>
      <Text style={mailStyles.text}>{m.email_alert_optin_body({}, options)}</Text>
      <Section style={{ margin: '24px 0' }}>
        <Button href={confirmUrl} style={mailStyles.button}>
          {m.email_alert_optin_button({}, options)}
        </Button>
      </Section>
      <Text style={mailStyles.small}>
        <Link href={confirmUrl} dir="ltr" style={mailStyles.link}>
          {confirmUrl}
        </Link>
      </Text>
      <Text style={mailStyles.small}>{m.email_alert_optin_ignore({}, options)}</Text>
    </EmailLayout>
  );
}

export interface AlertMatchLine {
  title: string;
  url: string;
  price: string;
  change: ListingChangeKind;
}

const CHANGE_LABELS: Record<ListingChangeKind, (options: { locale: Locale }) => string> = {
  published: (options) => m.email_alert_change_published({}, options),
  'back-on-market': (options) => m.email_alert_change_back({}, options),
  'price-drop': (options) => m.email_alert_change_drop({}, options),
};

/** One run's matches of an alert (at most ten), each with what changed, and the one-click way out. */
export function AlertDigest({
  locale,
  matches,
  unsubscribeUrl,
}: {
  locale: Locale;
  matches: AlertMatchLine[];
  unsubscribeUrl: string;
}) {
  const options = { locale };
  return (
    <EmailLayout locale={locale} preview={m.email_alert_heading({}, options)}>
      <Heading as="h1" style={mailStyles.heading}>
        {m.email_alert_heading({}, options)}
      </Heading>
      {matches.map((match) => (
        <Section key={match.url} style={{ margin: '0 0 16px' }}>
          <Text style={{ ...mailStyles.small, margin: 0 }}>{CHANGE_LABELS[match.change](options)}</Text>
          <Text style={{ ...mailStyles.text, margin: '0 0 4px' }}>
            <Link href={match.url} style={mailStyles.link}>
              {match.title}
            </Link>{' '}
            · <span dir="ltr">{match.price}</span>
          </Text>
        </Section>
      ))}
      <Text style={mailStyles.small}>
        <Link href={unsubscribeUrl} style={mailStyles.link}>
          {m.email_alert_unsubscribe({}, options)}
        </Link>
      </Text>
    </EmailLayout>
  );
}

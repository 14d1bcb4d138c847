import { Heading, Link, Text } from '@react-email/components';
import { EmailLayout, mailStyles } from './EmailLayout.tsx';

/** The welcome after a newsletter sign-up, with the one-click way out. */
export function NewsletterConfirmation({ siteUrl, unsubscribeUrl }: { siteUrl: string; unsubscribeUrl: string }) {
  return (
    <EmailLayout
      preview="You are subscribed to news from Six Senses Residences Palm Jumeirah"
      footer={
        <Text style={mailStyles.small}>
          Changed your mind?{' '}
          <Link href={unsubscribeUrl} style={mailStyles.link}>
            Unsubscribe with one click
          </Link>
          : {unsubscribeUrl}
        </Text>
      }
    >
      <Heading as="h1" style={mailStyles.heading}>
        Welcome to our newsletter
      </Heading>
      <Text style={mailStyles.text}>
        Thank you for subscribing. You will hear from us when new residences come to the market, when prices on Palm
        Jumeirah move, and when there is news from Six Senses Residences: never more than a few times a month.
      </Text>
      <Text style={mailStyles.text}>
        In the meantime, browse the residences at{' '}
        <Link href={siteUrl} style={mailStyles.link}>
          {siteUrl}
        </Link>
        .
      </Text>
    </EmailLayout>
  );
}

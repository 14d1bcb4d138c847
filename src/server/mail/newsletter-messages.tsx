import type { EntityManager } from '@mikro-orm/postgresql';
import { localizedPath, type Locale } from '../../shared/i18n/locales.ts';
import { m } from '../../shared/paraglide/messages.js';
import { oneClickHeaders, subscriptionPageUrl } from '../subscriptions/subscription-links.ts';
import { absoluteUrl, type MailSettings } from './mail-settings.ts';
import { isSuppressed, queueMessage, renderMail } from './outbox.ts';

/**
 * The sign-up confirmation, in the language of the page the visitor signed up on: marketing, so never
 * to a suppressed address, and it carries RFC 8058 one-click unsubscribe headers that mail clients
 * turn into their own "Unsubscribe" button (that address takes the one-click POST, so it has no
 * language prefix; the links in the text open the site's pages in the reader's language).
 */
export async function queueNewsletterConfirmation(
  em: EntityManager,
  email: string,
  token: string,
  settings: MailSettings,
  locale: Locale,
): Promise<boolean> {
  if (await isSuppressed(em, email)) return false;
  // Loaded with the first sign-up, as the lead templates are (see renderLeadMessages).
  const { NewsletterConfirmation } = await import('./templates/NewsletterConfirmation.tsx');
  const mail = await renderMail(
    m.email_newsletter_subject({}, { locale }),
    <NewsletterConfirmation
      locale={locale}
      siteUrl={absoluteUrl(settings, localizedPath('/', locale))}
      unsubscribeUrl={subscriptionPageUrl(settings, '/newsletter/unsubscribe', token, locale)}
    />,
  );
  await queueMessage(em, {
    ...mail,
    kind: 'newsletter-confirmation',
    recipient: email,
    headers: oneClickHeaders(settings, '/newsletter/unsubscribe', token),
  });
  return true;
}

/**
 * The double opt-in message with its confirmation link, through the outbox. Never to a suppressed
 * address: someone who unsubscribed is not asked again by whoever types their address; false when
 * nothing was queued (suppressed, or the address's daily cap reached).
 */
export async function queueNewsletterOptIn(
  em: EntityManager,
  email: string,
  token: string,
  settings: MailSettings,
  locale: Locale,
  days: number,
): Promise<boolean> {
  if (await isSuppressed(em, email)) return false;
  const { NewsletterOptIn } = await import('./templates/NewsletterOptIn.tsx');
  const mail = await renderMail(
    m.email_optin_subject({}, { locale }),
    <NewsletterOptIn
      locale={locale}
      confirmUrl={subscriptionPageUrl(settings, '/newsletter/confirm', token, locale)}
      days={days}
    />,
  );
  // Whoever typed the address chose the recipient: the request counts against its daily cap.
  const queued = await queueMessage(em, {
    ...mail,
    kind: 'newsletter-opt-in',
    recipient: email,
    publicForm: settings.publicFormMail,
  });
  return queued !== null;
}

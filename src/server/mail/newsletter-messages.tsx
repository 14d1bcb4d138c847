import type { EntityManager } from '@mikro-orm/postgresql';
import { baseLocale, localizedPath, type Locale } from '../../shared/i18n/locales.ts';
import { m } from '../../shared/paraglide/messages.js';
import { absoluteUrl, type MailSettings } from './mail-settings.ts';
import { isSuppressed, queueMessage, renderMail } from './outbox.ts';

/** The unsubscribe page in `locale`; in English (no prefix) it is also the address of the one-click POST. */
export function unsubscribeUrl(settings: MailSettings, token: string, locale: Locale = baseLocale): string {
  return absoluteUrl(settings, localizedPath(`/newsletter/unsubscribe?token=${token}`, locale));
}

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
  const link = unsubscribeUrl(settings, token);
  // Loaded with the first sign-up, as the lead templates are (see renderLeadMessages).
  const { NewsletterConfirmation } = await import('./templates/NewsletterConfirmation.tsx');
  const mail = await renderMail(
    m.email_newsletter_subject({}, { locale }),
    <NewsletterConfirmation
      locale={locale}
      siteUrl={absoluteUrl(settings, localizedPath('/', locale))}
      unsubscribeUrl={unsubscribeUrl(settings, token, locale)}
    />,
  );
  await queueMessage(em, {
    ...mail,
    kind: 'newsletter-confirmation',
    recipient: email,
    headers: { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  });
  return true;
}

/** The address of the confirmation page, in the language the visitor signed up in. */
export function confirmSignupUrl(settings: MailSettings, token: string, locale: Locale): string {
  return absoluteUrl(settings, localizedPath(`/newsletter/confirm?token=${token}`, locale));
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
    <NewsletterOptIn locale={locale} confirmUrl={confirmSignupUrl(settings, token, locale)} days={days} />,
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

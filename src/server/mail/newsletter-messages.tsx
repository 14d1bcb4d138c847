import type { EntityManager } from '@mikro-orm/postgresql';
import { absoluteUrl, type MailSettings } from './mail-settings.ts';
import { isSuppressed, queueMessage, renderMail } from './outbox.ts';

export function unsubscribeUrl(settings: MailSettings, token: string): string {
  return absoluteUrl(settings, `/newsletter/unsubscribe?token=${token}`);
}

/**
 * The sign-up confirmation: marketing, so never to a suppressed address, and it carries RFC 8058
 * one-click unsubscribe headers that mail clients turn into their own "Unsubscribe" button.
 */
export async function queueNewsletterConfirmation(
  em: EntityManager,
  email: string,
  token: string,
  settings: MailSettings,
): Promise<boolean> {
  if (await isSuppressed(em, email)) return false;
  const link = unsubscribeUrl(settings, token);
  // Loaded with the first sign-up, as the lead templates are (see renderLeadMessages).
  const { NewsletterConfirmation } = await import('./templates/NewsletterConfirmation.tsx');
  const mail = await renderMail(
    'Welcome to the Six Senses Residences newsletter',
    <NewsletterConfirmation siteUrl={absoluteUrl(settings, '/')} unsubscribeUrl={link} />,
  );
  await queueMessage(em, {
    ...mail,
    kind: 'newsletter-confirmation',
    recipient: email,
    headers: { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  });
  return true;
}

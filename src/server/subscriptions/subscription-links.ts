import { createHash, randomBytes } from 'node:crypto';
import { localizedPath, type Locale } from '../../shared/i18n/locales.ts';
import { absoluteUrl, type MailSettings } from '../mail/mail-settings.ts';

/** How long a confirmation link works; an unconfirmed request is dead after it. */
export const CONFIRM_LINK_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A link's secret: 256 random bits, so it needs no guessing limit. */
export function linkSecret(): string {
  return randomBytes(32).toString('hex');
}

/** The link carries the secret; the database keeps only its SHA-256, so a copy of it confirms nobody. */
export function linkTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A confirmation link as it is mailed (`token`) and kept (`tokenHash`, with when it was sent and expires). */
export interface ConfirmLink {
  token: string;
  tokenHash: string;
  sentAt: Date;
  expiresAt: Date;
}

export function newConfirmLink(now: Date): ConfirmLink {
  const token = linkSecret();
  return {
    token,
    tokenHash: linkTokenHash(token),
    sentAt: now,
    expiresAt: new Date(now.getTime() + CONFIRM_LINK_DAYS * DAY_MS),
  };
}

/** A subscription's public page for a link (`/newsletter/confirm`, `/alerts/unsubscribe`...) in the reader's language. */
export function subscriptionPageUrl(settings: MailSettings, page: string, token: string, locale: Locale): string {
  return absoluteUrl(settings, localizedPath(`${page}?token=${token}`, locale));
}

/**
 * RFC 8058 headers that mail clients turn into their own "Unsubscribe" button. The address takes the
 * one-click POST (one-click-unsubscribe.routes.ts), so it has no language prefix.
 */
export function oneClickHeaders(settings: MailSettings, page: string, token: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${absoluteUrl(settings, `${page}?token=${token}`)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

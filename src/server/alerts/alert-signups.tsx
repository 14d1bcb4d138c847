import { randomBytes } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AlertCriteria, AlertFrequency } from '../../shared/alerts/alerts.ts';
import { localizedPath, type Locale } from '../../shared/i18n/locales.ts';
import { m } from '../../shared/paraglide/messages.js';
import { contactKeyFor, emailKeyOf } from '../inquiries/contact-key.ts';
import { absoluteUrl, type MailSettings } from '../mail/mail-settings.ts';
import { isSuppressed, queueMessage, renderMail } from '../mail/outbox.ts';
import { signupTokenHash } from '../newsletter/newsletter-signups.ts';
import { PropertyAlertSchema } from './property-alert.entity.ts';

/** How long a confirmation link works, as the newsletter's. */
export const ALERT_SIGNUP_EXPIRY_DAYS = 7;
/** Unconfirmed alerts of one address: more are refused silently, so the form cannot flood an inbox. */
export const ALERT_WAITING_LIMIT = 3;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface AlertRequest {
  email: string;
  frequency: AlertFrequency;
  criteria: AlertCriteria;
  consent: string | null;
  sourcePage: string | null;
  locale: Locale;
}

/** The page the alert e-mails link to, in the subscriber's language. */
export const alertLinkUrl = (settings: MailSettings, page: 'confirm' | 'unsubscribe', token: string, locale: Locale) =>
  absoluteUrl(settings, localizedPath(`/alerts/${page}?token=${token}`, locale));

/** The one-click address (RFC 8058): no language prefix, it takes the mail client's POST. */
export const alertOneClickUrl = (settings: MailSettings, token: string) =>
  absoluteUrl(settings, `/alerts/unsubscribe?token=${token}`);

/**
 * Alert double opt-in, the newsletter's pattern: a request keeps the alert waiting and asks the
 * address's owner to confirm it; the consent is recorded when they do. The answer is the same
 * whatever the address's state, and a suppressed address is never written to.
 */
export class AlertSignups {
  constructor(
    private readonly em: EntityManager,
    private readonly mail: MailSettings,
  ) {}

  async request(input: AlertRequest): Promise<void> {
    await this.em.transactional(async (em) => {
      await em.execute('select pg_advisory_xact_lock(hashtext(?))', [`alert:${input.email}`]);
      if (await isSuppressed(em, input.email)) return;
      const now = new Date();
      const waiting = await em.count(PropertyAlertSchema, {
        email: input.email,
        confirmedAt: null,
        cancelledAt: null,
        expiresAt: { $gt: now },
      });
      if (waiting >= ALERT_WAITING_LIMIT) return;
      const token = randomBytes(32).toString('hex');
      em.create(PropertyAlertSchema, {
        email: input.email,
        locale: input.locale,
        frequency: input.frequency,
        criteria: input.criteria,
        tokenHash: signupTokenHash(token),
        unsubscribeToken: randomBytes(32).toString('hex'),
        consentVersion: input.consent,
        consentPage: input.consent ? input.sourcePage : null,
        sentAt: now,
        expiresAt: new Date(now.getTime() + ALERT_SIGNUP_EXPIRY_DAYS * DAY_MS),
        createdAt: now,
      });
      await em.flush();
      const { AlertOptIn } = await import('../mail/templates/PropertyAlertMail.tsx');
      const options = { locale: input.locale };
      const mail = await renderMail(
        m.email_alert_optin_subject({}, options),
        <AlertOptIn locale={input.locale} confirmUrl={alertLinkUrl(this.mail, 'confirm', token, input.locale)} />,
      );
      await queueMessage(em, {
        ...mail,
        kind: 'alert-opt-in',
        recipient: input.email,
        publicForm: this.mail.publicFormMail,
      });
    });
  }

  /**
   * Confirms the alert whose link carries `token`: it becomes active, its subscriber a contact, and
   * the consent is recorded now. False for a link unknown, used or expired.
   */
  async confirm(token: string): Promise<boolean> {
    return this.em.transactional(async (em) => {
      const alert = await em.findOne(
        PropertyAlertSchema,
        { tokenHash: signupTokenHash(token), expiresAt: { $gt: new Date() }, confirmedAt: null },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!alert) return false;
      const now = new Date();
      const emailKey = emailKeyOf(alert.email);
      await em.execute('select pg_advisory_xact_lock(hashtext(?))', [`contact:${emailKey}`]);
      em.assign(alert, {
        confirmedAt: now,
        tokenHash: null,
        consentedAt: alert.consentVersion ? now : null,
        contactKey: await contactKeyFor(em, emailKey, null),
      });
      await em.flush();
      return true;
    });
  }

  /** Stops the alert of an unsubscribe link (one click, repeatable); false for a token nobody holds. */
  async unsubscribe(token: string): Promise<boolean> {
    const alert = await this.em.findOne(PropertyAlertSchema, { unsubscribeToken: token });
    if (!alert) return false;
    if (!alert.cancelledAt) {
      alert.cancelledAt = new Date();
      await this.em.flush();
    }
    return true;
  }
}

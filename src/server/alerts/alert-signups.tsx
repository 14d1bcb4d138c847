import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AlertCriteria, AlertFrequency } from '../../shared/alerts/alerts.ts';
import type { Locale } from '../../shared/i18n/locales.ts';
import { m } from '../../shared/paraglide/messages.js';
import { contactKeyFor, emailKeyOf } from '../inquiries/contact-key.ts';
import type { MailSettings } from '../mail/mail-settings.ts';
import { queueMessage, renderMail } from '../mail/outbox.ts';
import type { DoubleOptIn } from '../subscriptions/double-opt-in.ts';
import { CONFIRM_LINK_DAYS, linkSecret, subscriptionPageUrl } from '../subscriptions/subscription-links.ts';
import { PropertyAlertSchema, type PropertyAlert } from './property-alert.entity.ts';

/** How long a confirmation link works, as the newsletter's. */
export const ALERT_SIGNUP_EXPIRY_DAYS = CONFIRM_LINK_DAYS;
/** Unconfirmed alerts of one address: more are refused silently, so the form cannot flood an inbox. */
export const ALERT_WAITING_LIMIT = 3;

export interface AlertRequest {
  email: string;
  frequency: AlertFrequency;
  criteria: AlertCriteria;
  consent: string | null;
  sourcePage: string | null;
  locale: Locale;
}

/**
 * The alerts' double opt-in (see subscriptions/double-opt-in.ts): each request is an alert kept
 * waiting, at most three at a time per address; confirming makes it active, its subscriber a
 * contact, and records the consent.
 */
export function alertOptIn(mail: MailSettings): DoubleOptIn<AlertRequest, PropertyAlert> {
  return {
    kind: 'alert',
    async mayAsk(em, request, now) {
      const waiting = await em.count(PropertyAlertSchema, {
        email: request.email,
        confirmedAt: null,
        cancelledAt: null,
        expiresAt: { $gt: now },
      });
      return waiting < ALERT_WAITING_LIMIT;
    },
    async keep(em, request, { tokenHash, sentAt, expiresAt }) {
      em.create(PropertyAlertSchema, {
        email: request.email,
        locale: request.locale,
        frequency: request.frequency,
        criteria: request.criteria,
        tokenHash,
        unsubscribeToken: linkSecret(),
        consentVersion: request.consent,
        consentPage: request.consent ? request.sourcePage : null,
        sentAt,
        expiresAt,
        createdAt: sentAt,
      });
      await em.flush();
    },
    async ask(em, request, link) {
      const { AlertOptIn } = await import('../mail/templates/PropertyAlertMail.tsx');
      const confirmUrl = subscriptionPageUrl(mail, '/alerts/confirm', link.token, request.locale);
      const rendered = await renderMail(
        m.email_alert_optin_subject({}, { locale: request.locale }),
        <AlertOptIn locale={request.locale} confirmUrl={confirmUrl} />,
      );
      await queueMessage(em, {
        ...rendered,
        kind: 'alert-opt-in',
        recipient: request.email,
        publicForm: mail.publicFormMail,
      });
    },
    waiting: (em, tokenHash, now) =>
      em.findOne(
        PropertyAlertSchema,
        { tokenHash, expiresAt: { $gt: now }, confirmedAt: null },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      ),
    async confirm(em, alert, now) {
      const emailKey = emailKeyOf(alert.email);
      await em.execute('select pg_advisory_xact_lock(hashtext(?))', [`contact:${emailKey}`]);
      em.assign(alert, {
        confirmedAt: now,
        tokenHash: null,
        consentedAt: alert.consentVersion ? now : null,
        contactKey: await contactKeyFor(em, emailKey, null),
      });
      await em.flush();
    },
  };
}

/** Stops the alert of an unsubscribe link (one click, repeatable); false for a token nobody holds. */
export async function unsubscribeAlert(em: EntityManager, token: string): Promise<boolean> {
  const alert = await em.findOne(PropertyAlertSchema, { unsubscribeToken: token });
  if (!alert) return false;
  if (!alert.cancelledAt) {
    alert.cancelledAt = new Date();
    await em.flush();
  }
  return true;
}

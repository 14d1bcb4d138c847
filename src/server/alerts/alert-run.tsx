import { LockMode } from '@mikro-orm/core';
import type { EntityManager, Loaded } from '@mikro-orm/postgresql';
import { ALERT_MAIL_MATCH_LIMIT, matchesAlert, type AlertFrequency } from '../../shared/alerts/alerts.ts';
import { formatAed } from '../../shared/i18n/locales.ts';
import { m } from '../../shared/paraglide/messages.js';
import { localizedPropertyText } from '../../shared/properties/localized-text.ts';
import { absoluteUrl, type MailSettings } from '../mail/mail-settings.ts';
import { isSuppressed, queueMessage, renderMail } from '../mail/outbox.ts';
import { advertisingRule, publicResidence } from '../properties/advertising-rule.ts';
import { oneClickHeaders, subscriptionPageUrl } from '../subscriptions/subscription-links.ts';
import {
  AlertMatchSchema,
  ListingChangeSchema,
  PropertyAlertSchema,
  type AlertMatch,
  type PropertyAlert,
} from './property-alert.entity.ts';

const WAIT_MS: Record<AlertFrequency, number> = { instant: 0, daily: 24 * 3_600_000, weekly: 7 * 24 * 3_600_000 };

/**
 * Matches every change recorded since an alert was confirmed to it (once: the pair is unique), when
 * the residence matches its filters and is still advertised. Returns how many matches were added.
 */
export async function matchListingChanges(em: EntityManager, now = new Date()): Promise<number> {
  const alerts = await em.find(PropertyAlertSchema, { confirmedAt: { $ne: null }, cancelledAt: null });
  if (!alerts.length) return 0;
  const oldest = new Date(Math.min(...alerts.map((alert) => alert.confirmedAt!.getTime())));
  const changes = await em.find(ListingChangeSchema, { createdAt: { $gte: oldest } }, { populate: ['property'] });
  const rule = await advertisingRule(em);
  let added = 0;
  for (const change of changes) {
    const property = change.property;
    // A change that is no longer true (withdrawn again, or a permit lapsed) is news to nobody.
    if (!publicResidence(property, rule)) continue;
    for (const alert of alerts) {
      if (change.createdAt < alert.confirmedAt! || !matchesAlert({ ...property, price: change.price }, alert.criteria))
        continue;
      const inserted = await em.execute<{ affectedRows?: number }>(
        `insert into alert_matches (alert_id, change_id, created_at) values (?, ?, ?) on conflict (alert_id, change_id) do nothing`,
        [alert.id, change.id, now],
        'run',
      );
      added += inserted.affectedRows ?? 0;
    }
  }
  return added;
}

/**
 * One e-mail per due alert listing its unsent matches (the newest ten), in its language, with the
 * RFC 8058 one-click headers; the matches are then marked sent, so none is mailed twice. An alert of
 * a suppressed address has its matches marked without a message.
 */
export async function sendDueAlerts(em: EntityManager, settings: MailSettings, now = new Date()): Promise<number> {
  let sent = 0;
  const alerts = await em.find(
    PropertyAlertSchema,
    { confirmedAt: { $ne: null }, cancelledAt: null },
    { fields: ['id'] },
  );
  for (const { id } of alerts) {
    const done = await em.transactional(async (tem) => {
      // Two runs at once (the job and the hourly one) must not mail the same matches twice.
      const alert = await tem.findOneOrFail(
        PropertyAlertSchema,
        { id },
        { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
      );
      if (alert.lastSentAt && now.getTime() - alert.lastSentAt.getTime() < WAIT_MS[alert.frequency]) return false;
      const pending = await tem.find(
        AlertMatchSchema,
        { alert: alert.id, sentAt: null },
        { populate: ['change.property'], orderBy: { id: 'desc' } },
      );
      if (!pending.length) return false;
      // A digest goes out hours or days after its matches: it names only what may be advertised now.
      const rule = await advertisingRule(tem);
      const current = pending.filter((match) => publicResidence(match.change.property, rule));
      const mailed = current.length > 0 && !(await isSuppressed(tem, alert.email));
      if (mailed) await queueAlertMail(tem, settings, alert, current.slice(0, ALERT_MAIL_MATCH_LIMIT));
      await tem.nativeUpdate(AlertMatchSchema, { id: { $in: pending.map((match) => match.id) } }, { sentAt: now });
      if (mailed) await tem.nativeUpdate(PropertyAlertSchema, { id: alert.id }, { lastSentAt: now });
      return mailed;
    });
    if (done) sent += 1;
  }
  return sent;
}

type PendingMatch = Loaded<AlertMatch, 'change.property'>;

async function queueAlertMail(
  em: EntityManager,
  settings: MailSettings,
  alert: PropertyAlert,
  matches: PendingMatch[],
) {
  const { AlertDigest } = await import('../mail/templates/PropertyAlertMail.tsx');
  const locale = alert.locale;
  const lines = matches.map(({ change }) => ({
    title: localizedPropertyText(change.property, locale).title,
    url: absoluteUrl(settings, `/properties/${change.property.id}`),
    price: Number(change.price) > 0 ? formatAed(Number(change.price), locale) : '',
    change: change.kind,
  }));
  const mail = await renderMail(
    m.email_alert_subject({}, { locale }),
    <AlertDigest
      locale={locale}
      matches={lines}
      unsubscribeUrl={subscriptionPageUrl(settings, '/alerts/unsubscribe', alert.unsubscribeToken, locale)}
    />,
  );
  await queueMessage(em, {
    ...mail,
    kind: 'property-alert',
    recipient: alert.email,
    headers: oneClickHeaders(settings, '/alerts/unsubscribe', alert.unsubscribeToken),
  });
}

/** What the alert job runs: match the new changes, then mail the alerts that are due. */
export async function runPropertyAlerts(em: EntityManager, settings: MailSettings, now = new Date()) {
  const matched = await matchListingChanges(em, now);
  const sent = await sendDueAlerts(em, settings, now);
  return { matched, sent };
}

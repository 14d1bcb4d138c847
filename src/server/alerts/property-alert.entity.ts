import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { AlertCriteria, AlertFrequency, ListingChangeKind } from '../../shared/alerts/alerts.ts';
import type { Locale } from '../../shared/i18n/locales.ts';
import { PropertySchema } from '../properties/property.entity.ts';

/**
 * A visitor's alert: the finder's filters, an address and a frequency. It waits (double opt-in, as
 * the newsletter does) until the link in its confirmation e-mail is followed; the consent is recorded
 * then. The confirmation link's secret is kept only as its SHA-256; the unsubscribe token is the
 * one-click link's secret. `contactKey` makes the subscriber a contact (see contact-key.ts).
 */
export const PropertyAlertSchema = defineEntity({
  name: 'PropertyAlert',
  tableName: 'property_alerts',
  properties: {
    id: p.integer().primary(),
    email: p.string().length(254).index(),
    contactKey: p.string().length(80).nullable().index(),
    locale: p.string().length(5).$type<Locale>(),
    frequency: p.string().length(10).$type<AlertFrequency>(),
    criteria: p.json<AlertCriteria>(),
    tokenHash: p.string().length(64).nullable().unique(),
    unsubscribeToken: p.string().length(64).unique(),
    consentVersion: p.string().length(60).nullable(),
    consentPage: p.string().length(300).nullable(),
    consentedAt: p.datetime().nullable(),
    sentAt: p.datetime(),
    expiresAt: p.datetime().index(),
    createdAt: p.datetime().onCreate(() => new Date()),
    confirmedAt: p.datetime().nullable(),
    cancelledAt: p.datetime().nullable(),
    /** When its last alert e-mail was queued: a daily or weekly alert waits a day or a week after it. */
    lastSentAt: p.datetime().nullable(),
  },
});
export type PropertyAlert = InferEntity<typeof PropertyAlertSchema>;

/**
 * A change staff made that can be news to a subscriber, recorded in the transaction that saved the
 * residence, so the alert job can match it later (and never lose it).
 */
export const ListingChangeSchema = defineEntity({
  name: 'ListingChange',
  tableName: 'listing_changes',
  properties: {
    id: p.integer().primary(),
    property: () => p.manyToOne(PropertySchema).deleteRule('cascade').index(),
    kind: p.string().length(20).$type<ListingChangeKind>(),
    /** The price at the change, whole AED digits. */
    price: p.string().length(40),
    createdAt: p.datetime().index(),
  },
});
export type ListingChange = InferEntity<typeof ListingChangeSchema>;

/**
 * A change matched to an alert: unique per (alert, change), so a change is news to an alert once and
 * is mailed once; `sentAt` is set when the e-mail that lists it is queued (or skipped as suppressed).
 */
export const AlertMatchSchema = defineEntity({
  name: 'AlertMatch',
  tableName: 'alert_matches',
  uniques: [{ properties: ['alert', 'change'] }],
  properties: {
    id: p.integer().primary(),
    alert: () => p.manyToOne(PropertyAlertSchema).deleteRule('cascade').index(),
    change: () => p.manyToOne(ListingChangeSchema).deleteRule('cascade'),
    createdAt: p.datetime(),
    sentAt: p.datetime().nullable(),
  },
});
export type AlertMatch = InferEntity<typeof AlertMatchSchema>;

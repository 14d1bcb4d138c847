import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** An address whose owner confirmed the newsletter sign-up. Stored lower-cased; a repeat is not an error. */
export const NewsletterSubscriberSchema = defineEntity({
  name: 'NewsletterSubscriber',
  tableName: 'newsletter_subscribers',
  properties: {
    id: p.integer().primary(),
    email: p.string().length(254).unique(),
    /** The secret in this subscriber's one-click unsubscribe link (no sign-in needed). */
    unsubscribeToken: p.string().length(64).unique(),
    createdAt: p.datetime().onCreate(() => new Date()),
    /** The sign-up wording agreed to (a version in shared/inquiries/consent.ts), when and on which page. */
    consentVersion: p.string().length(60).nullable(),
    consentedAt: p.datetime().nullable(),
    consentPage: p.string().length(300).nullable(),
    /** When the owner confirmed the address (double opt-in); null for sign-ups kept from before it. */
    confirmedAt: p.datetime().nullable(),
  },
});

export type NewsletterSubscriber = InferEntity<typeof NewsletterSubscriberSchema>;

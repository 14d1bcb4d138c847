import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { Locale } from '../../shared/i18n/locales.ts';

/**
 * A newsletter sign-up waiting for its owner to confirm the address (double opt-in). Nothing is
 * recorded as consent until the link in the confirmation e-mail is followed; an unconfirmed sign-up
 * is deleted when it expires. The link's secret is kept only as its SHA-256.
 */
export const NewsletterSignupSchema = defineEntity({
  name: 'NewsletterSignup',
  tableName: 'newsletter_signups',
  properties: {
    id: p.integer().primary(),
    /** Lower-cased; one waiting sign-up per address. */
    email: p.string().length(254).unique(),
    tokenHash: p.string().length(64).unique(),
    /** The language of the page it was made on: the confirmation and the welcome are written in it. */
    locale: p.string().length(5).$type<Locale>(),
    /** The wording shown beside the form (a version in shared/inquiries/consent.ts), recorded at confirmation. */
    consentVersion: p.string().length(60).nullable(),
    sourcePage: p.string().length(300).nullable(),
    /** When the confirmation e-mail was last queued. */
    sentAt: p.datetime(),
    createdAt: p.datetime().onCreate(() => new Date()),
    expiresAt: p.datetime().index(),
  },
});

export type NewsletterSignup = InferEntity<typeof NewsletterSignupSchema>;

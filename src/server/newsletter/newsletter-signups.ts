import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { Locale } from '../../shared/i18n/locales.ts';
import { defineJob } from '../jobs/define-job.ts';
import { enqueue } from '../jobs/queue.ts';
import type { MailSettings } from '../mail/mail-settings.ts';
import { queueNewsletterConfirmation, queueNewsletterOptIn } from '../mail/newsletter-messages.tsx';
import { suppress } from '../mail/suppressions.ts';
import type { DoubleOptIn } from '../subscriptions/double-opt-in.ts';
import { CONFIRM_LINK_DAYS } from '../subscriptions/subscription-links.ts';
import { NewsletterSignupSchema, type NewsletterSignup } from './newsletter-signup.entity.ts';
import { NewsletterSubscriberSchema } from './newsletter-subscriber.entity.ts';
import { NewsletterSubscriberRepository } from './newsletter-subscriber.repository.ts';

/** How long a confirmation link works; an unconfirmed sign-up is deleted after it. */
export const SIGNUP_EXPIRY_DAYS = CONFIRM_LINK_DAYS;
/** A repeated sign-up of a waiting address is mailed again at most this often, so the form cannot flood an inbox. */
export const OPT_IN_RESEND_MS = 60 * 60 * 1000;

export interface SignupRequest {
  email: string;
  consent: string | null;
  sourcePage: string | null;
  locale: Locale;
}

/**
 * The newsletter's double opt-in (see subscriptions/double-opt-in.ts): one waiting sign-up per
 * address, mailed again at most hourly; confirming makes the address a subscriber, with the wording
 * it agreed to and the moment of confirmation as its consent, and sends the welcome.
 */
export function newsletterOptIn(mail: MailSettings): DoubleOptIn<SignupRequest, NewsletterSignup> {
  return {
    kind: 'newsletter',
    async mayAsk(em, request, now) {
      const subscriber = await em.findOne(NewsletterSubscriberSchema, { email: request.email });
      if (subscriber?.confirmedAt) return false;
      const waiting = await em.findOne(NewsletterSignupSchema, { email: request.email });
      return !(waiting && waiting.expiresAt > now && now.getTime() - waiting.sentAt.getTime() < OPT_IN_RESEND_MS);
    },
    async keep(em, request, { tokenHash, sentAt, expiresAt }) {
      const fields = {
        tokenHash,
        locale: request.locale,
        consentVersion: request.consent,
        sourcePage: request.consent ? request.sourcePage : null,
        sentAt,
        expiresAt,
      };
      const waiting = await em.findOne(NewsletterSignupSchema, { email: request.email });
      const signup = waiting
        ? em.assign(waiting, fields)
        : em.create(NewsletterSignupSchema, { email: request.email, createdAt: sentAt, ...fields });
      await em.flush();
      await enqueue(
        em,
        newsletterSignupExpiryJob,
        {},
        { runAt: fields.expiresAt, jobKey: `newsletter-signup-expiry:${signup.id}` },
      );
    },
    async ask(em, request, link) {
      await queueNewsletterOptIn(em, request.email, link.token, mail, request.locale, SIGNUP_EXPIRY_DAYS);
    },
    waiting: (em, tokenHash, now) =>
      em.findOne(
        NewsletterSignupSchema,
        { tokenHash, expiresAt: { $gt: now } },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      ),
    async confirm(em, signup) {
      const subscribed = await new NewsletterSubscriberRepository(em).confirm({
        email: signup.email,
        consent: signup.consentVersion ?? null,
        sourcePage: signup.sourcePage ?? null,
      });
      em.remove(signup);
      await em.flush();
      await queueNewsletterConfirmation(em, signup.email, subscribed.unsubscribeToken, mail, signup.locale);
    },
  };
}

/**
 * Unsubscribes the address of a newsletter link: it is suppressed, so it gets no marketing mail
 * again (repeating it is harmless). False for a token nobody holds.
 */
export async function unsubscribeNewsletter(em: EntityManager, token: string): Promise<boolean> {
  const email = await new NewsletterSubscriberRepository(em).emailByUnsubscribeToken(token);
  if (!email) return false;
  await suppress(em, email, 'unsubscribed', null);
  return true;
}

/** Deletes every sign-up whose link has expired unconfirmed; what the expiry job runs. */
export function expireNewsletterSignups(em: EntityManager, now = new Date()): Promise<number> {
  return em.nativeDelete(NewsletterSignupSchema, { expiresAt: { $lte: now } });
}

/** Runs when a sign-up's link expires; deletes every unconfirmed sign-up past its expiry. */
export const newsletterSignupExpiryJob = defineJob({
  name: 'newsletter_signup_expiry',
  payload: z.object({}),
  async run(_payload, { orm }) {
    await expireNewsletterSignups(orm.em.fork());
  },
});

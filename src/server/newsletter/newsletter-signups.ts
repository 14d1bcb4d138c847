import { createHash, randomBytes } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { Locale } from '../../shared/i18n/locales.ts';
import { defineJob } from '../jobs/define-job.ts';
import { enqueue } from '../jobs/queue.ts';
import type { MailSettings } from '../mail/mail-settings.ts';
import { queueNewsletterConfirmation, queueNewsletterOptIn } from '../mail/newsletter-messages.tsx';
import { isSuppressed } from '../mail/outbox.ts';
import { NewsletterSignupSchema } from './newsletter-signup.entity.ts';
import { NewsletterSubscriberSchema } from './newsletter-subscriber.entity.ts';
import { NewsletterSubscriberRepository } from './newsletter-subscriber.repository.ts';

/** How long a confirmation link works; an unconfirmed sign-up is deleted after it. */
export const SIGNUP_EXPIRY_DAYS = 7;
/** A repeated sign-up of a waiting address is mailed again at most this often, so the form cannot flood an inbox. */
export const OPT_IN_RESEND_MS = 60 * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The link carries the secret; the database keeps only its SHA-256, so a copy of it confirms nobody. */
export function signupTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface SignupRequest {
  email: string;
  consent: string | null;
  sourcePage: string | null;
  locale: Locale;
}

/**
 * Newsletter double opt-in: a sign-up only asks the address's owner to confirm, and the consent
 * record is written when they do. Whoever typed the address learns nothing either way (the answer is
 * the same whether the address is new, waiting, subscribed or suppressed).
 */
export class NewsletterSignups {
  constructor(
    private readonly em: EntityManager,
    private readonly mail: MailSettings,
  ) {}

  /** Records the sign-up and queues the confirmation e-mail, unless nothing should be sent. */
  async request(input: SignupRequest): Promise<void> {
    await this.em.transactional(async (em) => {
      // Two sign-ups of one address at once must not send two confirmations.
      await em.execute('select pg_advisory_xact_lock(hashtext(?))', [`newsletter:${input.email}`]);
      if (await isSuppressed(em, input.email)) return;
      const subscriber = await em.findOne(NewsletterSubscriberSchema, { email: input.email });
      if (subscriber?.confirmedAt) return;
      const now = new Date();
      const waiting = await em.findOne(NewsletterSignupSchema, { email: input.email });
      if (waiting && waiting.expiresAt > now && now.getTime() - waiting.sentAt.getTime() < OPT_IN_RESEND_MS) return;
      const token = randomBytes(32).toString('hex');
      const fields = {
        tokenHash: signupTokenHash(token),
        locale: input.locale,
        consentVersion: input.consent,
        sourcePage: input.consent ? input.sourcePage : null,
        sentAt: now,
        expiresAt: new Date(now.getTime() + SIGNUP_EXPIRY_DAYS * DAY_MS),
      };
      const signup = waiting
        ? em.assign(waiting, fields)
        : em.create(NewsletterSignupSchema, { email: input.email, createdAt: now, ...fields });
      await em.flush();
      await queueNewsletterOptIn(em, input.email, token, this.mail, input.locale, SIGNUP_EXPIRY_DAYS);
      await enqueue(
        em,
        newsletterSignupExpiryJob,
        {},
        { runAt: fields.expiresAt, jobKey: `newsletter-signup-expiry:${signup.id}` },
      );
    });
  }

  /**
   * Confirms the sign-up whose link carries `token`: the address becomes a subscriber, with the
   * wording it agreed to and the moment of confirmation as its consent, and gets the welcome.
   * False for a link that is unknown, already used or expired.
   */
  async confirm(token: string): Promise<boolean> {
    return this.em.transactional(async (em) => {
      const signup = await em.findOne(
        NewsletterSignupSchema,
        { tokenHash: signupTokenHash(token), expiresAt: { $gt: new Date() } },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!signup) return false;
      const subscribed = await new NewsletterSubscriberRepository(em).confirm({
        email: signup.email,
        consent: signup.consentVersion ?? null,
        sourcePage: signup.sourcePage ?? null,
      });
      em.remove(signup);
      await em.flush();
      await queueNewsletterConfirmation(em, signup.email, subscribed.unsubscribeToken, this.mail, signup.locale);
      return true;
    });
  }
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

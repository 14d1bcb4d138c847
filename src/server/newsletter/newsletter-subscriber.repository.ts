import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { NewsletterSubscriberSchema } from './newsletter-subscriber.entity.ts';

export class NewsletterSubscriberRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * Keeps the address once, with the latest wording the visitor agreed to; `isNew` only for the
   * first sign-up (`xmax = 0` only on a row this statement inserted), which alone is mailed.
   */
  async subscribe(input: {
    email: string;
    consent: string | null;
    sourcePage: string | null;
  }): Promise<{ unsubscribeToken: string; isNew: boolean } | null> {
    const rows = await this.em.execute<Array<{ unsubscribe_token: string; inserted: boolean }>>(
      `insert into newsletter_subscribers (email, unsubscribe_token, created_at, consent_version, consented_at, consent_page)
       values (?, ?, now(), ?, case when ?::text is null then null else now() end, ?)
       on conflict (email) do update set
         consent_version = coalesce(excluded.consent_version, newsletter_subscribers.consent_version),
         consented_at = coalesce(excluded.consented_at, newsletter_subscribers.consented_at),
         consent_page = case when excluded.consent_version is null then newsletter_subscribers.consent_page else excluded.consent_page end
       returning unsubscribe_token, (xmax = 0) as inserted`,
      [
        input.email,
        randomBytes(32).toString('hex'),
        input.consent,
        input.consent,
        input.consent ? input.sourcePage : null,
      ],
    );
    const row = rows[0];
    return row ? { unsubscribeToken: row.unsubscribe_token, isNew: row.inserted } : null;
  }

  /** The address an unsubscribe link's token belongs to, or null for a token nobody holds. */
  async emailByUnsubscribeToken(token: string): Promise<string | null> {
    const subscriber = await this.em.findOne(NewsletterSubscriberSchema, { unsubscribeToken: token });
    return subscriber?.email ?? null;
  }
}

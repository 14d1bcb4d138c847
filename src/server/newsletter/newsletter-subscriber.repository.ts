import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { NewsletterSubscriberSchema } from './newsletter-subscriber.entity.ts';

export class NewsletterSubscriberRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * Makes a confirmed address a subscriber (once), with the wording its owner agreed to and the
   * moment they confirmed as the consent record; a subscriber kept from before double opt-in is
   * confirmed in place, keeping its unsubscribe link.
   */
  async confirm(input: {
    email: string;
    consent: string | null;
    sourcePage: string | null;
  }): Promise<{ unsubscribeToken: string }> {
    const rows = await this.em.execute<Array<{ unsubscribe_token: string }>>(
      `insert into newsletter_subscribers (email, unsubscribe_token, created_at, consent_version, consented_at, consent_page, confirmed_at)
       values (?, ?, now(), ?, case when ?::text is null then null else now() end, ?, now())
       on conflict (email) do update set
         consent_version = coalesce(excluded.consent_version, newsletter_subscribers.consent_version),
         consented_at = coalesce(excluded.consented_at, newsletter_subscribers.consented_at),
         consent_page = case when excluded.consent_version is null then newsletter_subscribers.consent_page else excluded.consent_page end,
         confirmed_at = now()
       returning unsubscribe_token`,
      [
        input.email,
        randomBytes(32).toString('hex'),
        input.consent,
        input.consent,
        input.consent ? input.sourcePage : null,
      ],
    );
    return { unsubscribeToken: rows[0]!.unsubscribe_token };
  }

  /** The address an unsubscribe link's token belongs to, or null for a token nobody holds. */
  async emailByUnsubscribeToken(token: string): Promise<string | null> {
    const subscriber = await this.em.findOne(NewsletterSubscriberSchema, { unsubscribeToken: token });
    return subscriber?.email ?? null;
  }
}

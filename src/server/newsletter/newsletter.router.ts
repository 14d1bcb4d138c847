import { randomBytes } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import { newsletterSubscribeSchema, newsletterUnsubscribeSchema } from '../../shared/newsletter/schemas.ts';
import { tooManyRequests } from '../errors.ts';
import { queueNewsletterConfirmation } from '../mail/newsletter-messages.tsx';
import { suppress } from '../mail/suppressions.ts';
import { publicProcedure, router } from '../trpc/init.ts';
import { NewsletterSubscriberSchema } from './newsletter-subscriber.entity.ts';

export const newsletterRouter = router({
  /**
   * Subscribing twice is not an error: the address is simply kept once, with the latest wording the
   * visitor agreed to, and only the first sign-up gets the confirmation (so the form cannot be used to
   * mail someone repeatedly).
   */
  subscribe: publicProcedure.input(newsletterSubscribeSchema).mutation(async ({ ctx, input }) => {
    const wait = await ctx.services.newsletterLimiter.hit(ctx.clientIp);
    if (wait > 0) throw tooManyRequests(ctx, wait, 'Too many requests. Please try again in a minute.');
    await ctx.em.transactional(async (em) => {
      // `xmax = 0` only on a row this statement inserted: a repeat sign-up refreshes the consent but is not mailed.
      const rows = await em.execute<Array<{ unsubscribe_token: string; inserted: boolean }>>(
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
          input.consent ?? null,
          input.consent ?? null,
          input.consent ? (input.sourcePage ?? null) : null,
        ],
      );
      const row = rows[0];
      if (row?.inserted)
        await queueNewsletterConfirmation(em, input.email, row.unsubscribe_token, ctx.services.mail, ctx.locale);
    });
    return { success: true as const };
  }),

  /** Public and one click: the link's token is the proof, no sign-in. Repeating it is harmless. */
  unsubscribe: publicProcedure.input(newsletterUnsubscribeSchema).mutation(async ({ ctx, input }) => {
    const subscriber = await ctx.em.findOne(NewsletterSubscriberSchema, { unsubscribeToken: input.token });
    if (!subscriber) throw new TRPCError({ code: 'NOT_FOUND', message: 'This unsubscribe link is not valid.' });
    await suppress(ctx.em, subscriber.email, 'unsubscribed', null);
    return { success: true as const };
  }),
});

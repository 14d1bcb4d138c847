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
   * Subscribing twice is not an error: the address is simply kept once, and only the first sign-up
   * gets the confirmation (so the form cannot be used to mail someone repeatedly).
   */
  subscribe: publicProcedure.input(newsletterSubscribeSchema).mutation(async ({ ctx, input }) => {
    const wait = await ctx.services.newsletterLimiter.hit(ctx.clientIp);
    if (wait > 0) throw tooManyRequests(ctx, wait, 'Too many requests. Please try again in a minute.');
    await ctx.em.transactional(async (em) => {
      const inserted = await em.execute<Array<{ unsubscribe_token: string }>>(
        `insert into newsletter_subscribers (email, unsubscribe_token, created_at) values (?, ?, now())
         on conflict (email) do nothing returning unsubscribe_token`,
        [input.email, randomBytes(32).toString('hex')],
      );
      const token = inserted[0]?.unsubscribe_token;
      if (token) await queueNewsletterConfirmation(em, input.email, token, ctx.services.mail);
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

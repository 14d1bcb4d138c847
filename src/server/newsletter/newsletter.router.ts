import { newsletterSubscribeSchema, newsletterUnsubscribeSchema } from '../../shared/newsletter/schemas.ts';
import { notFound, TooManyRequestsError } from '../errors.ts';
import { queueNewsletterConfirmation } from '../mail/newsletter-messages.tsx';
import { suppress } from '../mail/suppressions.ts';
import { publicProcedure, router } from '../trpc/init.ts';
import { NewsletterSubscriberRepository } from './newsletter-subscriber.repository.ts';

export const newsletterRouter = router({
  /**
   * Subscribing twice is not an error: the address is simply kept once, with the latest wording the
   * visitor agreed to, and only the first sign-up gets the confirmation (so the form cannot be used to
   * mail someone repeatedly).
   */
  subscribe: publicProcedure.input(newsletterSubscribeSchema).mutation(async ({ ctx, input }) => {
    const wait = await ctx.services.newsletterLimiter.hit(ctx.clientIp);
    if (wait > 0) throw new TooManyRequestsError(wait, 'Too many requests. Please try again in a minute.');
    await ctx.em.transactional(async (em) => {
      const subscribed = await new NewsletterSubscriberRepository(em).subscribe({
        email: input.email,
        consent: input.consent ?? null,
        sourcePage: input.sourcePage ?? null,
      });
      if (subscribed?.isNew) {
        await queueNewsletterConfirmation(em, input.email, subscribed.unsubscribeToken, ctx.services.mail, ctx.locale);
      }
    });
    return { success: true as const };
  }),

  /** Public and one click: the link's token is the proof, no sign-in. Repeating it is harmless. */
  unsubscribe: publicProcedure.input(newsletterUnsubscribeSchema).mutation(async ({ ctx, input }) => {
    const email = await new NewsletterSubscriberRepository(ctx.em).emailByUnsubscribeToken(input.token);
    if (!email) throw notFound('This unsubscribe link is not valid.');
    await suppress(ctx.em, email, 'unsubscribed', null);
    return { success: true as const };
  }),
});

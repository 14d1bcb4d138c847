import {
  newsletterConfirmSchema,
  newsletterSubscribeSchema,
  newsletterUnsubscribeSchema,
} from '../../shared/newsletter/schemas.ts';
import { notFound, TooManyRequestsError } from '../errors.ts';
import { suppress } from '../mail/suppressions.ts';
import { publicProcedure, router } from '../trpc/init.ts';
import { NewsletterSignups } from './newsletter-signups.ts';
import { NewsletterSubscriberRepository } from './newsletter-subscriber.repository.ts';

export const newsletterRouter = router({
  /**
   * Double opt-in: the sign-up is kept waiting and its owner is asked, by e-mail, to confirm the
   * address; nothing is recorded as consent, and no newsletter is sent, until they do. The answer is
   * the same whatever the address's state, so the form tells nobody who is subscribed.
   */
  subscribe: publicProcedure.input(newsletterSubscribeSchema).mutation(async ({ ctx, input }) => {
    const wait = await ctx.services.newsletterLimiter.hit(ctx.clientIp);
    if (wait > 0) throw new TooManyRequestsError(wait, 'Too many requests. Please try again in a minute.');
    await new NewsletterSignups(ctx.em, ctx.services.mail).request({
      email: input.email,
      consent: input.consent ?? null,
      sourcePage: input.sourcePage ?? null,
      locale: ctx.locale,
    });
    return { success: true as const };
  }),

  /**
   * Public: the link's token is the proof (256 random bits, so it needs no guessing limit, and the
   * sign-up limit is not spent on it). Once confirmed, the link is spent.
   */
  confirm: publicProcedure.input(newsletterConfirmSchema).mutation(async ({ ctx, input }) => {
    if (!(await new NewsletterSignups(ctx.em, ctx.services.mail).confirm(input.token)))
      throw notFound('This confirmation link is not valid, has been used or has expired.');
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

import {
  newsletterConfirmSchema,
  newsletterSubscribeSchema,
  newsletterUnsubscribeSchema,
} from '../../shared/newsletter/schemas.ts';
import { notFound, TooManyRequestsError } from '../errors.ts';
import { confirmSubscription, requestSubscription } from '../subscriptions/double-opt-in.ts';
import { publicProcedure, router } from '../trpc/init.ts';
import { newsletterOptIn, unsubscribeNewsletter } from './newsletter-signups.ts';

export const newsletterRouter = router({
  /**
   * Double opt-in: the sign-up is kept waiting and its owner is asked, by e-mail, to confirm the
   * address; nothing is recorded as consent, and no newsletter is sent, until they do. The answer is
   * the same whatever the address's state, so the form tells nobody who is subscribed.
   */
  subscribe: publicProcedure.input(newsletterSubscribeSchema).mutation(async ({ ctx, input }) => {
    const wait = await ctx.services.newsletterLimiter.hit(ctx.clientIp);
    if (wait > 0) throw new TooManyRequestsError(wait, 'Too many requests. Please try again in a minute.');
    await requestSubscription(ctx.em, newsletterOptIn(ctx.services.mail), {
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
    if (!(await confirmSubscription(ctx.em, newsletterOptIn(ctx.services.mail), input.token)))
      throw notFound('This confirmation link is not valid, has been used or has expired.');
    return { success: true as const };
  }),

  /** Public and one click: the link's token is the proof, no sign-in. Repeating it is harmless. */
  unsubscribe: publicProcedure.input(newsletterUnsubscribeSchema).mutation(async ({ ctx, input }) => {
    if (!(await unsubscribeNewsletter(ctx.em, input.token))) throw notFound('This unsubscribe link is not valid.');
    return { success: true as const };
  }),
});

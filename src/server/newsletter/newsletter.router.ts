import { newsletterSubscribeSchema } from '../../shared/newsletter/schemas.ts';
import { tooManyRequests } from '../errors.ts';
import { publicProcedure, router } from '../trpc/init.ts';
import { NewsletterSubscriberSchema } from './newsletter-subscriber.entity.ts';

export const newsletterRouter = router({
  /**
   * Subscribing twice is not an error: the address is simply kept once, with the latest wording the
   * visitor agreed to.
   */
  subscribe: publicProcedure.input(newsletterSubscribeSchema).mutation(async ({ ctx, input }) => {
    const wait = await ctx.services.newsletterLimiter.hit(ctx.clientIp);
    if (wait > 0) throw tooManyRequests(ctx, wait, 'Too many requests. Please try again in a minute.');
    const now = new Date();
    const consent = input.consent
      ? { consentVersion: input.consent, consentedAt: now, consentPage: input.sourcePage ?? null }
      : null;
    await ctx.em.upsert(
      NewsletterSubscriberSchema,
      { email: input.email, createdAt: now, ...consent },
      consent
        ? {
            onConflictFields: ['email'],
            onConflictAction: 'merge',
            onConflictMergeFields: ['consentVersion', 'consentedAt', 'consentPage'],
          }
        : { onConflictFields: ['email'], onConflictAction: 'ignore' },
    );
    return { success: true as const };
  }),
});

import { alertSubscribeSchema, alertTokenSchema } from '../../shared/alerts/alerts.ts';
import { notFound, TooManyRequestsError } from '../errors.ts';
import { publicProcedure, router, staffProcedure } from '../trpc/init.ts';
import { confirmSubscription, requestSubscription } from '../subscriptions/double-opt-in.ts';
import { alertOptIn, unsubscribeAlert } from './alert-signups.tsx';
import { staffAlertList } from './alert-views.ts';

export const alertsRouter = router({
  /**
   * "Alert me" on the finder: double opt-in as the newsletter's sign-up (same rate limit, same
   * answer whatever the address's state); the alert works once the link in its e-mail is followed.
   */
  subscribe: publicProcedure.input(alertSubscribeSchema).mutation(async ({ ctx, input }) => {
    const wait = await ctx.services.newsletterLimiter.hit(ctx.clientIp);
    if (wait > 0) throw new TooManyRequestsError(wait, 'Too many requests. Please try again in a minute.');
    await requestSubscription(ctx.em, alertOptIn(ctx.services.mail), {
      email: input.email,
      frequency: input.frequency,
      criteria: input.criteria,
      consent: input.consent ?? null,
      sourcePage: input.sourcePage ?? null,
      locale: ctx.locale,
    });
    return { success: true as const };
  }),

  /** The link's 256-bit token is the proof; once confirmed, the link is spent. */
  confirm: publicProcedure.input(alertTokenSchema).mutation(async ({ ctx, input }) => {
    if (!(await confirmSubscription(ctx.em, alertOptIn(ctx.services.mail), input.token)))
      throw notFound('This confirmation link is not valid, has been used or has expired.');
    return { success: true as const };
  }),

  /** One click, no sign-in: stops this alert (not the address's other mail). Repeating it is harmless. */
  unsubscribe: publicProcedure.input(alertTokenSchema).mutation(async ({ ctx, input }) => {
    if (!(await unsubscribeAlert(ctx.em, input.token))) throw notFound('This unsubscribe link is not valid.');
    return { success: true as const };
  }),

  /** Every alert with its matches, newest first: the console's Leads › Alerts screen. */
  staffList: staffProcedure('alerts.read').query(({ ctx }) => staffAlertList(ctx.em)),
});

import { inquiryCreateSchema, inquiryListInput } from '../../shared/inquiries/schemas.ts';
import { tooManyRequests } from '../errors.ts';
import { protectedProcedure, publicProcedure, router } from '../trpc/init.ts';
import { InquiryRepository } from './inquiry.repository.ts';

export const inquiriesRouter = router({
  /** Public: a visitor's lead. Limited per address so a script cannot flood the inbox. */
  create: publicProcedure.input(inquiryCreateSchema).mutation(async ({ ctx, input }) => {
    const wait = ctx.services.inquiryLimiter.hit(ctx.clientIp);
    if (wait > 0) throw tooManyRequests(ctx, wait, 'Too many requests. Please try again in a minute.');
    const inquiry = await new InquiryRepository(ctx.em).create(input);
    return { success: true as const, id: inquiry.id };
  }),

  list: protectedProcedure.input(inquiryListInput).query(({ ctx, input }) => new InquiryRepository(ctx.em).list(input)),

  count: protectedProcedure.query(({ ctx }) => new InquiryRepository(ctx.em).count()),
});

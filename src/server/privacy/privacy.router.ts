import { personalDataLookupSchema } from '../../shared/privacy/schemas.ts';
import { protectedProcedure, router } from '../trpc/init.ts';
import { PersonalDataService } from './personal-data.service.ts';

/** Staff only: a person's right to a copy of their data and to its erasure. */
export const privacyRouter = router({
  find: protectedProcedure
    .input(personalDataLookupSchema)
    .query(({ ctx, input }) => new PersonalDataService(ctx.em, ctx.user).find(input.contact)),

  export: protectedProcedure
    .input(personalDataLookupSchema)
    .mutation(({ ctx, input }) => new PersonalDataService(ctx.em, ctx.user).export(input.contact)),

  erase: protectedProcedure
    .input(personalDataLookupSchema)
    .mutation(({ ctx, input }) => new PersonalDataService(ctx.em, ctx.user).erase(input.contact)),

  actions: protectedProcedure.query(({ ctx }) => new PersonalDataService(ctx.em, ctx.user).actions()),
});

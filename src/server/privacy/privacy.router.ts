import { personalDataLookupSchema } from '../../shared/privacy/schemas.ts';
import { staffProcedure, router } from '../trpc/init.ts';
import { PersonalDataService } from './personal-data.service.ts';

/** Staff only: a person's right to a copy of their data and to its erasure. */
export const privacyRouter = router({
  find: staffProcedure('privacy.manage')
    .input(personalDataLookupSchema)
    .query(({ ctx, input }) => new PersonalDataService(ctx.em, ctx.user).find(input.contact)),

  export: staffProcedure('privacy.manage')
    .input(personalDataLookupSchema)
    .mutation(({ ctx, input }) => new PersonalDataService(ctx.em, ctx.user).export(input.contact)),

  erase: staffProcedure('privacy.manage')
    .input(personalDataLookupSchema)
    .mutation(({ ctx, input }) => new PersonalDataService(ctx.em, ctx.user).erase(input.contact)),

  actions: staffProcedure('privacy.manage').query(({ ctx }) => new PersonalDataService(ctx.em, ctx.user).actions()),
});

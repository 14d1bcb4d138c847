import { personalDataLookupSchema } from '../../shared/privacy/schemas.ts';
import { personalDataEraseEntry, personalDataExportEntry, personalDataSearchEntry } from '../audit/audit-entries.ts';
import { protectedProcedure, router } from '../trpc/init.ts';
import { PersonalDataService } from './personal-data.service.ts';

/** Staff only: a person's right to a copy of their data and to its erasure. */
export const privacyRouter = router({
  find: protectedProcedure.input(personalDataLookupSchema).query(({ ctx, input }) =>
    ctx.services.audit.recordWith(
      ctx,
      (em) => new PersonalDataService(em, ctx.user).find(input.contact),
      (found) => personalDataSearchEntry(input.contact, found.total),
    ),
  ),

  export: protectedProcedure.input(personalDataLookupSchema).mutation(({ ctx, input }) =>
    ctx.services.audit.recordExport(
      ctx,
      (em) => new PersonalDataService(em, ctx.user).export(input.contact),
      (exported) => personalDataExportEntry(input.contact, exported.data.counts),
    ),
  ),

  erase: protectedProcedure.input(personalDataLookupSchema).mutation(({ ctx, input }) =>
    ctx.services.audit.recordWith(
      ctx,
      (em) => new PersonalDataService(em, ctx.user).erase(input.contact),
      (erased) => personalDataEraseEntry(input.contact, erased.counts),
    ),
  ),

  actions: protectedProcedure.query(({ ctx }) => new PersonalDataService(ctx.em, ctx.user).actions()),
});

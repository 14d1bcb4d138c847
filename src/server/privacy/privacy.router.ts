import { personalDataLookupSchema } from '../../shared/privacy/schemas.ts';
import { personalDataEraseEntry, personalDataExportEntry, personalDataSearchEntry } from '../audit/audit-entries.ts';
import { router, staffProcedure } from '../trpc/init.ts';
import { PersonalDataService } from './personal-data.service.ts';

/** Staff only: a person's right to a copy of their data and to its erasure. */
export const privacyRouter = router({
  find: staffProcedure('privacy.manage')
    .input(personalDataLookupSchema)
    .query(({ ctx, input }) =>
      ctx.services.audit.recordWith(
        ctx,
        (em) => new PersonalDataService(em, ctx.user).find(input.contact),
        (found) => personalDataSearchEntry(input.contact, found.total),
      ),
    ),

  export: staffProcedure('privacy.manage')
    .input(personalDataLookupSchema)
    .mutation(({ ctx, input }) =>
      ctx.services.audit.recordExport(
        ctx,
        (em) => new PersonalDataService(em, ctx.user).export(input.contact),
        (exported) => personalDataExportEntry(input.contact, exported.data.counts),
      ),
    ),

  erase: staffProcedure('privacy.manage')
    .input(personalDataLookupSchema)
    .mutation(({ ctx, input }) =>
      ctx.services.audit.recordWith(
        ctx,
        (em) => new PersonalDataService(em, ctx.user).erase(input.contact),
        (erased) => personalDataEraseEntry(input.contact, erased.counts),
      ),
    ),

  actions: staffProcedure('privacy.manage').query(({ ctx }) => new PersonalDataService(ctx.em, ctx.user).actions()),
});

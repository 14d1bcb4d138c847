import { router, staffProcedure } from '../trpc/init.ts';
import { listsInUse } from './lists/sanctions-lists.ts';

/** The compliance files of deals and the sanctions lists: compliance officers only (no tipping off). */
export const complianceRouter = router({
  /** The version in use of each sanctions list (uploads go through POST /api/compliance/lists). */
  lists: staffProcedure('compliance.manage').query(({ ctx }) => listsInUse(ctx.em)),
});

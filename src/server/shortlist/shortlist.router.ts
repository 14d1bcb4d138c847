import { localeInput } from '../../shared/i18n/translations.ts';
import { shortlistIdsInput } from '../../shared/shortlist/schemas.ts';
import { advertisingRule } from '../properties/advertising-rule.ts';
import { publicProcedure, router } from '../trpc/init.ts';
import { shortlistEntries } from './shortlist.repository.ts';

export const shortlistRouter = router({
  /** The saved (or shared) residences by id: advertised ones whole, the rest as "no longer available". */
  residences: publicProcedure
    .input(shortlistIdsInput.extend(localeInput.shape))
    .query(async ({ ctx, input }) => shortlistEntries(ctx.em, input.ids, await advertisingRule(ctx.em), input.locale)),
});

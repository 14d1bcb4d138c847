import { staffProcedure, router } from '../trpc/init.ts';
import { TranslationWorkRepository } from './translation-work.repository.ts';

export const translationsRouter = router({
  /** The Translations page: each record and, by language, the fields its pages still show in English. */
  work: staffProcedure('content.edit').query(({ ctx }) => new TranslationWorkRepository(ctx.em).rows()),
});

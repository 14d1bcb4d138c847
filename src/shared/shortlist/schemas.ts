import { z } from 'zod';
import { SHORTLIST_LIMIT } from './shortlist.ts';

// Apart from shortlist.ts, which every public page's header loads (the shortlist's count): a zod
// schema there put the whole of zod into the first load of every page.

/** The public read of a shortlist: the ids the browser keeps. */
export const shortlistIdsInput = z.object({
  ids: z.array(z.number().int().positive()).max(SHORTLIST_LIMIT),
});

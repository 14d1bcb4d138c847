import { parseShortlistIds } from '../../../../shared/shortlist/shortlist.ts';

/** `?ids=12,40,7`: a shared shortlist (or the residences to compare); absent for one's own. */
export const validateIdsSearch = (search: Record<string, unknown>): { ids?: string } => {
  const ids = parseShortlistIds(search.ids);
  return ids.length ? { ids: ids.join(',') } : {};
};

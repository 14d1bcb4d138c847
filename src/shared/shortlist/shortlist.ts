/** How many residences the compare table shows side by side. */
export const COMPARE_LIMIT = 4;

/** How many residences one shortlist (or one share link) may hold. */
export const SHORTLIST_LIMIT = 24;

/** The ids of a share link: `?ids=12,40,7`, whole positive numbers, each once, in the order given. */
export function parseShortlistIds(value: unknown): number[] {
  const parts = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  const ids: number[] = [];
  for (const part of parts) {
    const id = typeof part === 'number' ? part : Number(String(part).trim());
    if (Number.isSafeInteger(id) && id > 0 && !ids.includes(id)) ids.push(id);
  }
  return ids.slice(0, SHORTLIST_LIMIT);
}

export const formatShortlistIds = (ids: readonly number[]): string => ids.join(',');

/**
 * A saved residence as the shortlist reads it: the listing while it is advertised, or only its id
 * once it is sold, let, withdrawn or otherwise not public (nothing else of it is told).
 */
export type ShortlistEntry<Property> =
  { state: 'advertised'; property: Property } | { state: 'unavailable'; id: number };

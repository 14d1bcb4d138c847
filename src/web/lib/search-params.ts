/**
 * Parsers for URL search parameters. Route `validateSearch` functions are part of the route tree
 * that every page loads, so they are written without zod (whose core alone is ~15 kB gzip): each
 * keeps a well-formed value and drops anything else, as `.optional().catch(undefined)` would. A
 * choice from a closed list is `optionalEnum` (src/shared/enums.ts).
 */

/** A text search parameter up to `maxLength` characters, or undefined (not the zod form-field helper). */
export function optionalSearchText(raw: unknown, maxLength: number): string | undefined {
  return typeof raw === 'string' && raw.length <= maxLength ? raw : undefined;
}

/** Text or a finite number (the router reads `?bedrooms=3` as the number 3). */
export function optionalSearchTextOrNumber(raw: unknown, maxLength: number): string | number | undefined {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : undefined;
  return optionalSearchText(raw, maxLength);
}

/** A calendar date written YYYY-MM-DD that exists. */
export function optionalIsoDate(raw: unknown): string | undefined {
  if (typeof raw !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(raw)) return undefined;
  const date = new Date(`${raw}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(raw) ? raw : undefined;
}

/**
 * The largest id a PostgreSQL `integer` column holds (the server's `MAX_ID`, restated here so the public
 * pages' first script does not pull in zod for one number; route-id.test.ts keeps the two equal).
 */
export const MAX_ROUTE_ID = 2_147_483_647;

/**
 * The record id a path segment names (`/admin/agents/12` → 12), or null when it cannot name one, so
 * there is nothing to ask the server for. A path names a record only in the id's own spelling, so '012',
 * '1e3' or ' 12' name none, and an id past the integer column's range names none either.
 */
export function parseRouteId(segment: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(segment)) return null;
  const id = Number(segment);
  return id <= MAX_ROUTE_ID ? id : null;
}

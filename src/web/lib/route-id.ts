import { idSchema } from '../../shared/validation.ts';

/**
 * The record id a path segment names (`/admin/agents/12` → 12), or null when it cannot name one, so
 * there is nothing to ask the server for. The server's id rule decides; a path names a record only in
 * the id's own spelling, so '012', '1e3' or ' 12' (which the rule would coerce) name none.
 */
export function parseRouteId(segment: string): number | null {
  const parsed = idSchema.safeParse(segment);
  return parsed.success && String(parsed.data) === segment ? parsed.data : null;
}

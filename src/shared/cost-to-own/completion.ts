import type { Completion } from './schemas.ts';

/** Whether a residence is bought ready or off-plan, from its completion status (free text staff type) and status. */
export function completionOf(property: { completionStatus?: string | null; status: string }): Completion {
  const text = `${property.completionStatus ?? ''} ${property.status}`.toLowerCase();
  return /off.?plan|under construction/.test(text) ? 'offPlan' : 'ready';
}

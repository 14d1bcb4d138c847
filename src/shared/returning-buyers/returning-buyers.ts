import { z } from 'zod';
import { idSchema } from '../validation.ts';

/**
 * A buyer's return to the site after their lead (issue #45). The browser is known by an httpOnly
 * cookie its lead's answer set, only when the lead agreed to news and offers: following up on a
 * visit is marketing, and the required privacy tick cannot also stand for it. A second cookie, with
 * no value but "yes", lets the page know it should report views at all: without it no request is made.
 */
export const RETURNING_BUYER_FLAG_COOKIE = 'ssr_returning';

/** How long a browser stays known after its lead. */
export const RETURNING_BUYER_DAYS = 90;

/** Views of residences (any, the same one counting each time) within a day that mean "interested again". */
export const INTEREST_VIEWS = 3;

export const residenceVisitInput = z.object({
  propertyId: idSchema,
  /** A look at the residence's page, or a save to the shortlist (which alone is interest). */
  kind: z.enum(['view', 'shortlist']).default('view'),
});
export type ResidenceVisitInput = z.input<typeof residenceVisitInput>;

import { z } from 'zod';
import { availabilityInput, bookViewingInput, viewingListInput } from '../../../shared/viewings/schemas.ts';
import { defineRoute } from '../define-route.ts';

/** Free slots change with every booking: cached only briefly. */
const AVAILABILITY_CACHE_SECONDS = 30;

/** Viewings: anyone may see free slots and book one; staff read the booked ones like the leads. */
export const viewingRoutes = [
  defineRoute({
    method: 'GET',
    url: '/viewings/availability',
    cacheSeconds: AVAILABILITY_CACHE_SECONDS,
    input: z.object({ query: availabilityInput }),
    handle: (c, { query }) => c.viewings.availability(query),
  }),
  defineRoute({
    method: 'POST',
    url: '/viewings',
    status: 201,
    input: z.object({ body: bookViewingInput }),
    handle: (c, { body }) => c.viewings.book(body),
  }),
  defineRoute({
    method: 'GET',
    url: '/viewings',
    staff: 'viewings.read',
    input: z.object({ query: viewingListInput }),
    handle: (c, { query }) => c.viewings.list(query),
  }),
];

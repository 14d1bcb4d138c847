import { z } from 'zod';
import { availabilityInput, bookViewingInput, viewingListInput } from '../../../shared/viewings/schemas.ts';
import { defineRoute } from '../define-route.ts';

/** Viewings: anyone may see free slots and book one; staff read the booked ones like the leads. */
export const viewingRoutes = [
  defineRoute({
    method: 'GET',
    url: '/viewings/availability',
    // Never cached (no-store, and not kept by the server's answer cache): a slot booked, moved or
    // cancelled on any instance must be gone from, or back in, the very next answer, or the next
    // visitor picks a slot that has gone and is refused.
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

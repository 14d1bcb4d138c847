import { z } from 'zod';
import { syncListInput, syncPageResponse } from '../../../shared/api/responses.ts';
import {
  availabilityResponse,
  staffViewingResponse,
  syncedViewingResponse,
  viewingResponse,
} from '../../../shared/viewings/responses.ts';
import { availabilityInput, bookViewingInput, viewingListInput } from '../../../shared/viewings/schemas.ts';
import { defineRoute } from '../define-route.ts';
import { nextPageLink } from './sync-links.ts';

/** Viewings: anyone may see free slots and book one; staff read the booked ones like the leads. */
export const viewingRoutes = [
  defineRoute({
    method: 'GET',
    url: '/viewings/availability',
    summary: 'List the free viewing slots',
    description: 'Of the residence’s agent, of one agent, or of any agent who takes leads; at most 31 days.',
    tag: 'Viewings',
    // Never cached (no-store, and not kept by the server's answer cache): a slot booked, moved or
    // cancelled on any instance must be gone from, or back in, the very next answer, or the next
    // visitor picks a slot that has gone and is refused.
    input: z.object({ query: availabilityInput }),
    response: availabilityResponse,
    handle: (c, { query }) => c.viewings.availability(query),
  }),
  defineRoute({
    method: 'POST',
    url: '/viewings',
    summary: 'Book a viewing',
    description: 'A slot that has just gone answers 409 with the next free ones in `nextSlots`.',
    tag: 'Viewings',
    refusals: [409, 429],
    status: 201,
    input: z.object({ body: bookViewingInput }),
    response: viewingResponse,
    handle: (c, { body }) => c.viewings.book(body),
  }),
  defineRoute({
    method: 'GET',
    url: '/viewings',
    summary: 'List the viewings of some days',
    description: 'Booked and cancelled viewings starting between two Dubai dates (both included), earliest first.',
    tag: 'Viewings',
    staff: 'viewings.read',
    input: z.object({ query: viewingListInput }),
    response: z.array(staffViewingResponse),
    handle: (c, { query }) => c.viewings.list(query),
  }),
  defineRoute({
    method: 'GET',
    url: '/viewings/changes',
    summary: 'Sync the viewings that changed',
    description:
      'Incremental sync: viewings booked, moved or cancelled since `updatedSince` (or since a `cursor`), ' +
      'oldest change first; see "Incremental sync" in the guide.',
    tag: 'Viewings',
    staff: 'viewings.read',
    input: z.object({ query: syncListInput }),
    response: syncPageResponse(syncedViewingResponse, 'SyncedViewingPage'),
    handle: (c, { query }) => c.viewings.changes(query),
    headers: nextPageLink,
  }),
];

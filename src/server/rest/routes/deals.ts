import { z } from 'zod';
import { dealPageResponse, dealResponse } from '../../../shared/deals/responses.ts';
import {
  dealCreateInput,
  dealListInput,
  dealMoveInput,
  dealPatchInput,
  dealUpdateInput,
  paymentFields,
} from '../../../shared/deals/schemas.ts';
import { byIdInput } from '../../../shared/validation.ts';
import { byIdPath, defineRoute } from '../define-route.ts';
import { nextPageLink } from './sync-links.ts';

/** Deals from offer to completion: staff read and work them, agents their own. */
export const dealRoutes = [
  defineRoute({
    method: 'GET',
    url: '/deals',
    summary: 'List the deals',
    description:
      'Deals oldest change first, a page at a time, as the incremental-sync lists page (`updatedSince`, `cursor`, ' +
      'the `Link: rel="next"` header); filtered by `stage`, `kind` and `agentId`.',
    tag: 'Deals',
    staff: 'deals.read',
    input: z.object({ query: dealListInput }),
    response: dealPageResponse,
    handle: (c, { query }) => c.deals.list(query),
    headers: nextPageLink,
  }),
  defineRoute({
    method: 'GET',
    url: '/deals/:id',
    summary: 'Read a deal',
    description: 'With its parties, payments and stage history, and whether a Real Estate Activity Report is required.',
    tag: 'Deals',
    staff: 'deals.read',
    refusals: [404],
    input: byIdPath,
    response: dealResponse,
    // The deal page's list of papers (deals.byId) is the console's, not in the documented answer.
    handle: async (c, { params }) => dealResponse.parse(await c.deals.byId(params)),
  }),
  defineRoute({
    method: 'POST',
    url: '/deals',
    summary: 'Start a deal',
    description:
      'At the offer stage. From a lead (`inquiryId`), its residence, agent and contact (as the first buyer or tenant) ' +
      'are taken unless given.',
    tag: 'Deals',
    staff: 'deals.work',
    refusals: [404],
    status: 201,
    input: z.object({ body: dealCreateInput }),
    response: dealResponse,
    handle: (c, { body }) => c.deals.create(body),
  }),
  defineRoute({
    method: 'PATCH',
    url: '/deals/:id',
    summary: 'Change a deal or move it to another stage',
    description:
      'The fields given change; `stage` moves it (forward to any later stage, back one stage by an owner or ' +
      'manager, `lost` from any open stage with the reason in `note`). A move the stage rules or the compliance ' +
      'file refuse answers 409 with the reason; nothing of the request is kept then.',
    tag: 'Deals',
    staff: 'deals.work',
    refusals: [404, 409],
    input: z.object({
      params: byIdInput,
      body: dealUpdateInput
        .omit({ id: true })
        .extend({ stage: dealPatchInput.shape.stage, note: dealMoveInput.shape.note }),
    }),
    response: dealResponse,
    handle: (c, { params, body: { stage, note, ...fields } }) => c.deals.patch({ id: params.id, fields, stage, note }),
  }),
  defineRoute({
    method: 'POST',
    url: '/deals/:id/payments',
    summary: 'Record a payment on a deal',
    description: 'Money received; the answer says whether the payments now require a Real Estate Activity Report.',
    tag: 'Deals',
    staff: 'deals.work',
    refusals: [404, 409],
    status: 201,
    input: z.object({ params: byIdInput, body: paymentFields }),
    response: dealResponse,
    handle: (c, { params, body }) => c.deals.addPayment({ dealId: params.id, ...body }),
  }),
];

import { Readable } from 'node:stream';
import { z } from 'zod';
import { syncListInput, syncPageResponse } from '../../../shared/api/responses.ts';
import { leadCreatedResponse, leadResponse, syncedLeadResponse } from '../../../shared/inquiries/responses.ts';
import { detectInquiryKind, inquiryCreateSchema, inquiryListInput } from '../../../shared/inquiries/schemas.ts';
import { defineRoute, noInput } from '../define-route.ts';
import { nextPageLink } from './sync-links.ts';

/**
 * Integrators post the contact, enquiry and valuation payloads without a `kind`: it is told from
 * their fields before the payload meets the schema of that kind.
 */
const inquiryBody = z
  .preprocess((body) => {
    const fields = z.record(z.string(), z.unknown()).safeParse(body);
    return fields.success ? { ...fields.data, kind: detectInquiryKind(fields.data) } : body;
  }, inquiryCreateSchema)
  .meta({
    description:
      'One of the lead forms. `kind` may be left out: `firstName` makes a contact, `type: "Valuation"` a valuation, ' +
      '`type: "Lettings"` or `fullName` a lettings request, `inputs` a cost breakdown, anything else an enquiry.',
    // The document says what the preprocessing accepts: each form without its `kind`, so any of them may match.
    override: ({ jsonSchema }) => {
      const forms = jsonSchema.oneOf ?? [];
      jsonSchema.anyOf = forms.map((form) => ({ ...form, required: form.required?.filter((key) => key !== 'kind') }));
      delete jsonSchema.oneOf;
    },
  });

/** The leads: staff read and export them; anyone may send one. */
export const inquiryRoutes = [
  defineRoute({
    method: 'GET',
    url: '/inquiries',
    summary: 'List the newest leads',
    description: 'The newest 500 leads, newest first, as a bare array. To page through all of them, use the sync list.',
    tag: 'Leads',
    staff: 'leads.read',
    input: noInput,
    response: z.array(leadResponse),
    // The documented answer is a bare array, so the newest 500 leads stand in for the paged list.
    handle: async (c) => (await c.inquiries.list({ limit: 500, offset: 0 })).items,
  }),
  defineRoute({
    method: 'GET',
    url: '/leads/changes',
    summary: 'Sync the leads that changed',
    description:
      'Incremental sync: leads that arrived or changed (status, agent) since `updatedSince` (or since a ' +
      '`cursor`), oldest change first, a page at a time; see "Incremental sync" in the guide.',
    tag: 'Leads',
    staff: 'leads.read',
    input: z.object({ query: syncListInput }),
    response: syncPageResponse(syncedLeadResponse, 'SyncedLeadPage'),
    handle: (c, { query }) => c.inquiries.changes(query),
    headers: nextPageLink,
  }),
  defineRoute({
    method: 'GET',
    url: '/inquiries/export.csv',
    summary: 'Export the leads as CSV',
    description: 'The filtered leads, whole, streamed as a spreadsheet-safe CSV file.',
    tag: 'Leads',
    staff: 'leads.export',
    input: z.object({ query: inquiryListInput }),
    response: { mediaType: 'text/csv', description: 'One row per lead, with a header row.' },
    handle: (c, { query }) => c.inquiries.exportCsv(query),
    // Streamed: rows are read from the database as the client takes them.
    send: (reply, { filename, csv }) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${filename}"`)
        .send(Readable.from(csv())),
  }),
  // A lead sent by an integrator: the same procedure as the site's forms.
  defineRoute({
    method: 'POST',
    url: '/inquiries',
    summary: 'Send a lead',
    description:
      'The contact-form, enquiry and valuation payloads are told apart by their fields; `kind` names any other.',
    tag: 'Leads',
    refusals: [429],
    status: 201,
    input: z.object({ body: inquiryBody }),
    response: leadCreatedResponse,
    handle: (c, { body }) => c.inquiries.create(body),
  }),
];

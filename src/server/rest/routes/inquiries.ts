import { Readable } from 'node:stream';
import { z } from 'zod';
import { detectInquiryKind, inquiryCreateSchema, inquiryListInput } from '../../../shared/inquiries/schemas.ts';
import { defineRoute, noInput } from '../define-route.ts';

/**
 * Integrators post the contact, enquiry and valuation payloads without a `kind`: it is told from
 * their fields before the payload meets the schema of that kind.
 */
const inquiryBody = z.preprocess((body) => {
  const fields = z.record(z.string(), z.unknown()).safeParse(body);
  return fields.success ? { ...fields.data, kind: detectInquiryKind(fields.data) } : body;
}, inquiryCreateSchema);

/** The leads: staff read and export them; anyone may send one. */
export const inquiryRoutes = [
  defineRoute({
    method: 'GET',
    url: '/inquiries',
    staff: 'leads.read',
    input: noInput,
    // The documented answer is a bare array, so the newest 500 leads stand in for the paged list.
    handle: async (c) => (await c.inquiries.list({ limit: 500, offset: 0 })).items,
  }),
  defineRoute({
    method: 'GET',
    url: '/inquiries/export.csv',
    staff: 'leads.export',
    input: z.object({ query: inquiryListInput }),
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
    status: 201,
    input: z.object({ body: inquiryBody }),
    handle: (c, { body }) => c.inquiries.create(body),
  }),
];

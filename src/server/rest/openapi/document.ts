import { z } from 'zod';
import {
  createDocument,
  type CreateDocumentOptions,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
} from 'zod-openapi';
import { leadResponse } from '../../../shared/inquiries/responses.ts';
import { uploadedImageResponse } from '../../../shared/media/schemas.ts';
import { SUBSCRIBABLE_EVENTS } from '../../../shared/webhooks/schemas.ts';
import { dealEventResponse } from '../../../shared/deals/responses.ts';
import { API_TAGS, type ApiTag } from '../define-route.ts';
import { restRoutes } from '../rest-routes.ts';
import { componentResponses, openApiPath, operationOf } from './operations.ts';

/*
 * The OpenAPI 3.1 document of /api, made on its first request (openapi/reference.ts) from the very zod
 * schemas the routes parse their input with and the response schemas their results must fit
 * (define-route.ts): no second, hand-written description that could drift. Served at /api/openapi.json and read by the reference at /api/docs.
 */

const TAG_DESCRIPTIONS: Record<ApiTag, string> = {
  Listings: 'The residences: public reads, staff writes.',
  Agents: 'The agents: public reads, staff writes.',
  'Site content': 'What the site shows besides the residences, and the market figures. Public.',
  Leads: 'Leads: anyone may send one; staff read, sync and export them.',
  Viewings: 'Free slots and bookings (public); the booked viewings (staff).',
  Deals:
    'Sales and rentals from offer to completion, with their parties, payments and stage history (staff; agents their own).',
  Media: 'Photos uploaded for the residences and agents.',
  'API keys':
    'Owners create and revoke the keys integrators call with, signed in to the console (a key cannot manage keys).',
  Meta: 'This document.',
};

const header = (description: string, schema: z.ZodType) => schema.meta({ description });

/** The operations of /api that are not `defineRoute` routes: the multipart upload and this document. */
const OTHER_OPERATIONS: Record<string, Record<string, ZodOpenApiOperationObject>> = {
  '/api/uploads': {
    post: {
      operationId: 'postUploads',
      summary: 'Upload a photo',
      description:
        'An image of at most 12 MB, as the multipart field `file`: stored in three widths as WebP ' +
        'and as a JPEG for the portals. Requires the `media.upload` scope. With an `Idempotency-Key`, a retry ' +
        'sending the same parts (field, file name, type and bytes) answers the first upload again.',
      tags: ['Media'],
      security: [{ bearerAuth: [] }, { staffSession: [] }],
      'x-required-scope': 'media.upload',
      parameters: [{ $ref: '#/components/parameters/IdempotencyKey' }],
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: z.object({ file: z.string().meta({ format: 'binary', description: 'The image.' }) }),
          },
        },
      },
      responses: {
        '201': {
          description: 'Created',
          headers: { 'X-Request-Id': { $ref: '#/components/headers/RequestId' } },
          content: { 'application/json': { schema: uploadedImageResponse } },
        },
        '400': { $ref: '#/components/responses/BadRequest' },
        '401': { $ref: '#/components/responses/Unauthorized' },
        '403': { $ref: '#/components/responses/Forbidden' },
        '429': { $ref: '#/components/responses/TooManyRequests' },
        default: { $ref: '#/components/responses/Problem' },
      },
    },
  },
  '/api/openapi.json': {
    get: {
      operationId: 'getOpenapiJson',
      summary: 'Read this document',
      description: 'The OpenAPI 3.1 document of the API. `npm run api:types` makes TypeScript types from it.',
      tags: ['Meta'],
      security: [],
      responses: {
        '200': {
          description: 'OK',
          content: { 'application/json': { schema: z.record(z.string(), z.unknown()) } },
        },
      },
    },
  },
};

/** What each event says and carries. */
const WEBHOOK_DOCS: Record<(typeof SUBSCRIBABLE_EVENTS)[number], { summary: string; tag: ApiTag; data: z.ZodType }> = {
  'lead.created': { summary: 'A lead has arrived', tag: 'Leads', data: leadResponse },
  'lead.updated': { summary: 'A lead has changed (status or agent)', tag: 'Leads', data: leadResponse },
  'deal.created': { summary: 'A deal has been started', tag: 'Deals', data: dealEventResponse },
  'deal.updated': {
    summary: 'A deal has changed (stage, fields, parties or payments)',
    tag: 'Deals',
    data: dealEventResponse,
  },
};

/** The lead and deal events sent to the webhook endpoints staff register (Standard Webhooks). */
function webhooks(): ZodOpenApiPathsObject {
  const signed = {
    'webhook-id': header('The message id: the same on every retry of one message.', z.string()),
    'webhook-timestamp': header('When it was sent, in Unix seconds.', z.string()),
    'webhook-signature': header(
      '`v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}` with the endpoint secret.',
      z.string(),
    ),
  };
  return Object.fromEntries(
    SUBSCRIBABLE_EVENTS.map((event) => [
      event,
      {
        post: {
          summary: WEBHOOK_DOCS[event].summary,
          description:
            'Sent to each endpoint subscribed to the event, signed as Standard Webhooks sign (webhook-id, ' +
            '-timestamp, -signature), retried with backoff until it is answered with a 2xx.',
          tags: [WEBHOOK_DOCS[event].tag],
          requestParams: { header: z.object(signed) },
          requestBody: {
            content: {
              'application/json': {
                schema: z.object({
                  type: z.literal(event),
                  timestamp: z.string().meta({ format: 'date-time' }),
                  data: WEBHOOK_DOCS[event].data,
                }),
              },
            },
          },
          responses: { '2XX': { description: 'Received: any 2xx status ends the retries.' } },
        },
      },
    ]),
  );
}

function paths(): ZodOpenApiPathsObject {
  const byPath: ZodOpenApiPathsObject = {};
  for (const route of restRoutes) {
    const path = openApiPath(route.url);
    byPath[path] = { ...byPath[path], [route.method.toLowerCase()]: operationOf(route) };
  }
  for (const [path, operations] of Object.entries(OTHER_OPERATIONS)) byPath[path] = { ...byPath[path], ...operations };
  return byPath;
}

/**
 * What the request schemas accept beyond what JSON Schema says of them, said for requests: a field
 * our schemas coerce (`z.coerce.number()`) takes the number as text too, as forms and query strings
 * send it; and a text our schemas trim first is measured after trimming, which a length cannot say.
 */
const asAccepted: NonNullable<CreateDocumentOptions['override']> = ({ jsonSchema, zodSchema, io }) => {
  if (io !== 'input') return;
  const { def } = zodSchema._zod;
  if ('coerce' in def && def.coerce && typeof jsonSchema.type === 'string') {
    jsonSchema.type = [jsonSchema.type, 'string'];
  }
  const normalised = 'checks' in def && def.checks?.some((check) => check._zod.def.check === 'overwrite');
  if (normalised && (jsonSchema.maxLength !== undefined || jsonSchema.minLength !== undefined)) {
    const { minLength, maxLength } = jsonSchema;
    delete jsonSchema.minLength;
    delete jsonSchema.maxLength;
    const bounds = [
      minLength !== undefined && `at least ${minLength}`,
      maxLength !== undefined && `at most ${maxLength}`,
    ];
    jsonSchema.description = [
      jsonSchema.description,
      `Trimmed, then ${bounds.filter(Boolean).join(' and ')} characters.`,
    ]
      .filter(Boolean)
      .join(' ');
  }
};

function buildDocument() {
  return createDocument(
    {
      openapi: '3.1.0',
      info: {
        title: 'Six Senses Residences API',
        version: '1.0.0',
        description:
          'The listings, agents, leads and viewings of the agency. Staff operations take an API key ' +
          '(`Authorization: Bearer ssr_…`) holding the scope each names; see docs/api.md for keys, pagination, ' +
          'errors, limits, idempotency and webhooks.',
      },
      servers: [{ url: '/', description: 'This site' }],
      tags: API_TAGS.map((name) => ({ name, description: TAG_DESCRIPTIONS[name] })),
      paths: paths(),
      webhooks: webhooks(),
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            description:
              'An API key an owner made on /admin/api-keys: `Authorization: Bearer ssr_…`. It holds scopes ' +
              '(permissions of the staff permission table) and may be bound to one agent, whose records alone it sees.',
          },
          staffSession: {
            type: 'apiKey',
            in: 'cookie',
            name: 'ssr_session',
            description:
              'The console’s session cookie (`__Host-ssr_session` over HTTPS), for the console itself: a write from a ' +
              'browser must also come from this site (Origin).',
          },
        },
        parameters: {
          IdempotencyKey: {
            name: 'Idempotency-Key',
            in: 'header',
            required: false,
            description:
              'Any unique string (a UUID): the same key with the same body within 24 hours answers the first ' +
              'answer again, creating nothing twice; with another body it is refused with 422.',
            schema: { type: 'string', maxLength: 255 },
          },
        },
        headers: {
          RequestId: header('The id of this request: quote it when asking us about an answer.', z.string()),
          RateLimitLimit: header('Requests the key may make in a window (600 a minute unless set otherwise).', z.int()),
          RateLimitRemaining: header('Requests left in the current window.', z.int()),
          RateLimitReset: header('Seconds until the window starts again.', z.int()),
          RetryAfter: header('Seconds to wait before asking again.', z.int()),
          NextPageLink: header('`<…>; rel="next"`: the next page, while more changes are waiting.', z.string()),
          Deprecation: header('RFC 9745: when the operation was deprecated (`@` and Unix seconds).', z.string()),
          Sunset: header('RFC 8594: the HTTP date it goes away.', z.string()),
        },
        responses: componentResponses,
      },
    },
    { override: asAccepted },
  );
}

let built: ReturnType<typeof buildDocument> | null = null;

/** The document, made once (it depends on nothing but the code). */
export function apiDocument(): ReturnType<typeof buildDocument> {
  built ??= buildDocument();
  return built;
}

import { z } from 'zod';
import type { ZodOpenApiOperationObject, ZodOpenApiResponseObject, ZodOpenApiResponsesObject } from 'zod-openapi';
import { problemResponse } from '../../../shared/api/responses.ts';
import { PERMISSIONS } from '../../../shared/staff/permissions.ts';
import type { RestRoute } from '../define-route.ts';

/** `/properties/:id` as OpenAPI writes a path: `/properties/{id}`. */
export const openApiPath = (url: string) => `/api${url.replace(/:(\w+)/g, '{$1}')}`;

const ref = (kind: 'headers' | 'responses', name: string) => ({ $ref: `#/components/${kind}/${name}` });

/** What every answer carries, and what an answer to a key also carries (rate limits). */
function answerHeaders(route: Pick<RestRoute, 'staff' | 'deprecated'>, extra: Record<string, object> = {}) {
  return {
    'X-Request-Id': ref('headers', 'RequestId'),
    ...(route.staff
      ? {
          'RateLimit-Limit': ref('headers', 'RateLimitLimit'),
          'RateLimit-Remaining': ref('headers', 'RateLimitRemaining'),
          'RateLimit-Reset': ref('headers', 'RateLimitReset'),
        }
      : {}),
    ...(route.deprecated ? { Deprecation: ref('headers', 'Deprecation'), Sunset: ref('headers', 'Sunset') } : {}),
    ...extra,
  };
}

/** The refusals every operation shares, as components (see `componentResponses`). */
export const componentResponses: Record<string, ZodOpenApiResponseObject> = Object.fromEntries(
  (
    [
      ['BadRequest', 'The request is malformed or a field is invalid: `errors` names each field as sent.'],
      ['Unauthorized', 'No valid credential: sign in, or send `Authorization: Bearer <key>`.'],
      ['Forbidden', 'The credential lacks the permission (scope) the operation requires.'],
      ['NotFound', 'Nothing by that id (or outside what the credential may see).'],
      ['Conflict', 'The request clashes with what is stored (a viewing slot that has just gone).'],
      ['Gone', 'The residence has been taken off the market.'],
      ['TooManyRequests', 'Too many requests: wait for `Retry-After` seconds.'],
      ['Problem', 'Any other refusal or failure (413, 415, 422, 500, 503).'],
    ] as const
  ).map(([name, description]) => [
    name,
    {
      description,
      headers: {
        'X-Request-Id': ref('headers', 'RequestId'),
        ...(name === 'TooManyRequests' ? { 'Retry-After': ref('headers', 'RetryAfter') } : {}),
      },
      content: { 'application/problem+json': { schema: problemResponse } },
    },
  ]),
);

const REFUSAL_RESPONSES = { 404: 'NotFound', 409: 'Conflict', 410: 'Gone', 429: 'TooManyRequests' } as const;

/** The part of a route's input schema under `key` (params, query, body), unwrapped of a default. */
function partOf(input: z.ZodType, key: 'params' | 'query' | 'body'): z.ZodType | undefined {
  if (!(input instanceof z.ZodObject)) throw new Error('A route input is an object of params, query and body');
  let part: unknown = input.shape[key];
  while (part instanceof z.ZodDefault || part instanceof z.ZodOptional) part = part.unwrap();
  return part instanceof z.ZodType ? part : undefined;
}

/** The path or query part, which OpenAPI lists parameter by parameter: an object schema. */
function parametersOf(input: z.ZodType, key: 'params' | 'query'): z.ZodObject | undefined {
  const part = partOf(input, key);
  if (part === undefined || part instanceof z.ZodObject) return part;
  throw new Error(`The ${key} of a route is an object schema`);
}

/** Who may call: public, public with more for staff, or staff with one permission (a key's scope). */
function access(route: RestRoute): Pick<ZodOpenApiOperationObject, 'security' | 'description'> & {
  'x-required-scope'?: string;
} {
  const roles = route.staff ? PERMISSIONS[route.staff].join(', ') : '';
  if (route.staff) {
    return {
      security: [{ bearerAuth: [] }, { staffSession: [] }],
      'x-required-scope': route.staff,
      description: `Requires the \`${route.staff}\` scope (a key holding it, or a staff session of a role that has it: ${roles}).`,
    };
  }
  // Anyone; a staff credential changes what some reads answer.
  return { security: route.readsAsStaff ? [{}, { bearerAuth: [] }, { staffSession: [] }] : [] };
}

/** The operation of one /api route, made from its schemas and its docs. */
export function operationOf(route: RestRoute): ZodOpenApiOperationObject {
  const params = parametersOf(route.input, 'params');
  const query = parametersOf(route.input, 'query');
  const body = partOf(route.input, 'body');
  const status = String(route.status ?? 200) as `2${string}`;
  const successContent =
    route.response instanceof z.ZodType
      ? { 'application/json': { schema: route.response } }
      : { [route.response.mediaType]: { schema: z.string().meta({ description: route.response.description }) } };
  const responses: ZodOpenApiResponsesObject = {
    [status]: {
      description: route.status === 201 ? 'Created' : 'OK',
      headers: answerHeaders(route, route.url.endsWith('/changes') ? { Link: ref('headers', 'NextPageLink') } : {}),
      content: successContent,
    },
    '400': ref('responses', 'BadRequest'),
    ...(route.staff ? { '401': ref('responses', 'Unauthorized'), '403': ref('responses', 'Forbidden') } : {}),
    ...(params ? { '404': ref('responses', 'NotFound') } : {}),
    ...Object.fromEntries(
      (route.refusals ?? []).map((code) => [String(code), ref('responses', REFUSAL_RESPONSES[code])]),
    ),
    ...(route.staff ? { '429': ref('responses', 'TooManyRequests') } : {}),
    default: ref('responses', 'Problem'),
  };
  const { description: accessNote, ...security } = access(route);
  const description = [route.description, accessNote, route.deprecated && `Deprecated: ${route.deprecated.note}`]
    .filter(Boolean)
    .join('\n\n');
  return {
    operationId: `${route.method.toLowerCase()}${openApiPath(route.url)
      .replace(/^\/api/, '')
      .replace(/[{}]/g, '')
      .replace(/[^a-zA-Z0-9]+(\w)?/g, (_, next: string | undefined) => (next ?? '').toUpperCase())}`,
    summary: route.summary,
    ...(description ? { description } : {}),
    tags: [route.tag],
    ...security,
    ...(route.deprecated ? { deprecated: true } : {}),
    ...(params || query
      ? {
          requestParams: {
            ...(params ? { path: params } : {}),
            ...(query ? { query } : {}),
          },
        }
      : {}),
    // Every POST may be retried safely with the same Idempotency-Key.
    ...(route.method === 'POST' ? { parameters: [{ $ref: '#/components/parameters/IdempotencyKey' }] } : {}),
    ...(body ? { requestBody: { required: true, content: { 'application/json': { schema: body } } } } : {}),
    responses,
  };
}

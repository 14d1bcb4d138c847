import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiDocument } from '../../src/server/rest/openapi/document.ts';

/**
 * The contract test of /api (issue #43): every /api exchange an integration test provokes is checked
 * against the OpenAPI document the app serves, both ways. The request: its path and query parameters
 * must be documented and fit their schemas, its body must be of a documented media type and fit the
 * schema with no field the schema does not name (the app's schemas drop unknown fields, so an
 * undocumented one would pass unseen otherwise). The answer: a JSON answer (success or refusal) must fit
 * the schema of its operation and status, and a route that answered must be described.
 * A request the app refused as invalid (400, 413, 415, 422), or before reading it (401, 403, 429: the
 * staff gate and a key's rate limit run first), is a test of that refusal, often deliberately off the
 * document, so its request is not held to it; the refusal's answer still is.
 * A request a test sends off the document on purpose, which the app accepts (a field no schema names,
 * to show how deep a body may nest), says so with OFF_DOCUMENT among its headers.
 * `watchApiContract` records the breaches; `createTestApp`'s `close()` fails the file on any.
 */

/** The header of a request deliberately off the document that the app accepts: only its answer is checked. */
export const OFF_DOCUMENT = { 'x-test-off-document': 'deliberate' } as const;

type Json = Record<string, unknown>;
type Document = Json & { paths: Record<string, Record<string, Json>> };

const document = apiDocument() as unknown as Document;

/** Every object schema of a request body, closed to fields it does not name (JSON Schema leaves them open). */
function closed(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(closed);
  if (typeof schema !== 'object' || schema === null) return schema;
  const copy: Json = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, closed(value)]));
  const open = !('additionalProperties' in copy) && !('unevaluatedProperties' in copy);
  if (open && typeof copy.properties === 'object') copy.unevaluatedProperties = false;
  return copy;
}

/** The document with its request bodies closed, which requests are checked against. */
const requestDocument: Document = {
  ...document,
  paths: Object.fromEntries(
    Object.entries(document.paths).map(([path, operations]) => [
      path,
      Object.fromEntries(
        Object.entries(operations).map(([method, operation]) => [
          method,
          { ...operation, requestBody: closed(operation.requestBody) },
        ]),
      ),
    ]),
  ),
};

const ajv = new Ajv2020({ strict: false, allErrors: true });
// Query and path parameters arrive as text: read them as their schema types, as the app's schemas do.
const parameterAjv = new Ajv2020({ strict: false, allErrors: true, coerceTypes: 'array' });
for (const one of [ajv, parameterAjv]) {
  addFormats.default(one);
  one.addFormat('binary', true);
}
ajv.addSchema({ ...document, $id: 'api.json' });
ajv.addSchema({ ...requestDocument, $id: 'request.json' });

const pointer = (...parts: string[]) => parts.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');
const validators = new Map<string, ValidateFunction>();
function validatorAt(at: string, of: 'api.json' | 'request.json' = 'api.json'): ValidateFunction {
  let validate = validators.get(`${of}#/${at}`);
  if (!validate) {
    validate = ajv.compile({ $ref: `${of}#/${at}` });
    validators.set(`${of}#/${at}`, validate);
  }
  return validate;
}
const parameterValidators = new WeakMap<object, ValidateFunction>();
function parameterValidator(schema: object): ValidateFunction {
  let validate = parameterValidators.get(schema);
  if (!validate) {
    validate = parameterAjv.compile(schema);
    parameterValidators.set(schema, validate);
  }
  return validate;
}

/** The documented paths as patterns, the most specific first (`/properties/featured` before `/properties/{id}`). */
const templates = Object.keys(document.paths)
  .map((template) => ({
    template,
    params: (template.match(/\{/g) ?? []).length,
    pattern: new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}$`),
  }))
  .sort((a, b) => a.params - b.params);

function resolve(object: Json): { object: Json; at?: string } {
  const reference = object.$ref;
  if (typeof reference !== 'string') return { object };
  const at = reference.replace(/^#\//, '');
  const found = at.split('/').reduce<unknown>((node, key) => (node as Json | undefined)?.[key], document);
  return { object: found as Json, at };
}

export interface ContractBreach {
  request: string;
  problem: string;
}

/** One /api exchange: what was asked (as Fastify parsed it) and what was answered. */
export interface ApiExchange {
  method: string;
  url: string;
  /** The request's headers (lower-case names), its parsed query and path parameters, and parsed body. */
  headers: Record<string, string | string[] | undefined>;
  query: unknown;
  params: unknown;
  requestBody: unknown;
  status: number;
  contentType: string;
  body: string | null;
}

/** Refusals of a request as invalid, or before its input is read: such a request is a test of the refusal. */
const REFUSED_AS_INVALID = new Set([400, 401, 403, 413, 415, 422, 429]);

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: object;
}

function requestBreaches(exchange: ApiExchange, operation: Json, base: string): string[] {
  const problems: string[] = [];
  const parameters = ((operation.parameters as Json[] | undefined) ?? []).map(
    (parameter) => resolve(parameter).object as unknown as Parameter,
  );
  const given = { query: exchange.query, path: exchange.params };
  for (const where of ['query', 'path'] as const) {
    const values = (given[where] ?? {}) as Record<string, unknown>;
    const documented = parameters.filter((parameter) => parameter.in === where);
    for (const name of Object.keys(values)) {
      if (!documented.some((parameter) => parameter.name === name))
        problems.push(`the ${where} parameter \`${name}\` is not documented`);
    }
    for (const parameter of documented) {
      if (!(parameter.name in values)) {
        if (parameter.required) problems.push(`the required ${where} parameter \`${parameter.name}\` is missing`);
        continue;
      }
      const validate = parameterValidator(parameter.schema ?? {});
      if (!validate(structuredClone(values[parameter.name])))
        problems.push(
          `the ${where} parameter \`${parameter.name}\` breaks its schema: ${ajv.errorsText(validate.errors)}`,
        );
    }
  }
  const idempotencyKey = exchange.headers['idempotency-key'] !== undefined;
  if (
    idempotencyKey &&
    !parameters.some((parameter) => parameter.in === 'header' && parameter.name === 'Idempotency-Key')
  )
    problems.push('the Idempotency-Key header is not documented');

  const requestBody = operation.requestBody as Json | undefined;
  const mediaType =
    String(exchange.headers['content-type'] ?? '')
      .split(';')[0]
      ?.trim() ?? '';
  const hasBody = exchange.requestBody !== undefined && exchange.requestBody !== null;
  if (!requestBody) {
    if (hasBody) problems.push('sends a body the operation does not take');
    return problems;
  }
  const content = requestBody.content as Json;
  if (!mediaType) {
    if (requestBody.required) problems.push('sends no body, and the operation requires one');
  } else if (!content[mediaType]) {
    problems.push(`sends ${mediaType}, documented ${Object.keys(content).join(', ')}`);
  } else if (/json/.test(mediaType)) {
    const validate = validatorAt(`${base}/${pointer('requestBody', 'content', mediaType, 'schema')}`, 'request.json');
    if (!validate(exchange.requestBody))
      problems.push(`the request body breaks its schema: ${ajv.errorsText(validate.errors)}`);
  }
  return problems;
}

/** The breaches of one /api exchange (none when it fits the document). */
export function breachesOf(exchange: ApiExchange): string[] {
  const { method, url, status, contentType, body } = exchange;
  const path = url.split('?')[0] ?? url;
  const template = templates.find((candidate) => candidate.pattern.test(path))?.template;
  const operation = template ? document.paths[template]?.[method.toLowerCase()] : undefined;
  // An unknown path is the not-found handler's to answer; a known path must be documented.
  if (!operation) return status === 404 && !template ? [] : [`no documented operation for ${method} ${path}`];
  const operationAt = pointer('paths', template ?? '', method.toLowerCase());
  const deliberate = REFUSED_AS_INVALID.has(status) || exchange.headers['x-test-off-document'] !== undefined;
  const problems = deliberate ? [] : requestBreaches(exchange, operation, operationAt);
  const responses = operation.responses as Json;
  const key = String(status) in responses ? String(status) : 'default' in responses ? 'default' : null;
  if (key === null) return [...problems, `status ${status} is not documented`];
  const response = resolve(responses[key] as Json);
  const base = response.at ?? `${operationAt}/${pointer('responses', key)}`;
  const at = (...parts: string[]) => [base, pointer(...parts)].join('/');
  const mediaType = contentType.split(';')[0]?.trim() ?? '';
  const content = response.object.content as Json | undefined;
  if (body !== null && body !== '' && /json/.test(mediaType)) {
    if (!content?.[mediaType])
      problems.push(`answers ${mediaType}, documented ${Object.keys(content ?? {}).join(', ')}`);
    else {
      const validate = validatorAt(at('content', mediaType, 'schema'));
      if (!validate(JSON.parse(body)))
        problems.push(`the ${status} answer breaks its schema: ${ajv.errorsText(validate.errors)}`);
    }
  }
  return problems;
}

const isApi = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/** Checks every /api exchange of `app` from now on; the breaches gather in the list returned. */
export function watchApiContract(app: FastifyInstance): ContractBreach[] {
  const breaches: ContractBreach[] = [];
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (!isApi(request.url)) return payload;
    // A compressed or streamed answer (a CSV export) is no JSON to check; its request still is.
    const body = typeof payload === 'string' ? payload : null;
    const exchange = `${request.method} ${request.url} -> ${reply.statusCode}`;
    try {
      const problems = breachesOf({
        method: request.method,
        url: request.url,
        headers: request.headers,
        query: request.query,
        params: request.params,
        requestBody: request.body,
        status: reply.statusCode,
        contentType: String(reply.getHeader('content-type') ?? ''),
        body,
      });
      for (const problem of problems) breaches.push({ request: exchange, problem });
    } catch (error) {
      breaches.push({ request: exchange, problem: `could not be checked: ${String(error)}` });
    }
    return payload;
  });
  return breaches;
}

import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiDocument } from '../../src/server/rest/openapi/document.ts';

/**
 * The contract test of /api (issue #43): every /api answer an integration test provokes is checked
 * against the OpenAPI document the app serves. A JSON answer (success or refusal) must fit the schema
 * of its operation and status, and a route that answered must be described. (Request bodies are not
 * checked against the document: it is made from the very schemas that parse them, and the fuzzing
 * tests send texts the schemas normalise before measuring, which JSON Schema cannot say.)
 * `watchApiContract` records the breaches; `createTestApp`'s `close()` fails the file on any.
 */

type Json = Record<string, unknown>;

const document = apiDocument() as unknown as Json & { paths: Record<string, Record<string, Json>> };
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
ajv.addFormat('binary', true);
ajv.addSchema({ ...document, $id: 'api.json' });

const pointer = (...parts: string[]) => parts.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');
const validators = new Map<string, ValidateFunction>();
function validatorAt(path: string): ValidateFunction {
  let validate = validators.get(path);
  if (!validate) {
    validate = ajv.compile({ $ref: `api.json#/${path}` });
    validators.set(path, validate);
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

/** The breaches of one /api exchange (none when it fits the document). */
export function breachesOf(
  method: string,
  url: string,
  status: number,
  contentType: string,
  body: string | null,
): string[] {
  const path = url.split('?')[0] ?? url;
  const template = templates.find((candidate) => candidate.pattern.test(path))?.template;
  const operation = template ? document.paths[template]?.[method.toLowerCase()] : undefined;
  // An unknown path is the not-found handler's to answer; a known path must be documented.
  if (!operation) return status === 404 && !template ? [] : [`no documented operation for ${method} ${path}`];
  const problems: string[] = [];
  const responses = operation.responses as Json;
  const key = String(status) in responses ? String(status) : 'default' in responses ? 'default' : null;
  if (key === null) return [`status ${status} is not documented`];
  const response = resolve(responses[key] as Json);
  const base = response.at ?? pointer('paths', template ?? '', method.toLowerCase(), 'responses', key);
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
    // A compressed or streamed answer (a CSV export) is not JSON to check.
    const body = typeof payload === 'string' ? payload : payload === null ? null : undefined;
    if (body === undefined) return payload;
    const contentType = String(reply.getHeader('content-type') ?? '');
    const exchange = `${request.method} ${request.url} -> ${reply.statusCode}`;
    try {
      for (const problem of breachesOf(request.method, request.url, reply.statusCode, contentType, body))
        breaches.push({ request: exchange, problem });
    } catch (error) {
      breaches.push({ request: exchange, problem: `could not be checked: ${String(error)}` });
    }
    return payload;
  });
  return breaches;
}

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute } from './define-route.ts';
import { deprecationHeaders } from './deprecation.ts';
import { operationOf } from './openapi/operations.ts';

const deprecated = { since: '2026-12-01', sunset: '2027-06-01', note: '`bio` goes; read `about`.', link: '/docs/api' };

describe('deprecating a route', () => {
  it('announces it on every answer with Deprecation (RFC 9745), Sunset (RFC 8594) and a link', () => {
    expect(deprecationHeaders(deprecated)).toEqual({
      deprecation: `@${Date.UTC(2026, 11, 1) / 1000}`,
      sunset: 'Tue, 01 Jun 2027 00:00:00 GMT',
      link: '</docs/api>; rel="deprecation"; type="text/html"',
    });
  });

  it('marks the operation deprecated in the document, saying what goes', () => {
    const route = defineRoute({
      method: 'GET',
      url: '/agents/:id/old',
      summary: 'An old read',
      tag: 'Agents',
      deprecated,
      input: z.object({ params: z.object({ id: z.coerce.number() }) }),
      response: z.object({ id: z.number() }),
      handle: async (_caller, { params }) => ({ id: params.id }),
    });
    const operation = operationOf(route);
    expect(operation.deprecated).toBe(true);
    expect(operation.description).toContain('Deprecated: `bio` goes; read `about`.');
    expect(Object.keys(operation.responses['200'] ?? {})).toContain('headers');
  });
});

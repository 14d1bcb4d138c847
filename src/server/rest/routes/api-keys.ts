import { z } from 'zod';
import { apiKeyCreatedView, apiKeyCreateInput, apiKeyView } from '../../../shared/api-keys/schemas.ts';
import { byIdPath, defineRoute, noInput } from '../define-route.ts';

/**
 * Owners' API keys (answers: `apiKeyCreatedView`, `apiKeyView` in src/shared/api-keys/schemas.ts).
 * A signed-in owner's session only: a key is refused here with 403, as it holds no `apiKeys.manage`.
 */
export const apiKeyRoutes = [
  defineRoute({
    method: 'POST',
    url: '/api-keys',
    summary: 'Create an API key',
    description: 'The answer holds the key itself: the only time it is shown. Only its hash is kept.',
    tag: 'API keys',
    status: 201,
    staff: 'apiKeys.manage',
    input: z.object({ body: apiKeyCreateInput }),
    response: apiKeyCreatedView,
    handle: (c, { body }) => c.apiKeys.create(body),
  }),
  defineRoute({
    method: 'GET',
    url: '/api-keys',
    summary: 'List the API keys',
    description: 'Every key with its scopes, last use and status; never the secret.',
    tag: 'API keys',
    staff: 'apiKeys.manage',
    input: noInput,
    response: z.array(apiKeyView),
    handle: (c) => c.apiKeys.list(),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/api-keys/:id',
    summary: 'Revoke an API key',
    description: 'At once: the next request with it is refused with 401.',
    tag: 'API keys',
    refusals: [404],
    staff: 'apiKeys.manage',
    input: byIdPath,
    response: apiKeyView,
    handle: (c, { params }) => c.apiKeys.revoke(params),
  }),
];

import { z } from 'zod';
import { apiKeyCreateInput } from '../../../shared/api-keys/schemas.ts';
import { byIdPath, defineRoute, noInput } from '../define-route.ts';

/**
 * Owners' API keys (answers: `apiKeyCreatedView`, `apiKeyView` in src/shared/api-keys/schemas.ts).
 * A signed-in owner's session only: a key is refused here with 403, as it holds no `apiKeys.manage`.
 */
export const apiKeyRoutes = [
  defineRoute({
    method: 'POST',
    url: '/api-keys',
    status: 201,
    staff: 'apiKeys.manage',
    input: z.object({ body: apiKeyCreateInput }),
    handle: (c, { body }) => c.apiKeys.create(body),
  }),
  defineRoute({
    method: 'GET',
    url: '/api-keys',
    staff: 'apiKeys.manage',
    input: noInput,
    handle: (c) => c.apiKeys.list(),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/api-keys/:id',
    staff: 'apiKeys.manage',
    input: byIdPath,
    handle: (c, { params }) => c.apiKeys.revoke(params),
  }),
];

import { z } from 'zod';
import { agentInputSchema, agentPatchSchema } from '../../../shared/agents/schemas.ts';
import { byIdPath, defineRoute, noInput } from '../define-route.ts';

/** The agents: public reads, staff writes. */
export const agentRoutes = [
  defineRoute({
    method: 'GET',
    url: '/agents',
    cacheSeconds: 30,
    input: noInput,
    handle: (c) => c.agents.list(),
  }),
  defineRoute({
    method: 'POST',
    url: '/agents',
    status: 201,
    staff: 'agents.manage',
    input: z.object({ body: agentInputSchema }),
    handle: (c, { body }) => c.agents.create(body),
  }),
  defineRoute({
    method: 'GET',
    url: '/agents/:id',
    cacheSeconds: 30,
    input: byIdPath,
    handle: (c, { params }) => c.agents.byId(params),
  }),
  defineRoute({
    method: 'PATCH',
    url: '/agents/:id',
    staff: 'agents.editOwn',
    input: byIdPath.extend({ body: agentPatchSchema }),
    handle: (c, { params, body }) => c.agents.update({ id: params.id, data: body }),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/agents/:id',
    staff: 'agents.manage',
    input: byIdPath,
    handle: (c, { params }) => c.agents.delete(params),
  }),
];

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
    // The console's admin-access client reads the routing flags too, with a staff session only.
    staffHandle: (c) => c.agents.staffList(),
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
    staffHandle: (c, { params }) => c.agents.staffById(params),
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

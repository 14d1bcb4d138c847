import { z } from 'zod';
import { deletedResponse } from '../../../shared/api/responses.ts';
import { agentInputSchema, agentPatchSchema } from '../../../shared/agents/schemas.ts';
import { anyAgentResponse, staffAgentResponse } from '../../../shared/agents/responses.ts';
import { byIdPath, defineRoute, noInput } from '../define-route.ts';

const STAFF_READ = 'Staff (a session or a key) also read the lead-routing fields.';

/** The agents: public reads, staff writes. */
export const agentRoutes = [
  defineRoute({
    method: 'GET',
    url: '/agents',
    summary: 'List the agents',
    description: STAFF_READ,
    tag: 'Agents',
    cacheSeconds: 30,
    input: noInput,
    response: z.array(anyAgentResponse),
    handle: (c) => c.agents.list(),
    // The console's admin-access client reads the routing flags too, with a staff session only.
    staffHandle: (c) => c.agents.staffList(),
  }),
  defineRoute({
    method: 'POST',
    url: '/agents',
    summary: 'Add an agent',
    tag: 'Agents',
    status: 201,
    staff: 'agents.manage',
    input: z.object({ body: agentInputSchema }),
    response: staffAgentResponse,
    handle: (c, { body }) => c.agents.create(body),
  }),
  defineRoute({
    method: 'GET',
    url: '/agents/:id',
    summary: 'Read an agent',
    description: STAFF_READ,
    tag: 'Agents',
    cacheSeconds: 30,
    input: byIdPath,
    response: anyAgentResponse,
    handle: (c, { params }) => c.agents.byId(params),
    staffHandle: (c, { params }) => c.agents.staffById(params),
  }),
  defineRoute({
    method: 'PATCH',
    url: '/agents/:id',
    summary: 'Change an agent',
    description: 'Send only the fields that change. An agent may change their own profile.',
    tag: 'Agents',
    staff: 'agents.editOwn',
    input: byIdPath.extend({ body: agentPatchSchema }),
    response: staffAgentResponse,
    handle: (c, { params, body }) => c.agents.update({ id: params.id, data: body }),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/agents/:id',
    summary: 'Remove an agent',
    tag: 'Agents',
    staff: 'agents.manage',
    input: byIdPath,
    response: deletedResponse,
    handle: (c, { params }) => c.agents.delete(params),
  }),
];

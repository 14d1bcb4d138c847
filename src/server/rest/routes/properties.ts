import { z } from 'zod';
import { propertyInputSchema, propertyPatchSchema } from '../../../shared/properties/schemas.ts';
import { byIdPath, defineRoute, noInput } from '../define-route.ts';

/** The listings: public reads (staff with a session read every listing), staff writes. */
export const propertyRoutes = [
  defineRoute({
    method: 'GET',
    url: '/six-senses-properties',
    cacheSeconds: 30,
    input: noInput,
    handle: (c) => c.properties.list(),
  }),
  defineRoute({
    method: 'GET',
    url: '/properties/featured',
    cacheSeconds: 30,
    input: noInput,
    handle: (c) => c.properties.featured(),
  }),
  defineRoute({
    method: 'GET',
    url: '/properties',
    cacheSeconds: 30,
    input: noInput,
    handle: (c) => c.properties.list(),
    staffHandle: (c) => c.properties.staffList(),
  }),
  defineRoute({
    method: 'POST',
    url: '/properties',
    status: 201,
    staff: 'content.edit',
    input: z.object({ body: propertyInputSchema }),
    handle: (c, { body }) => c.properties.create(body),
  }),
  defineRoute({
    method: 'GET',
    url: '/properties/:id',
    cacheSeconds: 30,
    input: byIdPath,
    handle: (c, { params }) => c.properties.byId(params),
    staffHandle: (c, { params }) => c.properties.staffById(params),
  }),
  defineRoute({
    method: 'PATCH',
    url: '/properties/:id',
    staff: 'content.edit',
    input: byIdPath.extend({ body: propertyPatchSchema }),
    handle: (c, { params, body }) => c.properties.update({ id: params.id, data: body }),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/properties/:id',
    staff: 'content.edit',
    input: byIdPath,
    handle: (c, { params }) => c.properties.delete(params),
  }),
];

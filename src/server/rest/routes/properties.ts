import { z } from 'zod';
import { deletedResponse } from '../../../shared/api/responses.ts';
import {
  anyPropertyResponse,
  featuredPropertyResponse,
  propertyResponse,
  staffPropertyResponse,
} from '../../../shared/properties/responses.ts';
import { propertyInputSchema, propertyPatchSchema } from '../../../shared/properties/schemas.ts';
import { byIdPath, defineRoute, noInput } from '../define-route.ts';

const STAFF_READ =
  'The public reads the advertised listings; staff (a session or a key) read every listing with its portal fields.';

/** The listings: public reads (staff with a session read every listing), staff writes. */
export const propertyRoutes = [
  defineRoute({
    method: 'GET',
    url: '/six-senses-properties',
    summary: 'List the advertised residences',
    tag: 'Listings',
    cacheSeconds: 30,
    input: noInput,
    response: z.array(propertyResponse),
    handle: (c) => c.properties.list(),
  }),
  defineRoute({
    method: 'GET',
    url: '/properties/featured',
    summary: 'Read the featured residence',
    tag: 'Listings',
    cacheSeconds: 30,
    input: noInput,
    response: featuredPropertyResponse.nullable(),
    handle: (c) => c.properties.featured(),
  }),
  defineRoute({
    method: 'GET',
    url: '/properties',
    summary: 'List the residences',
    description: STAFF_READ,
    tag: 'Listings',
    cacheSeconds: 30,
    input: noInput,
    response: z.array(anyPropertyResponse),
    handle: (c) => c.properties.list(),
    staffHandle: (c) => c.properties.staffList(),
  }),
  defineRoute({
    method: 'POST',
    url: '/properties',
    summary: 'Add a residence',
    tag: 'Listings',
    status: 201,
    staff: 'content.edit',
    input: z.object({ body: propertyInputSchema }),
    response: staffPropertyResponse,
    handle: (c, { body }) => c.properties.create(body),
  }),
  defineRoute({
    method: 'GET',
    url: '/properties/:id',
    summary: 'Read a residence',
    description: `${STAFF_READ} A residence taken off the market answers 410.`,
    tag: 'Listings',
    refusals: [410],
    cacheSeconds: 30,
    input: byIdPath,
    response: anyPropertyResponse,
    handle: (c, { params }) => c.properties.byId(params),
    staffHandle: (c, { params }) => c.properties.staffById(params),
  }),
  defineRoute({
    method: 'PATCH',
    url: '/properties/:id',
    summary: 'Change a residence',
    description: 'Send only the fields that change; an empty optional field clears it.',
    tag: 'Listings',
    staff: 'content.edit',
    input: byIdPath.extend({ body: propertyPatchSchema }),
    response: staffPropertyResponse,
    handle: (c, { params, body }) => c.properties.update({ id: params.id, data: body }),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/properties/:id',
    summary: 'Remove a residence',
    tag: 'Listings',
    staff: 'content.edit',
    input: byIdPath,
    response: deletedResponse,
    handle: (c, { params }) => c.properties.delete(params),
  }),
];

import type { FastifyRequest } from 'fastify';

/** The procedure paths a tRPC request names (`/trpc/a.b,c.d?batch=1`), as tRPC's router reads them. */
export function trpcPathsOf(request: FastifyRequest): string[] {
  const { params } = request;
  if (typeof params !== 'object' || params === null || !('path' in params) || typeof params.path !== 'string') {
    return [];
  }
  return params.path.split(',');
}

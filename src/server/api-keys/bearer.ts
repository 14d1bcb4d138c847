import type { FastifyRequest } from 'fastify';

/** The key of an `Authorization: Bearer <key>` header, or null without one. */
export function bearerOf(request: Pick<FastifyRequest, 'headers'>): string | null {
  const match = /^Bearer +(\S+) *$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}

/** The challenge of a 401 on /api: a key is the credential integrators are asked for. */
export const BEARER_CHALLENGE = 'Bearer realm="api"';

import type { Env } from '../env.ts';

/**
 * Fastify takes addresses as they are; a hop count it no longer takes (it cannot check the peer),
 * so it becomes the trust function that believes the first `hops` addresses nearest the app.
 */
export function trustProxyOption(
  trust: Env['TRUST_PROXY'],
): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

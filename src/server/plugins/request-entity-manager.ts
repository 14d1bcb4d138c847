import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyRequest } from 'fastify';
import type { Orm } from '../db/orm.ts';
import { appWide } from './app-wide.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** This request's own EntityManager fork. */
    em: EntityManager;
  }
}

const FORK = Symbol('entity-manager-fork');
type WithFork = FastifyRequest & { [FORK]?: EntityManager };

/**
 * One EntityManager fork per request, made when the request first reads `request.em` (the session
 * check, a procedure, a render): a static file or a cached page, which never touches the database,
 * no longer pays for one (a fork is a unit of work, an identity map and their maps: a few per cent of
 * a cache hit's CPU time, and garbage for every answer).
 */
export const requestEntityManager = appWide<{ orm: Orm }>('request-entity-manager', async (app, { orm }) => {
  app.decorateRequest('em', {
    getter(this: WithFork): EntityManager {
      return (this[FORK] ??= orm.em.fork());
    },
  });
});

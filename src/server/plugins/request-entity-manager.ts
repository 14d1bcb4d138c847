import type { EntityManager } from '@mikro-orm/postgresql';
import type { Orm } from '../db/orm.ts';
import { appWide } from './app-wide.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** This request's own EntityManager fork. */
    em: EntityManager;
  }
}

/** One EntityManager fork per request, made before any other hook (the session check reads through it). */
export const requestEntityManager = appWide<{ orm: Orm }>('request-entity-manager', async (app, { orm }) => {
  app.decorateRequest('em');
  app.addHook('onRequest', async (request) => {
    request.em = orm.em.fork();
  });
});

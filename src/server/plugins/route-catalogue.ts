import type { Permission } from '../../shared/staff/permissions.ts';
import { appWide } from './app-wide.ts';

/** One route as Fastify registered it, with the permission its staff gate asks (null: none at Fastify's level). */
export interface RegisteredRoute {
  method: string;
  url: string;
  staff: Permission | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route this app registered, filled as plugins register them (see `routeCatalogue`). */
    registeredRoutes: readonly RegisteredRoute[];
  }
}

/**
 * Keeps the list of every route any plugin registers, so the route-gate test can walk them all: a route
 * that is neither on its explicit public list nor behind the staff gate (auth/staff-route.ts) fails it,
 * whoever added the route and however. Registered before any route.
 */
export const routeCatalogue = appWide('route-catalogue', async (app) => {
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      routes.push({ method, url: route.url, staff: route.config?.staff ?? null });
    }
  });
});

import type { FastifyPluginAsync, FastifyPluginOptions } from 'fastify';

/**
 * Marks a plugin as `fastify-plugin` does (Fastify reads these two symbols), so the hooks, decorators
 * and handlers it adds apply to the whole app rather than to a scope of its own. Each concern of
 * app.ts is such a plugin: registered in order, its hooks run in that order, as if written inline.
 */
export function appWide<Options extends FastifyPluginOptions = Record<never, never>>(
  name: string,
  plugin: FastifyPluginAsync<Options>,
): FastifyPluginAsync<Options> {
  return Object.assign(plugin, {
    [Symbol.for('skip-override')]: true,
    [Symbol.for('fastify.display-name')]: name,
  });
}

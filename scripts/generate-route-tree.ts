/**
 * Writes src/web/routeTree.gen.ts from the route files and compiles the messages into
 * src/shared/paraglide, as the router's and Paraglide's Vite plugins do during a build. Both are
 * generated, not committed, and the type-check needs them before any build has run.
 */
import { resolve } from 'node:path';
import { compile } from '@inlang/paraglide-js';
import { Generator, getConfig } from '@tanstack/router-generator';
import { paraglideOptions, routerPluginOptions } from '../vite.config.ts';

const root = resolve(import.meta.dirname, '..');
const { target, routesDirectory, generatedRouteTree, quoteStyle, semicolons } = routerPluginOptions;
const config = getConfig({ target, routesDirectory, generatedRouteTree, quoteStyle, semicolons }, root);
await new Generator({ config, root }).run();
await compile({
  ...paraglideOptions,
  project: resolve(root, paraglideOptions.project),
  outdir: resolve(root, paraglideOptions.outdir),
});

/**
 * Writes src/web/routeTree.gen.ts from the route files, as the router's Vite plugin does during a
 * build. The file is generated, not committed, and the type-check needs it before any build has run.
 */
import { resolve } from 'node:path';
import { Generator, getConfig } from '@tanstack/router-generator';
import { routerPluginOptions } from '../vite.config.ts';

const root = resolve(import.meta.dirname, '..');
const { target, routesDirectory, generatedRouteTree, quoteStyle, semicolons } = routerPluginOptions;
const config = getConfig({ target, routesDirectory, generatedRouteTree, quoteStyle, semicolons }, root);
await new Generator({ config, root }).run();

import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { NO_STORE } from '../http-caching.ts';
import { CLIENT_DIR } from './build-output.ts';

/** Hashed build output: safe to cache for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Seeded media and documents keep their names when they change, so browsers revalidate daily. */
const PUBLIC_FILES = 'public, max-age=86400, stale-while-revalidate=604800';

/** The bare 404 a request for a file that does not exist gets, rather than a rendered page. */
export function fileNotFound(reply: FastifyReply): FastifyReply {
  return reply.status(404).type('text/plain; charset=utf-8').header('cache-control', NO_STORE).send('Not found');
}

/** The URL path of every file under `root` (`/assets/entry-client-….js`), leaving out dot-folders such as Vite's `.vite/`. */
function filePaths(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${relative(root, join(entry.parentPath, entry.name)).split(sep).join('/')}`)
    .filter((path) => !path.includes('/.'));
}

/**
 * Serves the built client (Vite's output and `public/`) as it is, pre-compressed where a `.br` or
 * `.gz` sits beside a file: the files that exist at start-up, found in a set of their paths by one
 * route per top-level folder. @fastify/static's own way without a wildcard, a route per file (GET and
 * HEAD), made some 3,300 routes of the four languages' builds, each with its own bound copy of every
 * app-wide hook: about 20 MB of the idle server's heap. A path in those folders that names no file
 * gets the bare 404 (as it would from the page route).
 */
export async function serveBuiltFiles(app: FastifyInstance): Promise<void> {
  // serve: false: only `reply.sendFile`, with these options, and no routes of its own.
  await app.register(fastifyStatic, {
    root: CLIENT_DIR,
    serve: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, path) => {
      reply.header('cache-control', path.startsWith(join(CLIENT_DIR, 'assets')) ? IMMUTABLE : PUBLIC_FILES);
    },
  });
  const files = new Set(filePaths(CLIENT_DIR));
  const folders = new Set<string>();
  for (const path of files) {
    const slash = path.indexOf('/', 1);
    if (slash > 0) folders.add(path.slice(1, slash));
    else app.route({ method: ['GET', 'HEAD'], url: path, handler: (_request, reply) => reply.sendFile(path) });
  }
  for (const folder of folders) {
    app.route<{ Params: { '*': string } }>({
      method: ['GET', 'HEAD'],
      url: `/${folder}/*`,
      handler: (request, reply) => {
        const path = `/${folder}/${request.params['*']}`;
        return files.has(path) ? reply.sendFile(path) : fileNotFound(reply);
      },
    });
  }
}

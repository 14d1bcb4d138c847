/**
 * Compiles the server (`src/server/main.ts` and everything it imports, `.ts` and `.tsx`) into ES
 * modules, `dist/server-main.js` and the chunks it imports on demand (`dist/server-chunks/`), so production runs plain JavaScript without a TypeScript loader
 * in the process; and the database CLI, `dist/server-db-cli.js`, which the server runs in a process
 * of its own for its start-up work (main.ts). Packages stay external: they load from node_modules as
 * they would under tsx. Migrations are not bundled: MikroORM finds them in src/server/db/migrations,
 * and Node strips their types itself (in that CLI process, not in the server's).
 *
 * Usage: tsx scripts/build-server.ts (`npm run build` runs it after the web build).
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { build, type Plugin } from 'esbuild';

const ROOT = resolve(import.meta.dirname, '..');
const DIST = process.env.DIST_DIR ?? 'dist';
/** What `node` runs: sets the mode, then loads the compiled server (see `START_FILE`). */
export const SERVER_BUNDLE = join(ROOT, DIST, 'server-main.js');
export const SERVER_APP = join(ROOT, DIST, 'server-app.js');
/** The database CLI (`src/server/db/cli.ts`), which the server runs in a process of its own for its start-up work. */
export const SERVER_DB_CLI = join(ROOT, DIST, 'server-db-cli.js');

/**
 * React, the router and Mantine choose their production or development builds from NODE_ENV the first
 * time they are imported, and a bundle's imports of packages all load before any of its code runs
 * (the e-mail templates import React). So the mode is set in a file of its own that loads the bundle
 * only afterwards; otherwise React would load as development and the renderer as production.
 */
const START_FILE = `// Written by scripts/build-server.ts.
process.env.NODE_ENV ??= 'production';
await import('./server-app.js');
`;
/**
 * Node flags the server runs with (`npm start` and the Dockerfile spell them out too). Young-generation
 * semi-spaces of up to 16 MB: ten renders in flight keep a few MB each alive, and with 2 MB semi-spaces
 * that garbage was promoted and swept by full collections (about 40% more CPU per uncached render
 * of `/`). `gc()` lets the server collect the start-up garbage and shrink the young generation
 * before it listens, and again whenever traffic stops (src/server/idle-collection.ts), so an idle
 * server stays small.
 *
 * Not a flag but set beside them (`npm start`, the Dockerfile): MALLOC_ARENA_MAX=2. glibc otherwise
 * gives each of the threads that allocate (V8's GC helpers, libuv's pool running compression and
 * crypto) an arena of its own, and memory freed into an arena stays in the process: idle RSS after a
 * cold start was 168 MB with the default and 156-158 MB with 2 arenas (warm restart 145-151 MB).
 * And MALLOC_MMAP_THRESHOLD_=131072, glibc's initial threshold, fixed: by default each large block freed
 * raises the threshold to its size (up to 32 MB), so later blocks of that size come from an arena and
 * stay in the process once freed. One argon2id check (a sign-in, 19 MiB) after such a free kept 19 MB
 * for good; with the threshold fixed, blocks of 128 KiB and more are mapped and unmapped on their own
 * (idle RSS after a cold start 166 -> 158 MB, after a warm restart 178 -> 163 MB).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=16', '--expose-gc'];

/**
 * Paraglide's `messages.js` re-exports every message as one namespace, `m` (`export * as m`), and a
 * namespace re-exported by name is one object to esbuild: every message of every language was bundled
 * and loaded (2 MB of source, thousands of functions) though the server uses a few dozen. Importing the
 * namespace itself instead (`import * as m from './messages/_index.js'`) lets esbuild keep only the
 * messages the code names (`m.form_email()`), as Vite does for the web bundles.
 */
const PARAGLIDE_IMPORT = /import\s*\{\s*m\s*\}\s*from\s*(['"])([^'"]*\/paraglide)\/messages\.js\1;?/g;
const treeShakenMessages: Plugin = {
  name: 'tree-shaken-paraglide-messages',
  setup(build) {
    build.onLoad({ filter: /\/src\/(server|shared)\/.*\.tsx?$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      const contents = source.replace(PARAGLIDE_IMPORT, "import * as m from '$2/messages/_index.js';");
      if (contents === source) return undefined;
      return { contents, loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts' };
    });
  },
};

/**
 * V8 keeps the source text of every module it loads (for lazy compilation), two bytes a character if
 * any character is beyond Latin-1. esbuild's default `charset: 'ascii'` escapes strings and templates
 * but leaves regular expressions as written, and a few (the reply headers of inbound mail in Russian,
 * Arabic and Chinese) made the two biggest modules two-byte: some 0.9 MB of the idle heap. A `\uXXXX`
 * escape means the same code unit in a regular expression, a string and a comment alike. Columns on
 * such a line shift in the source map, which only those few lines have.
 */
const NON_ASCII = /[\u0080-\uffff]/g;
async function escapeNonAscii(file: string): Promise<void> {
  const code = await readFile(file, 'utf8');
  const escaped = code.replace(NON_ASCII, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
  if (escaped !== code) await writeFile(file, escaped);
}

export async function buildServer(): Promise<void> {
  // Chunk names carry a content hash: the previous build's would otherwise pile up.
  await rm(join(ROOT, DIST, 'server-chunks'), { recursive: true, force: true });
  const { metafile } = await build({
    entryPoints: {
      'server-app': join(ROOT, 'src/server/main.ts'),
      'server-db-cli': join(ROOT, 'src/server/db/cli.ts'),
    },
    outdir: join(ROOT, DIST),
    // Modules the server imports with import() (the e-mail templates and React Email) go into chunks
    // of their own, loaded when first needed rather than at start-up.
    splitting: true,
    chunkNames: 'server-chunks/[name]-[hash]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    packages: 'external',
    jsx: 'automatic',
    sourcemap: true,
    // Keeps class and function names as written: MikroORM names migrations and entities by them.
    keepNames: true,
    logLevel: 'warning',
    plugins: [treeShakenMessages],
    metafile: true,
  });
  await Promise.all(
    Object.keys(metafile.outputs)
      .filter((output) => output.endsWith('.js'))
      .map((output) => escapeNonAscii(resolve(output))),
  );
  await writeFile(SERVER_BUNDLE, START_FILE);
}

if (import.meta.main) {
  await buildServer();
}

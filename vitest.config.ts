import { paraglideVitePlugin } from '@inlang/paraglide-js';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { defineConfig } from 'vitest/config';
import { SlowFirstSequencer } from './test/support/slow-first-sequencer.ts';
import { paraglideOptions, routerPluginOptions } from './vite.config.ts';

const UNIT_TESTS = ['src/**/*.test.{ts,tsx}', 'test/unit/**/*.test.ts'];
/** Unit tests that need a process no other test file has loaded modules into (see the unit project). */
const FRESH_PROCESS_UNIT_TESTS = [
  // zod decides once per process whether it may compile parsers with `new Function`.
  'src/web/zod-jitless.test.ts',
];

export default defineConfig({
  // Generate src/web/routeTree.gen.ts and src/shared/paraglide, which tests import (neither is committed).
  plugins: [tanstackRouter(routerPluginOptions), paraglideVitePlugin(paraglideOptions)],
  test: {
    sequence: { sequencer: SlowFirstSequencer },
    projects: [
      {
        test: {
          name: 'unit',
          include: UNIT_TESTS,
          exclude: ['src/**/*.dom.test.tsx', ...FRESH_PROCESS_UNIT_TESTS],
          environment: 'node',
          // Most of the project's time was each file importing the same modules again (zod schemas, the
          // messages, React): loaded once per worker instead, it runs in a fraction of the time. The unit
          // tests are pure (no mocks, stubs, fake timers, globals or environment changes) and each builds
          // what it uses, so no file can leave anything behind for the next.
          isolate: false,
          // `npm test` builds beside the unit tests: the heaviest (subsetting the Arabic font, 0.6 s alone)
          // took over the default 5 s on a busy machine.
          testTimeout: 15_000,
        },
      },
      {
        // The unit tests of how a module behaves when it is the first to load a library: each file alone.
        test: { name: 'unit-isolated', include: FRESH_PROCESS_UNIT_TESTS, environment: 'node' },
      },
      {
        // What a component does when a visitor uses it (typing, choosing, submitting an invalid form),
        // mounted through src/web/test/render.tsx. What needs a browser (layout, hydration, the real
        // network) stays in test/e2e. jsdom rather than happy-dom: it is what Mantine's own test setup
        // and templates run on, it keeps closer to the standards that Mantine's focus traps, forms and
        // dialogs rely on (focus, events, form validity), and the integration tests read the server's
        // pages with it too: one DOM library.
        test: {
          name: 'dom',
          // test/dom: what the browser suite checked of a component that needs no browser.
          include: ['src/**/*.dom.test.tsx', 'test/dom/**/*.dom.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['src/web/test/dom-setup.ts'],
          // A worker's first test also loads Mantine, the router and the messages: on a cold clone beside
          // other work that alone can take seconds, which the default 5 s leaves no room for.
          testTimeout: 15_000,
          // Every file imports Mantine, the router and the messages: loaded once per worker instead of
          // once per file, the project runs in a fraction of the time. The setup file cleans the DOM after
          // each test, and each render makes its own router, query client and address.
          isolate: false,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/support/postgres-global-setup.ts', 'test/support/server-build-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file gets its own database; two files at a time suit the two-core machines.
          maxWorkers: 2,
          // A fifth of the project's time was each file importing the app again (Fastify, tRPC, MikroORM,
          // zod schemas): loaded once per worker instead. Each file builds its own app on its own database
          // (test/support/test-app.ts); no file mocks a module, stubs a global or the environment, or fakes
          // timers, and the one spy (auth-accounts.test.ts) is restored. Run shuffled
          // (`--sequence.shuffle.files`) to see that no file depends on what another left behind.
          isolate: false,
        },
      },
      {
        test: {
          name: 'faults',
          include: ['test/faults/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/support/server-build-setup.ts', 'test/support/fault-cluster-setup.ts'],
          // The scenarios start the real app and PostgreSQL on fixed ports and load the machine: one at a time.
          maxWorkers: 1,
          fileParallelism: false,
          testTimeout: 180_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});

/**
 * The import graph has no cycles (issue #41): a cycle means two modules are one module split in
 * two, and the order they load in decides what each sees. `npm run check:cycles` runs this in
 * `npm test`. Type-only imports count too (`tsPreCompilationDeps`): a cycle hidden behind
 * `import type` is still two modules that cannot be understood apart.
 *
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'A cycle: move the shared type or helper to a module both can import, or let the lower module ' +
        'receive what it needs (a registry, a parameter) instead of importing the higher one.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Paraglide's compiled messages: generated, thousands of modules, and they import nothing of ours.
    exclude: { path: '^src/shared/paraglide/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};

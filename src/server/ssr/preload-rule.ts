/**
 * Which modules are preloaded. A module smaller than PRELOAD_MIN_BYTES (minified, before compression)
 * is not: the browser finds it among the imports of the module that needs it. Each preload costs the
 * main thread a little while the page loads (a link added by the starter, or by Vite's preload helper
 * for a lazy import), and most of a page's ~60 modules are a few hundred bytes that gain nothing from
 * an early request. The server's starter (hydrate-after-first-paint.ts) and the client build's lazy
 * imports (scripts/vite/chunk-sizes.ts) both follow it; this module imports nothing, so the Vite config can load it.
 */
export const PRELOAD_MIN_BYTES = 4096;

export const isWorthPreloading = (bytes: number): boolean => bytes >= PRELOAD_MIN_BYTES;

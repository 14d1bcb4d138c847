/**
 * Debian's Chromium and the flags it runs with everywhere: the browser tests (playwright.config.ts),
 * `npm run audit` (Lighthouse) and `npm run bench:blocking`. No sandbox (root in a container), no GPU,
 * and nothing that reaches out on its own (QUIC, first-run pages, component updates, sync) to disturb
 * a measurement or a test.
 */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** WebGL (the location page's map) without a GPU: software rendering (see STACK_NOTES). */
export const WEBGL_FLAG = '--enable-unsafe-swiftshader';

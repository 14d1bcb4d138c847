/**
 * For unit tests: runs code as a page in `locale` is rendered on the server, with the language held
 * in Paraglide's AsyncLocalStorage (as entry-server.tsx does for each request). Outside `inLocale`
 * the locale is English, as for the API.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { overwriteServerAsyncLocalStorage } from '../paraglide/runtime.js';
import type { Locale } from './locales.ts';

const storage = new AsyncLocalStorage<{ locale?: Locale }>();
overwriteServerAsyncLocalStorage(storage);

export function inLocale<T>(locale: Locale, run: () => T): T {
  // Again on each call: the unit tests share their modules (vitest.config.ts), and a file that set
  // Paraglide's storage itself may have replaced this one since this module was loaded.
  overwriteServerAsyncLocalStorage(storage);
  return storage.run({ locale }, run);
}

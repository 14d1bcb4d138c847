/**
 * Reading the language a request names. Apart from locales.ts so that zod stays out of the pages'
 * first script: the browser imports locales.ts with every page, this only the server does.
 */
import { z } from 'zod';
import { baseLocale, locales } from './locales.ts';

/** The language a request names (see `PAGE_LANGUAGE_HEADER`): one of ours, anything else or nothing is English. */
export const requestLocaleSchema = z
  .string()
  .transform((value) => value.split(',')[0]!.split(/[-_;]/)[0]!.trim().toLowerCase())
  .pipe(z.enum(locales))
  .catch(baseLocale);

import type { TRPCClientError } from '@trpc/client';
import type { TRPCError } from '@trpc/server';
import type { AppRouter } from '../../server/trpc/app-router.ts';
import { baseLocale } from '../../shared/i18n/locales.ts';
import { m } from '../../shared/paraglide/messages.js';
import { pageLocale } from './i18n.ts';

/** A failed call as the browser's tRPC client raises it; `data` has the shape the server's error formatter gives it. */
export type AppClientError = TRPCClientError<AppRouter>;

// Told apart by name, as tRPC names them, rather than by `instanceof`: importing the classes would
// tie this module, which the first script of every page loads, to tRPC's client and server code,
// and that split the first script into many more chunks (+5 kB gzip on the home page).
const isAppClientError = (error: unknown): error is AppClientError =>
  error instanceof Error && error.name === 'TRPCClientError';
const isServerError = (error: unknown): error is TRPCError => error instanceof Error && error.name === 'TRPCError';

/**
 * The code of a failed tRPC call, whether it ran in-process on the server during rendering
 * (TRPCError) or answered over HTTP in the browser (TRPCClientError); undefined for anything else,
 * such as a network failure.
 */
export function trpcErrorCode(error: unknown): TRPCError['code'] | undefined {
  if (isServerError(error)) return error.code;
  return isAppClientError(error) ? error.data?.code : undefined;
}

export const isTrpcNotFound = (error: unknown): boolean => trpcErrorCode(error) === 'NOT_FOUND';

/**
 * The first message for each field the server refused, keyed like the form's fields
 * (`{ email: 'Invalid email address' }`), to show beside them; empty when the call failed otherwise.
 */
export function firstFieldMessages(error: unknown): Record<string, string> {
  if (!isAppClientError(error)) return {};
  const messages: Record<string, string> = {};
  for (const [field, [first]] of Object.entries(error.data?.fieldErrors ?? {})) {
    if (first) messages[field] = first;
  }
  return messages;
}

/**
 * The message a visitor should read for a failed call: the first field message of a validation
 * error, the server's own message, or `fallback` for a network failure or an internal error. The
 * server answers in English (API clients rely on it), so a page in another language shows its own
 * `fallback` instead, or its own words for too many requests.
 */
export function trpcErrorMessage(error: unknown, fallback: string): string {
  if (!isAppClientError(error) || !error.data) return fallback;
  if (pageLocale() !== baseLocale)
    return error.data.code === 'TOO_MANY_REQUESTS' ? m.form_too_many_requests() : fallback;
  const [first] = Object.values(firstFieldMessages(error));
  if (first) return first;
  return error.message && error.message !== 'Internal server error' ? error.message : fallback;
}

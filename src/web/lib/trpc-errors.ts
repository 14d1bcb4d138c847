/**
 * True for a tRPC NOT_FOUND, whether it was thrown in-process on the server (TRPCError, `code`) or
 * came over HTTP in the browser (TRPCClientError, `data.code`).
 */
export function isTrpcNotFound(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, data } = error as { code?: unknown; data?: { code?: unknown } | null };
  return code === 'NOT_FOUND' || data?.code === 'NOT_FOUND';
}

/**
 * The message a visitor should read for a failed call: the first field message of a validation
 * error, the server's own message, or `fallback` for a network failure or an internal error.
 */
export function trpcErrorMessage(error: unknown, fallback: string): string {
  if (typeof error !== 'object' || error === null) return fallback;
  const { message, data } = error as {
    message?: unknown;
    data?: { fieldErrors?: Record<string, unknown> | null; httpStatus?: unknown } | null;
  };
  const fieldErrors = data?.fieldErrors;
  if (fieldErrors) {
    for (const value of Object.values(fieldErrors)) {
      const first = Array.isArray(value) ? value[0] : value;
      if (typeof first === 'string' && first) return first;
    }
  }
  if (!data || typeof message !== 'string' || !message || message === 'Internal server error') return fallback;
  return message;
}

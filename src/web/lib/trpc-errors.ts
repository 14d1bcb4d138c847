/**
 * True for a tRPC NOT_FOUND, whether it was thrown in-process on the server (TRPCError, `code`) or
 * came over HTTP in the browser (TRPCClientError, `data.code`).
 */
export function isTrpcNotFound(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, data } = error as { code?: unknown; data?: { code?: unknown } | null };
  return code === 'NOT_FOUND' || data?.code === 'NOT_FOUND';
}

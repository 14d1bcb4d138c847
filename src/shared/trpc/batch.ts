/**
 * Calls one tRPC request may batch: the browser's batching link splits above it, and the server refuses
 * more (TRPC_MAX_BATCH_CALLS may raise the server's bound, never lower it below what the browser sends).
 */
export const TRPC_BATCH_CALLS = 10;

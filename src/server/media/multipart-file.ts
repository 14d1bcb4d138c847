import type { FastifyRequest } from 'fastify';

export type MultipartFile = NonNullable<Awaited<ReturnType<FastifyRequest['file']>>>;

/**
 * A multipart upload's bytes, or null when it ran over the route's `fileSize` limit (the plugin
 * stops reading it and says so with FST_REQ_FILE_TOO_LARGE): the route answers 413 with its limit.
 */
export function fileBytesWithinLimit(file: MultipartFile): Promise<Buffer | null> {
  return file.toBuffer().catch((error: unknown) => {
    if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE') return null;
    throw error;
  });
}

/** A text field of the multipart form, sent before the file (the plugin reads only those with it). */
export function fieldOf(file: MultipartFile, name: string): string | undefined {
  const value = file.fields[name];
  return value && !Array.isArray(value) && value.type === 'field' ? String(value.value) : undefined;
}

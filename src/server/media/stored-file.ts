import type { FastifyReply } from 'fastify';
import type { MediaStorage } from './media-storage.ts';

/** A private file kept in the media store: a deal's paper, a compliance copy, a message's attachment. */
export interface StoredFile {
  storageKey: string;
  filename: string;
  contentType: string;
}

/**
 * Answers a private file as a download (never shown inline, never sniffed as another type), or 404
 * when there is none the caller may see or the store has lost its bytes.
 */
export async function sendStoredFile(
  reply: FastifyReply,
  media: MediaStorage,
  file: StoredFile | null,
): Promise<FastifyReply> {
  const object = file ? await media.read(file.storageKey) : null;
  if (!file || !object) return reply.status(404).send({ message: 'Not found' });
  reply.type(file.contentType);
  reply.header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.filename)}`);
  reply.header('X-Content-Type-Options', 'nosniff');
  return reply.send(object.body);
}

import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { ComposerAttachment } from '../../shared/conversations/schemas.ts';
import { invalidField } from '../errors.ts';
import type { MediaStorage } from '../media/media-storage.ts';
import { UPLOADS_PATH } from '../media/media-storage.ts';
import { MAX_UPLOAD_BYTES } from '../media/media.service.ts';
import { CLIENT_DIR, PROJECT_ROOT } from '../ssr/build-output.ts';
import type { AttachmentFile } from './attachments.ts';
import type { StoredAttachment } from './conversation-message.entity.ts';

/** The most one message carries in all: what mail servers commonly accept, with room for base64. */
const MAX_MESSAGE_BYTES = 2 * MAX_UPLOAD_BYTES;

const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

function contentTypeOf(name: string): string {
  return CONTENT_TYPES[name.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';
}

async function streamToBuffer(body: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** A document of the site (the built client's copy, or the source tree's public/ in development). */
async function siteFile(path: string): Promise<Buffer | null> {
  for (const root of [CLIENT_DIR, join(PROJECT_ROOT, 'public')]) {
    const file = await readFile(join(root, path)).catch(() => null);
    if (file) return file;
  }
  return null;
}

/** A file the composer chose, with its bytes and how the message records it. */
export interface OutgoingFile {
  file: AttachmentFile;
  stored: StoredAttachment;
  /** Where the site serves it (WhatsApp fetches documents by link); null for a private upload. */
  sitePath: string | null;
}

/**
 * The composer's files with their bytes: a document of the site or an uploaded floor plan (read
 * where the site serves it from), or a file staff uploaded for this message (from the media store).
 */
export async function outgoingFiles(
  storage: MediaStorage,
  attachments: readonly ComposerAttachment[],
): Promise<OutgoingFile[]> {
  const files: OutgoingFile[] = [];
  let total = 0;
  for (const [index, attachment] of attachments.entries()) {
    const field = `attachments.${index}`;
    let content: Buffer | null;
    let filename: string;
    let contentType: string;
    if (attachment.kind === 'site') {
      const { path } = attachment;
      const object = path.startsWith(UPLOADS_PATH) ? await storage.read(path.slice(UPLOADS_PATH.length)) : null;
      content = object ? await streamToBuffer(object.body) : await siteFile(path);
      filename = attachment.filename ?? basename(path);
      contentType = contentTypeOf(path);
    } else {
      const object = await storage.read(attachment.key);
      content = object ? await streamToBuffer(object.body) : null;
      filename = basename(attachment.key);
      // The disk store names no type of its own for these files: the name's extension says it.
      contentType = contentTypeOf(filename);
    }
    if (!content) throw invalidField(field, 'This file is no longer there: attach it again');
    total += content.length;
    if (total > MAX_MESSAGE_BYTES)
      throw invalidField(field, `At most ${MAX_MESSAGE_BYTES / 1024 / 1024} MB of files on one message`);
    const key = attachment.kind === 'site' ? `site:${attachment.path}` : attachment.key;
    files.push({
      file: { filename, contentType, content },
      stored: { filename, contentType, size: content.length, key },
      sitePath: attachment.kind === 'site' ? attachment.path : null,
    });
  }
  return files;
}

import { randomUUID } from 'node:crypto';
import type { MediaStorage } from '../media/media-storage.ts';
import { ACCEPTED_FORMATS, MAX_UPLOAD_BYTES } from '../media/media.service.ts';
import type { StoredAttachment } from './conversation-message.entity.ts';

/** What a message brings: a file as received, or as staff attached it. */
export interface AttachmentFile {
  filename: string;
  contentType: string;
  content: Buffer;
}

/**
 * The types a buyer's file is kept as (by e-mail or WhatsApp): the upload rules' image formats, and PDF
 * (what agents send buyers, and buyers send back: a signed form, a passport copy). Their size is held
 * to the upload rules where they are stored (storeAttachments); anything else (executables, archives,
 * calendar invites) is dropped, as an upload of it would be refused.
 */
const KEPT_ATTACHMENT_TYPES = new Set([...[...ACCEPTED_FORMATS].map((format) => `image/${format}`), 'application/pdf']);

/** The type a file is kept as, or null: some clients send `image/jpg`, or a PDF as octet-stream. */
export function keptAttachmentType(file: { contentType: string; filename?: string | null }): string | null {
  const declared = file.contentType.toLowerCase();
  const type =
    declared === 'image/jpg'
      ? 'image/jpeg'
      : declared === 'application/octet-stream' && /\.pdf$/i.test(file.filename ?? '')
        ? 'application/pdf'
        : declared;
  return KEPT_ATTACHMENT_TYPES.has(type) ? type : null;
}

/** A name safe to show and to send back in a Content-Disposition: no path, no control characters, bounded. */
export function safeFilename(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return (clean || 'attachment').slice(0, 200);
}

/** The file's name as part of a storage key: letters, digits, dots, dashes and underscores only. */
export function keyNameOf(filename: string): string {
  return (
    filename
      .replace(/[^\w.-]+/g, '_')
      .replace(/^\.+/, '_')
      .slice(0, 100) || 'attachment'
  );
}

/**
 * Keeps a message's files in the media store under keys the public /uploads/ route never serves
 * (staff fetch them signed in), within the upload rules' size. A file over the limit is listed
 * with no key, so the timeline says it arrived but was not kept.
 */
export async function storeAttachments(
  storage: MediaStorage,
  files: readonly AttachmentFile[],
  now = new Date(),
): Promise<StoredAttachment[]> {
  const month = now.toISOString().slice(0, 7);
  const stored: StoredAttachment[] = [];
  for (const file of files) {
    const attachment = {
      filename: safeFilename(file.filename),
      contentType: file.contentType.slice(0, 100) || 'application/octet-stream',
      size: file.content.length,
    };
    if (file.content.length > MAX_UPLOAD_BYTES) {
      stored.push({ ...attachment, key: '' });
      continue;
    }
    const key = `conversations/${month}/${randomUUID()}/${keyNameOf(attachment.filename)}`;
    await storage.put(key, file.content, attachment.contentType);
    stored.push({ ...attachment, key });
  }
  return stored;
}

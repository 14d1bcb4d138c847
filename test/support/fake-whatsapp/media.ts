import { createHash, randomBytes } from 'node:crypto';

/** How long a download URL lives: Meta documents five minutes. */
const URL_LIFETIME_MS = 5 * 60 * 1000;
/** Where the fake serves downloads; Meta's own come from another host (lookaside.fbsbx.com) on this path. */
export const DOWNLOAD_PATH = '/whatsapp_business/attachments/';

interface StoredMedia {
  bytes: Buffer;
  mimeType: string;
}

/**
 * The media a customer sent, as Meta's Cloud API serves it (WhatsApp Cloud API "Media" reference): a
 * webhook names a media id; `GET /{version}/{media-id}` with the bearer token answers `{
 * messaging_product, url, mime_type, sha256, file_size, id }`, optionally checked against
 * `?phone_number_id`; the url lives five minutes and gives the bytes only to a GET with the same bearer
 * token (a plain GET gets nothing).
 */
export class FakeMedia {
  private readonly files = new Map<string, StoredMedia>();
  /** Download URLs handed out: their media id and until when they work. */
  private readonly links = new Map<string, { id: string; until: number }>();

  constructor(private readonly phoneNumberId: string) {}

  /** A file the customer sent: its media id, for the message's `image.id` or `document.id`. */
  add(bytes: Buffer, mimeType: string): string {
    const id = String(1_000_000_000_000_000 + Math.floor(Math.random() * 1e12));
    this.files.set(id, { bytes, mimeType });
    return id;
  }

  has(id: string): boolean {
    return this.files.has(id);
  }

  /** What `GET /{media-id}` answers, the download URL on `origin`; null when the media is not the number's. */
  retrieve(id: string, origin: string, phoneNumberId: string | null) {
    const file = this.files.get(id);
    if (!file || (phoneNumberId !== null && phoneNumberId !== this.phoneNumberId)) return null;
    const hash = randomBytes(16).toString('hex');
    const until = Date.now() + URL_LIFETIME_MS;
    this.links.set(hash, { id, until });
    const query = new URLSearchParams({ mid: id, ext: String(Math.floor(until / 1000)), hash });
    return {
      messaging_product: 'whatsapp',
      url: `${origin}${DOWNLOAD_PATH}?${query.toString()}`,
      mime_type: file.mimeType,
      sha256: createHash('sha256').update(file.bytes).digest('hex'),
      file_size: file.bytes.length,
      id,
    };
  }

  /** The bytes behind a download URL, or null when it is unknown or has expired. */
  download(search: URLSearchParams): StoredMedia | null {
    const link = this.links.get(search.get('hash') ?? '');
    if (!link || link.id !== search.get('mid') || link.until < Date.now()) return null;
    return this.files.get(link.id) ?? null;
  }
}

/** What POST /api/uploads answers for a stored photo. */
export interface UploadedImage {
  /** `<month>/<uuid>`: what DELETE /api/uploads/<id> (the `media.remove` procedure) takes. */
  id: string;
  url: string;
  variants: Record<string, string>;
  width: number;
  height: number;
}

/** A refused upload, with the HTTP status it was refused with (401 when the session has ended). */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly httpStatus: number,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

/**
 * Sends one file as the multipart field "file" to a staff upload route, after the text `fields` the
 * route reads with it (they go first: the server reads the fields that came before the file); its
 * JSON answer, or an UploadError.
 */
export async function uploadFile<T>(
  path: string,
  file: File,
  fetchImpl: typeof fetch = fetch,
  fields: Record<string, string> = {},
): Promise<T> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.append('file', file);
  const response = await fetchImpl(path, { method: 'POST', body, credentials: 'include' });
  if (!response.ok) {
    const { message } = (await response.json().catch(() => ({}))) as { message?: string };
    throw new UploadError(message ?? `Upload failed (${response.status})`, response.status);
  }
  return (await response.json()) as T;
}

/** Sends one photo to the server, which checks it really is a JPEG, PNG or WebP image. */
export function uploadImage(file: File, fetchImpl: typeof fetch = fetch): Promise<UploadedImage> {
  return uploadFile<UploadedImage>('/api/uploads', file, fetchImpl);
}

import { createHash } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { uploadKeySchema } from '../../shared/media/schemas.ts';
import type { Services } from '../services.ts';
import { staffRoute } from '../auth/staff-route.ts';
import { idempotentPosts } from '../idempotency/idempotent-posts.ts';
import { fileBytesWithinLimit } from './multipart-file.ts';
import { IMMUTABLE_CACHE_CONTROL, UPLOADS_PATH } from './media-storage.ts';
import { ImageTooLargeError, MAX_UPLOAD_BYTES, storeImage, UnsupportedImageError } from './media.service.ts';

/** What an upload request carried: its image, none, or one over the size limit. */
type Upload =
  | { kind: 'file'; bytes: Buffer; field: string; filename: string; mimetype: string }
  | { kind: 'none' }
  | { kind: 'too-large' };

/** Each request's upload, read once: by the Idempotency-Key check first (to compare it), then by the handler. */
const uploads = new WeakMap<FastifyRequest, Promise<Upload>>();

function uploadOf(request: FastifyRequest): Promise<Upload> {
  let upload = uploads.get(request);
  if (!upload) {
    upload = (async (): Promise<Upload> => {
      const file = await request.file();
      if (!file) return { kind: 'none' };
      const bytes = await fileBytesWithinLimit(file);
      if (!bytes) return { kind: 'too-large' };
      return { kind: 'file', bytes, field: file.fieldname, filename: file.filename, mimetype: file.mimetype };
    })();
    uploads.set(request, upload);
  }
  return upload;
}

/** The parts that make two uploads "the same request" for an Idempotency-Key: the field, name, type and a hash of the bytes. */
async function uploadFingerprintOf(request: FastifyRequest): Promise<unknown> {
  if (!request.isMultipart()) return request.body ?? null;
  const upload = await uploadOf(request);
  if (upload.kind !== 'file') return { upload: upload.kind };
  const { field, filename, mimetype, bytes } = upload;
  return { field, filename, mimetype, sha256: createHash('sha256').update(bytes).digest('hex') };
}

/**
 * Staff photo uploads (POST /api/uploads, multipart field "file") and their delivery under
 * /uploads/ with a year-long immutable cache (every stored name is new, so it never changes),
 * streamed from whichever store holds them. Deleting one is `media.remove` (DELETE /api/uploads/...).
 */
export const registerMedia: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const storage = services.media;

  app.get<{ Params: { '*': string } }>(`${UPLOADS_PATH}*`, async (request, reply) => {
    const key = uploadKeySchema.safeParse(request.params['*']);
    const object = key.success ? await storage.read(key.data) : null;
    if (!object) return reply.status(404).send({ message: 'Not found' });
    reply.type(object.contentType).header('Cache-Control', IMMUTABLE_CACHE_CONTROL);
    if (object.etag) reply.header('ETag', object.etag);
    if (object.lastModified) reply.header('Last-Modified', object.lastModified.toUTCString());
    if (object.etag && request.headers['if-none-match'] === object.etag) {
      object.body.destroy();
      return reply.status(304).send();
    }
    if (object.contentLength !== undefined) reply.header('Content-Length', object.contentLength);
    return reply.send(object.body);
  });

  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 } });
    // A retried upload with the same Idempotency-Key and the same image answers the first upload again.
    idempotentPosts(scope, { bodyOf: uploadFingerprintOf });
    // The staff gate answers before the body is read; only after it may the body take the upload timeout.
    scope.post('/api/uploads', staffRoute('media.upload', services), async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      if (!request.isMultipart()) return reply.status(400).send({ message: 'Send the image as multipart/form-data' });
      const upload = await uploadOf(request);
      if (upload.kind === 'none') return reply.status(400).send({ message: 'Choose an image to upload' });
      if (upload.kind === 'too-large')
        return reply.status(413).send({ message: `Images must be at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB` });
      try {
        const stored = await storeImage(storage, upload.bytes);
        services.contentVersion.changed();
        return reply.status(201).send(stored);
      } catch (error) {
        if (error instanceof UnsupportedImageError) return reply.status(415).send({ message: error.message });
        if (error instanceof ImageTooLargeError) return reply.status(400).send({ message: error.message });
        throw error;
      }
    });
  });
};

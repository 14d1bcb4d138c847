import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { uploadKeySchema } from '../../shared/media/schemas.ts';
import type { Services } from '../services.ts';
import { staffRoute } from '../auth/staff-route.ts';
import { IMMUTABLE_CACHE_CONTROL, UPLOADS_PATH } from './media-storage.ts';
import { ImageTooLargeError, MAX_UPLOAD_BYTES, storeImage, UnsupportedImageError } from './media.service.ts';

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
    // The staff gate answers before the body is read; only after it may the body take the upload timeout.
    scope.post('/api/uploads', staffRoute('media.upload', services), async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      if (!request.isMultipart()) return reply.status(400).send({ message: 'Send the image as multipart/form-data' });
      const file = await request.file();
      if (!file) return reply.status(400).send({ message: 'Choose an image to upload' });
      const bytes = await file.toBuffer().catch((error: unknown) => {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') return null;
        throw error;
      });
      if (!bytes)
        return reply.status(413).send({ message: `Images must be at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB` });
      try {
        const stored = await storeImage(storage, bytes);
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

import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import type { Services } from '../services.ts';
import { createContext } from '../trpc/context.ts';
import { ImageTooLargeError, MAX_UPLOAD_BYTES, storeImage, UnsupportedImageError } from './media.service.ts';

/**
 * Staff photo uploads (POST /api/uploads, multipart field "file") and their delivery under
 * /uploads/ with a year-long immutable cache (every stored name is new, so it never changes).
 */
export const registerMedia: FastifyPluginAsync<{ services: Services; dataDir: string }> = async (
  app,
  { services, dataDir },
) => {
  const uploadsDir = join(dataDir, 'uploads');
  await mkdir(uploadsDir, { recursive: true });

  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    immutable: true,
    maxAge: '365d',
  });

  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 } });
    scope.post('/api/uploads', async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const ctx = await createContext(request, reply, services);
      if (!ctx.user) return reply.status(401).send({ message: 'Sign in to continue' });
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
        const stored = await storeImage(uploadsDir, bytes);
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

import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { CONVERSATION_FILES_PATH } from '../../shared/conversations/constants.ts';
import { gatedContext, staffRoute } from '../auth/staff-route.ts';
import { InquirySchema } from '../inquiries/inquiry.entity.ts';
import { MAX_UPLOAD_BYTES } from '../media/media.service.ts';
import { fileBytesWithinLimit } from '../media/multipart-file.ts';
import type { Services } from '../services.ts';
import { SCOPED, StaffScope } from '../staff-scope/staff-scope.ts';
import { storeAttachments } from './attachments.ts';
import { ConversationMessageSchema } from './conversation-message.entity.ts';
import { sendStoredFile } from '../media/stored-file.ts';

const fileParams = z.object({ id: z.coerce.number().int().positive(), index: z.coerce.number().int().min(0).max(50) });

/**
 * A file for the composer (POST, multipart field "file", within the upload size) kept privately
 * until the message that carries it is sent, and a message's files for staff who may see its lead
 * (GET): the same lead scope as the timeline, so another agent's buyer's files are "not found".
 */
export const registerConversationFiles: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  app.get<{ Params: { id: string; index: string } }>(
    `${CONVERSATION_FILES_PATH}/messages/:id/attachments/:index`,
    staffRoute('conversations.read', services),
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      const params = fileParams.safeParse(request.params);
      const context = gatedContext(request);
      if (!params.success || !context) return reply.status(404).send({ message: 'Not found' });
      const message = await context.em.findOne(ConversationMessageSchema, { id: params.data.id });
      const file = message?.attachments?.[params.data.index];
      // Whoever may see the message's lead may see its files (the timeline's own scope).
      const visible =
        message !== null &&
        (await context.em.count(
          InquirySchema,
          StaffScope.of(context.user).where(SCOPED.leads, { id: message.inquiry.id }),
        )) > 0;
      if (!file?.key || !visible) return reply.status(404).send({ message: 'Not found' });
      if (file.key.startsWith('site:')) return reply.redirect(file.key.slice('site:'.length));
      return sendStoredFile(reply, services.media, { ...file, storageKey: file.key });
    },
  );

  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 } });
    scope.post(
      `${CONVERSATION_FILES_PATH}/attachments`,
      staffRoute('conversations.write', services),
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        if (!request.isMultipart()) return reply.status(400).send({ message: 'Send the file as multipart/form-data' });
        const file = await request.file();
        if (!file) return reply.status(400).send({ message: 'Choose a file to attach' });
        const bytes = await fileBytesWithinLimit(file);
        if (!bytes)
          return reply.status(413).send({ message: `Files must be at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB` });
        const [stored] = await storeAttachments(services.media, [
          { filename: file.filename, contentType: file.mimetype, content: bytes },
        ]);
        return reply.status(201).send(stored);
      },
    );
  });
};

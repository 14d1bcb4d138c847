import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { COMPLIANCE_DOCUMENT_KINDS, COMPLIANCE_DOCUMENTS_PATH } from '../../shared/compliance/file.ts';
import {
  MAX_LIST_BYTES,
  SANCTIONS_LIST_UPLOAD_PATH,
  sanctionsListUploadInput,
} from '../../shared/compliance/sanctions.ts';
import { MAX_UPLOAD_BYTES } from '../media/media.service.ts';
import { fieldOf, fileBytesWithinLimit } from '../media/multipart-file.ts';
import { ComplianceDocumentSchema } from './file/compliance-file.entity.ts';
import { storeDocument } from './file/documents.ts';
import { gatedContext, staffRoute } from '../auth/staff-route.ts';
import { toTRPCError } from '../errors.ts';
import { sendError } from '../rest/send-error.ts';
import type { Services } from '../services.ts';
import { uploadSanctionsList } from './lists/list-upload.ts';
import { sendStoredFile } from '../media/stored-file.ts';

const documentFields = z.object({
  dealId: z.coerce.number().int().positive(),
  partyId: z.coerce.number().int().positive().nullable(),
  kind: z.enum(COMPLIANCE_DOCUMENT_KINDS),
});

/** A domain error as the REST surface answers it (one mapping: errors.ts). */
function refuseWith(reply: FastifyReply, error: unknown): FastifyReply {
  const refusal = toTRPCError({ setHeader: (name, value) => void reply.header(name, value) }, error);
  if (!refusal) throw error;
  return sendError(reply, refusal);
}

/**
 * The compliance files' uploads, which tRPC's JSON body limit cannot carry: a sanctions list (the UN
 * list is megabytes of XML). Compliance officers only.
 */
export const registerComplianceFiles: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: MAX_LIST_BYTES, files: 1, fields: 5 } });
    scope.post(SANCTIONS_LIST_UPLOAD_PATH, staffRoute('compliance.manage', services), async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const context = gatedContext(request);
      if (!context || !request.isMultipart())
        return reply.status(400).send({ message: 'Send the list as multipart/form-data' });
      const file = await request.file();
      if (!file) return reply.status(400).send({ message: 'Choose the list file' });
      const bytes = await fileBytesWithinLimit(file);
      if (!bytes) return reply.status(413).send({ message: 'The file is too large' });
      const input = sanctionsListUploadInput.safeParse({
        source: fieldOf(file, 'source'),
        publishedOn: fieldOf(file, 'publishedOn') || undefined,
        content: bytes.toString('utf8'),
      });
      if (!input.success)
        return reply.status(400).send({ message: input.error.issues[0]?.message ?? 'Invalid upload' });
      try {
        return reply.status(201).send(await uploadSanctionsList(context, input.data));
      } catch (error) {
        return refuseWith(reply, error);
      }
    });
  });

  app.get<{ Params: { id: string } }>(
    `${COMPLIANCE_DOCUMENTS_PATH}/:id`,
    staffRoute('compliance.manage', services),
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      const id = z.coerce.number().int().positive().safeParse(request.params.id);
      const context = gatedContext(request);
      const document =
        id.success && context ? await context.em.findOne(ComplianceDocumentSchema, { id: id.data }) : null;
      return sendStoredFile(reply, services.media, document);
    },
  );

  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 } });
    scope.post(COMPLIANCE_DOCUMENTS_PATH, staffRoute('compliance.manage', services), async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const context = gatedContext(request);
      if (!context || !request.isMultipart())
        return reply.status(400).send({ message: 'Send the file as multipart/form-data' });
      const file = await request.file();
      if (!file) return reply.status(400).send({ message: 'Choose a file' });
      const bytes = await fileBytesWithinLimit(file);
      if (!bytes)
        return reply.status(413).send({ message: `Files must be at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB` });
      const fields = documentFields.safeParse({
        dealId: fieldOf(file, 'dealId'),
        partyId: fieldOf(file, 'partyId') || null,
        kind: fieldOf(file, 'kind'),
      });
      if (!fields.success) return reply.status(400).send({ message: 'Say which deal, party and kind of document' });
      try {
        const stored = await context.services.audit.recordWith(
          context,
          (em) =>
            storeDocument(
              em,
              services.media,
              { ...fields.data, uploadedBy: context.user.id },
              {
                filename: file.filename,
                contentType: file.mimetype,
                bytes,
              },
            ),
          (document) => ({
            action: 'compliance.document_added',
            subject: `deal ${fields.data.dealId}`,
            details: { document: document.id, kind: document.kind },
          }),
        );
        return reply.status(201).send({ id: stored.id, filename: stored.filename, size: stored.size });
      } catch (error) {
        return refuseWith(reply, error);
      }
    });
  });
};

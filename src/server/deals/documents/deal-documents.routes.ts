import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { DEAL_DOCUMENT_KINDS } from '../../../shared/deals/documents.ts';
import { FORM_F_PATH } from '../../../shared/deals/form-f.ts';
import { idSchema } from '../../../shared/validation.ts';
import { gatedContext, staffRoute } from '../../auth/staff-route.ts';
import { MAX_UPLOAD_BYTES } from '../../media/media.service.ts';
import { fieldOf, fileBytesWithinLimit } from '../../media/multipart-file.ts';
import type { Services } from '../../services.ts';
import { StaffScope } from '../../staff-scope/staff-scope.ts';
import { DealDocumentSchema } from '../deal.entity.ts';
import { dealInScope, storeDealDocument } from './deal-documents.ts';
import { sendStoredFile } from '../../media/stored-file.ts';

const dealParams = z.object({ id: idSchema });
const documentParams = z.object({ id: idSchema, documentId: idSchema });
const kindField = z.enum(DEAL_DOCUMENT_KINDS);
/** `dealDocumentsPath` of the shared module, as a route pattern. */
const ROUTE = `${FORM_F_PATH}/:id/documents`;

/**
 * A deal's papers (signed MOU or contract, NOC, title deed...): uploaded (POST, multipart "kind" then
 * "file") by staff who work the deal and downloaded by those who may see it, in the one deal scope
 * (an agent: their own deals; another agent's deal is "not found", as the Form F's).
 */
export const registerDealDocuments: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  app.get(`${ROUTE}/:documentId`, staffRoute('deals.read', services), async (request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    const context = gatedContext(request);
    const params = documentParams.safeParse(request.params);
    if (!context || !params.success) return reply.status(404).send({ message: 'Not found' });
    const { id, documentId } = params.data;
    const document = (await dealInScope(context.em, StaffScope.of(context.user), id))
      ? await context.em.findOne(DealDocumentSchema, { id: documentId, deal: id })
      : null;
    return sendStoredFile(reply, services.media, document);
  });

  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 } });
    scope.post(ROUTE, staffRoute('deals.work', services), async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const context = gatedContext(request);
      const params = dealParams.safeParse(request.params);
      if (!context || !params.success) return reply.status(404).send({ message: 'Not found' });
      const dealId = params.data.id;
      if (!(await dealInScope(context.em, StaffScope.of(context.user), dealId)))
        return reply.status(404).send({ message: 'Not found' });
      if (!request.isMultipart()) return reply.status(400).send({ message: 'Send the file as multipart/form-data' });
      const file = await request.file();
      if (!file) return reply.status(400).send({ message: 'Choose a file' });
      const bytes = await fileBytesWithinLimit(file);
      if (!bytes)
        return reply.status(413).send({ message: `Files must be at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB` });
      const kind = kindField.safeParse(fieldOf(file, 'kind'));
      if (!kind.success) return reply.status(400).send({ message: 'Say which kind of paper it is' });
      const stored = await services.audit.recordWith(
        context,
        (em) =>
          storeDealDocument(
            em,
            services.media,
            { dealId, kind: kind.data, uploadedBy: context.user.id },
            { filename: file.filename, contentType: file.mimetype, bytes },
          ),
        (document) => ({
          action: 'deal.document_added',
          subject: `deal ${dealId}`,
          details: { document: document.id, kind: document.kind },
        }),
      );
      return reply.status(201).send({ id: stored.id, filename: stored.filename, size: stored.size });
    });
  });
};

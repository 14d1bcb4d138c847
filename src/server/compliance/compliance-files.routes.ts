import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { MAX_LIST_BYTES, sanctionsListUploadInput } from '../../shared/compliance/sanctions.ts';
import { gatedContext, staffRoute } from '../auth/staff-route.ts';
import { toTRPCError } from '../errors.ts';
import { sendError } from '../rest/send-error.ts';
import type { Services } from '../services.ts';
import { uploadSanctionsList } from './lists/list-upload.ts';

/** Where the console uploads a new version of a sanctions list (multipart: fields "source", "publishedOn", then "file"). */
export const SANCTIONS_LIST_UPLOAD_PATH = '/api/compliance/lists';

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
      const bytes = await file.toBuffer().catch((error: unknown) => {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') return null;
        throw error;
      });
      if (!bytes) return reply.status(413).send({ message: 'The file is too large' });
      const field = (name: string) => {
        const value = file.fields[name];
        return value && !Array.isArray(value) && value.type === 'field' ? String(value.value) : undefined;
      };
      const input = sanctionsListUploadInput.safeParse({
        source: field('source'),
        publishedOn: field('publishedOn') || undefined,
        content: bytes.toString('utf8'),
      });
      if (!input.success)
        return reply.status(400).send({ message: input.error.issues[0]?.message ?? 'Invalid upload' });
      try {
        return reply.status(201).send(await uploadSanctionsList(context, input.data));
      } catch (error) {
        const refusal = toTRPCError({ setHeader: (name, value) => void reply.header(name, value) }, error);
        if (!refusal) throw error;
        return sendError(reply, refusal);
      }
    });
  });
};

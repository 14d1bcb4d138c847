import { uploadRefSchema } from '../../shared/media/schemas.ts';
import { notFound } from '../errors.ts';
import { staffProcedure, router } from '../trpc/init.ts';
import { removeImage } from './media.service.ts';

/** Uploaded photos; uploading itself is multipart, so it is the plain route POST /api/uploads. */
export const mediaRouter = router({
  /** Deletes every variant of an upload from the store (pages that still link it show their fallback). */
  remove: staffProcedure('content.edit')
    .input(uploadRefSchema)
    .mutation(async ({ ctx, input }) => {
      if (!(await removeImage(ctx.services.media, input))) throw notFound('Upload not found');
      ctx.services.contentVersion.changed();
      return { success: true as const, id: `${input.month}/${input.id}` };
    }),
});

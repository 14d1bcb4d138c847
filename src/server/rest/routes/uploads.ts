import { z } from 'zod';
import { deletedResponse } from '../../../shared/api/responses.ts';
import { uploadRefSchema } from '../../../shared/media/schemas.ts';
import { defineRoute } from '../define-route.ts';

/** Deleting an uploaded photo (uploading is multipart: media.routes.ts). */
export const uploadRoutes = [
  defineRoute({
    method: 'DELETE',
    url: '/uploads/:month/:id',
    summary: 'Delete an uploaded photo',
    description: 'Every size of it goes; pages that still show it fall back to their placeholder.',
    tag: 'Media',
    staff: 'content.edit',
    input: z.object({ params: uploadRefSchema }),
    response: deletedResponse,
    handle: (c, { params }) => c.media.remove(params),
  }),
];

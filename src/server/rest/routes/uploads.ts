import { z } from 'zod';
import { uploadRefSchema } from '../../../shared/media/schemas.ts';
import { defineRoute } from '../define-route.ts';

/** Deleting an uploaded photo (uploading is multipart: media.routes.ts). */
export const uploadRoutes = [
  defineRoute({
    method: 'DELETE',
    url: '/uploads/:month/:id',
    staff: 'content.edit',
    input: z.object({ params: uploadRefSchema }),
    handle: (c, { params }) => c.media.remove(params),
  }),
];

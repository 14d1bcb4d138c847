import { z } from 'zod';

/**
 * Uploaded photos are stored as `<month>/<id>-<width>.webp` (e.g. `2026-11/0b8e…-1600.webp`), with
 * the portals' JPEG rendition as `<month>/<id>-portal.jpg`, and
 * linked as `/uploads/<key>` or under the S3 public URL. One upload is its month and its id.
 */
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const UPLOAD_KEY =
  /^\d{4}-(0[1-9]|1[0-2])\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-(?:[1-9]\d{1,4}\.webp|portal\.jpg)$/;
/** The portal rendition of a demo photo (a file under public/media), made when the demo is seeded. */
const DEMO_PORTAL_KEY = /^portal\/[a-z0-9]+(?:-[a-z0-9]+)*\.jpg$/;

/** The key of one stored variant, as it follows `/uploads/` in a URL. */
export const uploadKeySchema = z
  .string()
  .refine((key) => UPLOAD_KEY.test(key) || DEMO_PORTAL_KEY.test(key), { error: 'Not an uploaded photo' });

/** One uploaded photo with all its variants, as staff name it to delete it. */
export const uploadRefSchema = z.object({
  month: z.string({ error: 'Invalid upload' }).regex(MONTH, { error: 'Invalid upload' }),
  id: z.uuid({ error: 'Invalid upload' }),
});
export type UploadRef = z.infer<typeof uploadRefSchema>;

/** The /api answer to an upload: the photo's id (to delete it), its largest size and every other. */
export const uploadedImageResponse = z
  .object({
    id: z.string().meta({ description: 'How to name it to delete it: `<month>/<id>`.' }),
    url: z.string().meta({ description: 'The largest size: what `imageUrl` and `photos` take.' }),
    portalUrl: z.string().meta({ description: 'The JPEG the portals fetch.' }),
    variants: z.record(z.string(), z.string()).meta({ description: 'The URL of each width.' }),
    width: z.number().int(),
    height: z.number().int(),
  })
  .meta({ id: 'UploadedImage' });

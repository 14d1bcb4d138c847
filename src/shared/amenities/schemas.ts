import { z } from 'zod';
import { requiredText, sortOrderSchema } from '../validation.ts';

export const amenityInputSchema = z.object({
  name: requiredText(2, 'Name must be at least 2 characters', 120),
  description: requiredText(2, 'Description is required', 2000),
  icon: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{2,60}$/, { error: 'Choose an icon' }),
  sortOrder: sortOrderSchema.default(0),
});
export const amenityPatchSchema = amenityInputSchema.extend({ sortOrder: sortOrderSchema });

export interface AmenityView {
  id: number;
  name: string;
  description: string;
  icon: string;
  sortOrder: number;
}

/** Tabler icon names the landing page draws for amenities; the admin offers these. */
export const AMENITY_ICON_NAMES = [
  'massage',
  'yoga',
  'swimming',
  'beach',
  'barbell',
  'mood-kid',
  'movie',
  'glass-full',
  'leaf',
  'bell-ringing',
  'sparkles',
] as const;

/** The /api answer: one amenity (see properties/responses.ts for how answers are checked). */
export const amenityResponse = z
  .object({ id: z.number().int(), name: z.string(), description: z.string(), icon: z.string(), sortOrder: z.number() })
  .meta({ id: 'Amenity' });

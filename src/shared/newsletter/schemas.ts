import { z } from 'zod';

export const newsletterSubscribeSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254, { error: 'Must be at most 254 characters' })
    .pipe(z.email({ error: 'Please enter a valid email address' })),
});

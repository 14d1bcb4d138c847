import { z } from 'zod';

export const newsletterSubscribeSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254, { error: 'Must be at most 254 characters' })
    .pipe(z.email({ error: 'Please enter a valid email address' })),
});

/** The secret of a one-click unsubscribe link: 64 hex characters. */
export const unsubscribeTokenSchema = z
  .string({ error: 'The unsubscribe link is incomplete' })
  .regex(/^[0-9a-f]{64}$/, { error: 'The unsubscribe link is not valid' });

export const newsletterUnsubscribeSchema = z.object({ token: unsubscribeTokenSchema });

import { z } from 'zod';

export const loginInputSchema = z.object({
  username: z.string().trim().min(1, { error: 'Username is required' }).max(64),
  password: z.string().min(1, { error: 'Password is required' }).max(200),
});

export const passwordSchema = z
  .string()
  .min(10, { error: 'Password must be at least 10 characters' })
  .max(200, { error: 'Password must be at most 200 characters' });

export const usernameSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9._-]{3,64}$/i, { error: 'Username must be 3-64 letters, digits, dots, dashes or underscores' });

export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, { error: 'Current password is required' }),
  newPassword: passwordSchema,
});

export const createUserSchema = z.object({ username: usernameSchema, password: passwordSchema });

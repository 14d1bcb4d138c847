import { z } from 'zod';
import { STAFF_ROLES } from '../staff/permissions.ts';
import { idSchema } from '../validation.ts';

/** Longer passwords are refused: hashing cost must not grow with what a client sends. */
export const PASSWORD_MAX_LENGTH = 128;
const tooLong = { error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters` };

export const loginInputSchema = z.object({
  username: z.string().trim().min(1, { error: 'Username is required' }).max(64),
  password: z.string().min(1, { error: 'Password is required' }).max(PASSWORD_MAX_LENGTH, tooLong),
});

export const passwordSchema = z
  .string()
  .min(10, { error: 'Password must be at least 10 characters' })
  .max(PASSWORD_MAX_LENGTH, tooLong);

export const usernameSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9._-]{3,64}$/i, { error: 'Username must be 3-64 letters, digits, dots, dashes or underscores' });

/** The signed-in staff member's own password, asked again before a change to accounts. */
const currentPasswordSchema = z
  .string({ error: 'Current password is required' })
  .min(1, { error: 'Current password is required' })
  .max(PASSWORD_MAX_LENGTH, tooLong);

export const changePasswordSchema = z.object({
  currentPassword: currentPasswordSchema,
  newPassword: passwordSchema,
});

export const createUserSchema = z.object({
  username: usernameSchema,
  password: passwordSchema,
  currentPassword: currentPasswordSchema,
  /** Least privilege when a caller names none: an agent's account (staff roles, issue #29). */
  role: z.enum(STAFF_ROLES, { error: 'Choose a role' }).default('agent'),
  agentId: idSchema.nullable().default(null),
});

import { z } from 'zod';
import { isGuessablePassword, PASSWORD_MIN_LENGTH } from './password-strength.ts';
import { STAFF_ROLES } from '../staff/permissions.ts';
import { idSchema } from '../validation.ts';

import { PASSWORD_MAX_LENGTH, tooLong } from './login-schema.ts';

// The sign-in page imports login-schema.ts alone, so it never loads the dictionary of common passwords.
export { loginInputSchema, PASSWORD_MAX_LENGTH } from './login-schema.ts';

/** A staff account's own e-mail address (security notices go there once it is verified). */
export const staffEmailSchema = z
  .string({ error: 'Invalid email address' })
  .trim()
  .max(254, { error: 'Email address is too long' })
  .pipe(z.email({ error: 'Invalid email address' }));

/** A new staff password's length, the part of `passwordSchema` that needs no dictionary. */
export const passwordLengthSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`, abort: true })
  .max(PASSWORD_MAX_LENGTH, { ...tooLong, abort: true });

/**
 * A new staff password: long enough, and not one an attacker tries early (password-strength.ts). The
 * check is asynchronous (it loads its dictionary on first use): parse with `parseAsync`/`safeParseAsync`,
 * as tRPC, the REST adapter and Mantine's schema resolver do.
 */
export const passwordSchema = passwordLengthSchema.refine(async (password) => !(await isGuessablePassword(password)), {
  error: 'This password is too common or too easy to guess. Choose a longer phrase of unusual words.',
});

export const usernameSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9._-]{3,64}$/i, { error: 'Username must be 3-64 letters, digits, dots, dashes or underscores' });

/** The signed-in staff member's own password, asked again before a change to accounts. */
export const currentPasswordSchema = z
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
  /** Where the account's verification link goes; optional, the account can add it on its Account screen. */
  email: z.union([z.literal(''), staffEmailSchema]).optional(),
});

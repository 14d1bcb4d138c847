import { z } from 'zod';

/** Longer passwords are refused: hashing cost must not grow with what a client sends. */
export const PASSWORD_MAX_LENGTH = 128;
export const tooLong = { error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters` };

export const loginInputSchema = z.object({
  username: z.string().trim().min(1, { error: 'Username is required' }).max(64),
  password: z.string().min(1, { error: 'Password is required' }).max(PASSWORD_MAX_LENGTH, tooLong),
  /**
   * A current authenticator-app code typed with the password: it takes a sign-in past the account's own
   * limit (guesses from many addresses hold an account; its owner with the second factor is not held).
   */
  code: z
    .string()
    .trim()
    .regex(/^(\d{6})?$/, { error: 'Enter the 6-digit code from your authenticator app' })
    .optional(),
});

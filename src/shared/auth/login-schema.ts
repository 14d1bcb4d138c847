import { z } from 'zod';

/** Longer passwords are refused: hashing cost must not grow with what a client sends. */
export const PASSWORD_MAX_LENGTH = 128;
export const tooLong = { error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters` };

export const loginInputSchema = z.object({
  username: z.string().trim().min(1, { error: 'Username is required' }).max(64),
  password: z.string().min(1, { error: 'Password is required' }).max(PASSWORD_MAX_LENGTH, tooLong),
});

import type { z } from 'zod';

/** A zod result's issues as Mantine form errors, keyed by field path ('email', 'valuationTypes'). */
export function formErrors(result: z.ZodSafeParseResult<unknown>): Record<string, string> {
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

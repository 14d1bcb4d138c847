import { ZodRealError, type ZodError } from 'zod';
import { unstorableTextReason } from '../../shared/validation.ts';

/**
 * Finds the first string in a procedure's raw input that PostgreSQL could not store (NUL, lone
 * surrogates) or nobody should see (control characters), at any depth. The shared text schemas
 * refuse these too; this catches fields typed as bare strings (a login name, a search, a tag) so no
 * such value ever reaches a query. The error is the one zod's own parse throws (a real Error), so
 * tRPC keeps it as the cause and both entry points report it per field. Walks with its own stack: a body nested thousands of levels deep
 * must not overflow the call stack.
 */
export function unstorableInput(input: unknown): ZodError | null {
  const stack: Array<{ value: unknown; path: PropertyKey[] }> = [{ value: input, path: [] }];
  while (stack.length) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      const reason = unstorableTextReason(value);
      if (reason) return new ZodRealError([{ code: 'custom', path, message: reason, input: value }]);
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => stack.push({ value: item, path: [...path, index] }));
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) stack.push({ value: item, path: [...path, key] });
    }
  }
  return null;
}

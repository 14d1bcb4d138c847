import { ZodRealError, type ZodError } from 'zod';
import { unstorableTextReason } from '../../shared/validation.ts';

interface Visit {
  value: unknown;
  key: PropertyKey;
  parent: Visit | null;
}

function pathOf(visit: Visit): PropertyKey[] {
  const path: PropertyKey[] = [];
  for (let at: Visit | null = visit; at?.parent; at = at.parent) path.unshift(at.key);
  return path;
}

/**
 * Finds the first string in a procedure's raw input that PostgreSQL could not store (NUL, lone
 * surrogates) or nobody should see (control characters), at any depth. The shared text schemas
 * refuse these too; this catches fields typed as bare strings (a login name, a search, a tag) so no
 * such value ever reaches a query. The error is the one zod's own parse throws (a real Error), so
 * tRPC keeps it as the cause and both entry points report it per field.
 *
 * It walks with its own stack and parent links, so a body nested thousands of levels deep costs
 * time in proportion to its size: no call-stack overflow, and no path copied at every level.
 */
export function unstorableInput(input: unknown): ZodError | null {
  const stack: Visit[] = [{ value: input, key: '', parent: null }];
  while (stack.length) {
    const visit = stack.pop()!;
    const { value } = visit;
    if (typeof value === 'string') {
      const reason = unstorableTextReason(value);
      if (reason) return new ZodRealError([{ code: 'custom', path: pathOf(visit), message: reason, input: value }]);
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => stack.push({ value: item, key: index, parent: visit }));
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) stack.push({ value: item, key, parent: visit });
    }
  }
  return null;
}

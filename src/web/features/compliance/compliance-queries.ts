import type { Trpc } from '../../router-context.ts';

/** Every compliance query a change may touch: fetched again after each. */
export function complianceQueryKeys(trpc: Trpc) {
  return [trpc.compliance.pathKey()];
}

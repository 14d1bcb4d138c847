import type { z } from 'zod';
import { appRouter } from '../../src/server/trpc/app-router.ts';
import type { ProcedureMeta } from '../../src/server/trpc/init.ts';

/** What the tests that walk the router read of a procedure: its kind, the permission it declares, its input schemas. */
export interface ProcedureDef {
  type: 'query' | 'mutation' | 'subscription';
  meta?: ProcedureMeta;
  inputs: z.ZodType[];
}

export function isProcedure(value: unknown): value is { _def: ProcedureDef } {
  return typeof value === 'function' && '_def' in value;
}

/** Every procedure of the root router with its path, so a new one is walked without being named. */
export const routerProcedures: Array<{ path: string; def: ProcedureDef }> = Object.entries(
  appRouter._def.procedures as Record<string, unknown>,
).flatMap(([path, procedure]) => (isProcedure(procedure) ? [{ path, def: procedure._def }] : []));

export type AnyProcedure = (input: unknown) => Promise<unknown>;

/** The procedure at `path` ("inquiries.byId") of a caller. */
export function procedureAt(caller: object, path: string): AnyProcedure {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller) as AnyProcedure;
}

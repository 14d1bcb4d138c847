/**
 * `raw` when it is one of `values`, else undefined: how cookies, search parameters and other
 * untrusted strings become one of a closed list of choices. Written without zod, because its callers
 * run in the script every page loads (zod's core alone is ~15 kB gzip).
 */
export function optionalEnum<T extends string>(raw: unknown, values: readonly T[]): T | undefined {
  return values.find((value) => value === raw);
}

import fc from 'fast-check';
import { z } from 'zod';

/**
 * fast-check generators of a procedure's input, derived from its zod schema alone, so a test that
 * walks the router covers a new procedure or a new filter without anyone writing its inputs.
 * Leaves (strings, numbers, dates) are drawn from a pool of values that mean something in the test's
 * data (another agent's ids, text found in their records, days around their viewings) plus random
 * ones, each kept only when that leaf of the schema accepts it: most generated inputs pass
 * validation and reach the query. A shape the walker does not know throws, so it is noticed.
 */
export interface ValuePool {
  strings: readonly string[];
  numbers: readonly number[];
  dates: readonly Date[];
}

/** Some random values of each kind beside the pool's, so the leaves are not only the test's own. */
const RANDOM_STRINGS = () => fc.sample(fc.string({ maxLength: 24 }), 30);
const RANDOM_NUMBERS = () => [0, 1, -1, 2, 10, 100, 500, 1_000, 10_000, 2 ** 31 - 1, ...fc.sample(fc.integer(), 10)];

/**
 * A leaf: the pool's values this schema accepts, four times as often as the random ones it accepts
 * (the pool's are those that can find something); a failure naming the leaf where no value fits.
 */
function leaf<T>(schema: z.core.$ZodType, pool: readonly T[], random: readonly T[], path: string): fc.Arbitrary<T> {
  const accepts = (value: T) => z.safeParse(schema, value).success;
  const [meaningful, others] = [[...new Set(pool)].filter(accepts), random.filter(accepts)];
  if (!meaningful.length && !others.length)
    throw new Error(`${path}: no value passes this ${schema._zod.def.type} (extend the pool)`);
  if (!meaningful.length) return fc.constantFrom(...others);
  if (!others.length) return fc.constantFrom(...meaningful);
  return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...meaningful) }, fc.constantFrom(...others));
}

export function arbitraryOf(schema: z.core.$ZodType, pool: ValuePool, path = 'input'): fc.Arbitrary<unknown> {
  const inner = (of: z.core.$ZodType, at = path) => arbitraryOf(of, pool, at);
  if (schema instanceof z.ZodObject) {
    const fields = Object.entries(schema.shape).map(([key, field]) => [key, inner(field, `${path}.${key}`)] as const);
    return fc.record(Object.fromEntries(fields));
  }
  // Left out or not: either way the schema decides what the procedure sees.
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodDefault || schema instanceof z.ZodPrefault)
    return fc.option(inner(schema.unwrap()), { nil: undefined });
  if (schema instanceof z.ZodNullable) return fc.option(inner(schema.unwrap()), { nil: null });
  if (schema instanceof z.ZodReadonly || schema instanceof z.ZodCatch) return inner(schema.unwrap());
  // A preprocessing or coercing step takes what its output takes; a transform after parsing, its input.
  if (schema instanceof z.ZodPipe) return schema.in instanceof z.ZodTransform ? inner(schema.out) : inner(schema.in);
  if (schema instanceof z.ZodUnion) return fc.oneof(...schema.options.map((option) => inner(option)));
  if (schema instanceof z.ZodArray) return fc.array(inner(schema.element, `${path}[]`), { maxLength: 3 });
  if (schema instanceof z.ZodEnum) return fc.constantFrom(...schema.options);
  if (schema instanceof z.ZodLiteral) return fc.constantFrom(...schema.values);
  if (schema instanceof z.ZodBoolean) return fc.boolean();
  const type = schema._zod.def.type;
  if (type === 'string') return leaf(schema, pool.strings, RANDOM_STRINGS(), path);
  if (type === 'number') return leaf(schema, pool.numbers, RANDOM_NUMBERS(), path);
  if (type === 'date') return leaf(schema, pool.dates, [], path);
  throw new Error(`${path}: cannot generate a ${type} (teach test/support/schema-arbitrary.ts this shape)`);
}

import fc from 'fast-check';
import { appRouter } from '../../src/server/trpc/app-router.ts';

/**
 * What the fuzz scenario (test/faults/fuzz-every-route.test.ts) sends, and to which procedures: generated
 * values of every odd kind, bodies that are not JSON, edge inputs the schemas must catch, odd ids.
 */

/** Field names the schemas use, so generated objects reach the validation of real fields. */
const FIELDS = [
  'id',
  'data',
  'kind',
  'type',
  'name',
  'firstName',
  'lastName',
  'fullName',
  'email',
  'phone',
  'message',
  'title',
  'description',
  'price',
  'bedrooms',
  'bathrooms',
  'area',
  'imageUrl',
  'status',
  'location',
  'username',
  'password',
  'currentPassword',
  'newPassword',
  'note',
  'agentId',
  'propertyId',
  'search',
  'limit',
  'offset',
  'from',
  'to',
  'featured',
  'languages',
  'specialties',
  'bio',
  'photoUrl',
  'license',
  'alt',
  'url',
  'category',
  'text',
  'role',
  'rating',
  'sortOrder',
  'icon',
  'size',
  'consent',
  'valuationTypes',
  'interest',
  'sourcePage',
  'features',
];

const loneSurrogate = fc.constantFrom('\ud800', '\udfff', 'a\udc00b', '\ud83d');
const oddString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\u202e',
    '\ufeff',
    '\u200b',
    'null',
    'undefined',
    '__proto__',
    '1e400',
    '-0',
  ),
  loneSurrogate,
  fc.integer({ min: 5_000, max: 60_000 }).map((length) => 'x'.repeat(length)),
);
const oddNumber = fc.constantFrom(0, -1, 1.5, 2 ** 31, 2 ** 31 - 1, 2 ** 53 + 1, 1e308, -1e308, 135);
const scalar = fc.oneof(oddString, oddNumber, fc.boolean(), fc.constant(null));
const deep = fc.tuple(fc.integer({ min: 50, max: 3_000 }), fc.boolean()).map(([depth, objects]) => {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = objects ? { id: value } : [value];
  return value;
});
const value: fc.Arbitrary<unknown> = fc.letrec<{ node: unknown }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('node'), { maxLength: 4 }),
    fc.dictionary(fc.constantFrom(...FIELDS), tie('node'), { maxKeys: 6 }),
  ),
})).node;
export const input = fc.oneof(
  value,
  deep,
  fc.dictionary(fc.constantFrom(...FIELDS), value, { minKeys: 1, maxKeys: 8 }),
);

/** Bodies that are not JSON at all, or not what the content type says. */
export const MALFORMED: Array<{ body: string; type: string }> = [
  { body: '{', type: 'application/json' },
  { body: '{"id": 1,}', type: 'application/json' },
  { body: "{'id': 1}", type: 'application/json' },
  { body: 'NaN', type: 'application/json' },
  { body: '\u0000', type: 'application/json' },
  {
    body: '{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}',
    type: 'application/json',
  },
  { body: `${'['.repeat(20_000)}${']'.repeat(20_000)}`, type: 'application/json' },
  { body: 'name=x&email=y', type: 'application/x-www-form-urlencoded' },
  { body: '<xml/>', type: 'text/plain' },
];
/** Inputs at the edges the schemas must catch: ids past PostgreSQL's integer, NULs where a query would take them. */
export const EDGE_INPUTS: unknown[] = [
  { id: 2_147_483_648, data: {} },
  { id: '99999999999', data: { title: 'Edge' } },
  { id: 1, agentId: 2_147_483_648 },
  { username: 'admin\u0000', password: 'not-the-password' },
  { search: '\ud800', limit: 1e9, offset: 2 ** 53 },
  { email: `${'a'.repeat(250)}@example.com` },
];
/** Over the body limit: refused with 413 before any parsing. */
export const OVERSIZED = { body: 'x'.repeat(300 * 1024), type: 'application/json' };
/** What PATCH bodies are sent to: an id that cannot exist and one beyond the integer range. */
export const PATCH_IDS = ['999999', '2147483648'];
export const ODD_IDS = [
  '0',
  '-1',
  '2147483648',
  '99999999999999999999',
  'abc',
  '1e3',
  '1.5',
  '%00',
  '%F0%9F%98%80',
  '%ED%A0%80',
  'x'.repeat(3000),
];

/** 'query' or 'mutation', read from a procedure's definition. */
function definition(procedure: unknown): object {
  const def =
    (typeof procedure === 'function' || typeof procedure === 'object') && procedure && '_def' in procedure
      ? procedure._def
      : null;
  if (!def || typeof def !== 'object') throw new Error(`not a procedure: ${String(procedure)}`);
  return def;
}

function procedureType(def: object): 'query' | 'mutation' {
  const type = 'type' in def ? def.type : null;
  if (type !== 'query' && type !== 'mutation') throw new Error(`not a procedure: ${JSON.stringify(def)}`);
  return type;
}

/** A staff procedure (staffProcedure in src/server/trpc/init.ts) names its permission in its meta. */
function isStaffOnly(def: object): boolean {
  const meta = 'meta' in def ? def.meta : null;
  return Boolean(meta && typeof meta === 'object' && 'permission' in meta && meta.permission);
}

/**
 * Every tRPC procedure of the app, with its type and whether it is for staff only (signed out, it is
 * refused before its input is read), in a fixed order.
 */
export const procedures = Object.entries(appRouter._def.procedures)
  .map(([path, procedure]) => {
    const def = definition(procedure);
    return { path, type: procedureType(def), staffOnly: isStaffOnly(def) };
  })
  .sort((a, b) => a.path.localeCompare(b.path));

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonDepthWithin, JsonTooDeepError, MAX_JSON_DEPTH, parseJson } from './json-depth.ts';

/** How deep a parsed value nests (objects and arrays), by recursion: fine for the small values generated. */
function depthOf(value: unknown): number {
  if (Array.isArray(value)) return 1 + Math.max(0, ...value.map(depthOf));
  if (value !== null && typeof value === 'object') return 1 + Math.max(0, ...Object.values(value).map(depthOf));
  return 0;
}

describe('the JSON depth check', () => {
  it('agrees with the depth of the parsed value, brackets inside strings not counted', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 8 }), fc.integer({ min: 0, max: 10 }), (value, max) => {
        const text = JSON.stringify(value);
        expect(jsonDepthWithin(text, max)).toBe(depthOf(value) <= max);
      }),
      { numRuns: 500 },
    );
  });

  it('counts strings full of brackets and escaped quotes as no depth', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('[', '{', '"', '\\', ']', '}', 'a')), (chars) => {
        expect(jsonDepthWithin(JSON.stringify({ text: chars.join('') }), 1)).toBe(true);
      }),
    );
  });

  it('refuses a text nested far too deep without overflowing the stack', () => {
    const deep = `${'['.repeat(200_000)}${']'.repeat(200_000)}`;
    expect(jsonDepthWithin(deep)).toBe(false);
    expect(() => parseJson(deep)).toThrow(JsonTooDeepError);
  });

  it('parses JSON at the limit, and leaves invalid JSON to the parser', () => {
    const atLimit = `${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}`;
    expect(depthOf(parseJson(atLimit))).toBe(MAX_JSON_DEPTH);
    expect(() => parseJson(`[${atLimit}]`)).toThrow(JsonTooDeepError);
    expect(() => parseJson('{"a": ')).toThrow(SyntaxError);
  });
});

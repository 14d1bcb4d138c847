import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  AMIRI_CORE,
  AMIRI_CORE_RANGES,
  amiriCoreUnicodeRange,
  subsetAmiriCore,
} from '../../scripts/subset-arabic-font.ts';

/**
 * Arabic pages preload Amiri's core (scripts/subset-arabic-font.ts), not Fontsource's whole Arabic
 * file, and the stylesheet gives each of the two files a range of its own. These checks keep the three
 * in step: the committed file is what the script makes, the stylesheet's ranges are the script's and
 * do not meet, and every Arabic letter our messages use is in the core, so no page of ours needs the
 * whole file.
 */

const ROOT = resolve(import.meta.dirname, '../..');
const css = readFileSync(resolve(ROOT, 'src/web/styles/global.css'), 'utf8');

/** The `unicode-range` of each of the stylesheet's Amiri faces, by the file it names. */
function amiriFaces(): Map<string, Array<[number, number]>> {
  const faces = new Map<string, Array<[number, number]>>();
  for (const [block] of css.matchAll(/@font-face\s*\{[^}]*\}/g)) {
    if (!block.includes("font-family: 'Amiri'")) continue;
    const file = /url\(([^)]+)\)/.exec(block)?.[1] ?? '';
    const range = /unicode-range:\s*([^;]+);/.exec(block)?.[1] ?? '';
    faces.set(
      file,
      range.split(',').map((part) => {
        const [from = '', to = from] = part.trim().replace(/^U\+/, '').split('-');
        return [Number.parseInt(from, 16), Number.parseInt(to, 16)];
      }),
    );
  }
  return faces;
}

const inRanges = (code: number, ranges: ReadonlyArray<readonly [number, number]>) =>
  ranges.some(([from, to]) => code >= from && code <= to);
/** Arabic, Arabic Supplement, Extended-A/B and the presentation forms. */
const ARABIC_SCRIPT: ReadonlyArray<readonly [number, number]> = [
  [0x0600, 0x06ff],
  [0x0750, 0x077f],
  [0x0870, 0x08ff],
  [0xfb50, 0xfdff],
  [0xfe70, 0xfeff],
];

describe("Amiri's core for the Arabic pages", () => {
  it('is the committed file the script makes from the installed Fontsource face', async () => {
    const committed = readFileSync(AMIRI_CORE);
    const made = await subsetAmiriCore();
    expect(made.length).toBeLessThan(50_000);
    expect(committed.equals(made), 'run `tsx scripts/subset-arabic-font.ts` and commit the file').toBe(true);
  });

  it("has the script's range in the stylesheet, and the whole file a range that does not meet it", () => {
    const faces = amiriFaces();
    expect([...faces.keys()]).toEqual([
      '@fontsource/amiri/files/amiri-arabic-400-normal.woff2',
      '../fonts/amiri-arabic-core-400-normal.woff2',
    ]);
    const core = faces.get('../fonts/amiri-arabic-core-400-normal.woff2') ?? [];
    expect(core).toEqual(AMIRI_CORE_RANGES);
    expect(css).toContain(`unicode-range: ${amiriCoreUnicodeRange()};`);
    const whole = faces.get('@fontsource/amiri/files/amiri-arabic-400-normal.woff2') ?? [];
    for (let code = 0; code <= 0xffff; code += 1)
      if (inRanges(code, core)) expect(inRanges(code, whole), `U+${code.toString(16)} in both`).toBe(false);
    // Between them they cover the whole Arabic script.
    for (const [from, to] of ARABIC_SCRIPT)
      for (let code = from; code <= to; code += 1)
        expect(inRanges(code, core) || inRanges(code, whole), `U+${code.toString(16)} in neither`).toBe(true);
  });

  it('covers every Arabic letter, mark and sign of the Arabic messages', () => {
    const dir = resolve(ROOT, 'messages/ar');
    const outside = new Set<string>();
    let arabic = 0;
    for (const file of readdirSync(dir))
      for (const char of readFileSync(resolve(dir, file), 'utf8')) {
        const code = char.codePointAt(0) ?? 0;
        if (!inRanges(code, ARABIC_SCRIPT)) continue;
        arabic += 1;
        if (!inRanges(code, AMIRI_CORE_RANGES)) outside.add(`U+${code.toString(16)}`);
      }
    expect(arabic).toBeGreaterThan(1000);
    expect([...outside]).toEqual([]);
  });
});

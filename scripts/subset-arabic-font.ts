/**
 * Writes the core of Amiri, the Arabic pages' heading face, to `src/web/fonts/` (committed):
 * Fontsource's Arabic file of Amiri holds 108 kB of letters for Persian, Urdu, Quranic marks and
 * presentation forms that no page of ours shows, and an Arabic page fetches it before its first paint.
 * The core (45 kB) keeps the letters, marks, digits and punctuation of Arabic itself
 * (`AMIRI_CORE_RANGES`) with every layout feature (HarfBuzz's subsetter, through `subset-font`), so
 * the calligraphic joins and ligatures are drawn as before. styles/global.css gives it exactly that
 * range, and Fontsource's whole file the rest of the Arabic script (any other letter staff may type).
 *
 * Usage: tsx scripts/subset-arabic-font.ts (again after upgrading @fontsource/amiri; a unit test
 * fails while the committed file differs from what this makes).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import subsetFont from 'subset-font';

const ROOT = join(import.meta.dirname, '..');
export const AMIRI_SOURCE = join(ROOT, 'node_modules/@fontsource/amiri/files/amiri-arabic-400-normal.woff2');
export const AMIRI_CORE = join(ROOT, 'src/web/fonts/amiri-arabic-core-400-normal.woff2');

/**
 * Arabic's own block up to the superscript alef (comma, semicolon, question mark, the letters, the
 * harakat, Arabic-Indic digits and signs) and the zero-width (non-)joiners that steer joining.
 * styles/global.css gives the face exactly this `unicode-range`.
 */
export const AMIRI_CORE_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x060c, 0x0670],
  [0x200c, 0x200d],
];

/** The CSS `unicode-range` of the core face. */
export const amiriCoreUnicodeRange = (): string =>
  AMIRI_CORE_RANGES.map(([from, to]) => `U+${hex(from)}-${hex(to)}`).join(', ');
const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, '0');

/** The core face, made from the installed Fontsource file. */
export async function subsetAmiriCore(): Promise<Buffer> {
  let text = '';
  for (const [from, to] of AMIRI_CORE_RANGES)
    for (let code = from; code <= to; code += 1) text += String.fromCodePoint(code);
  return subsetFont(await readFile(AMIRI_SOURCE), text, { targetFormat: 'woff2' });
}

if (import.meta.main) {
  const font = await subsetAmiriCore();
  await writeFile(AMIRI_CORE, font);
  process.stdout.write(`${AMIRI_CORE}: ${font.length} bytes (unicode-range: ${amiriCoreUnicodeRange()})\n`);
}

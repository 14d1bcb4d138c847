/**
 * What the page benchmarks (`npm run audit`, `npm run bench:blocking`) share: their command line,
 * running each page in rounds (so a busy moment on a shared machine falls on every page alike), the
 * median of the runs, and a page in another language set against its English page.
 */
import { baseLocale, locales } from '../../src/shared/i18n/locales.ts';

export const print = (line: string) => process.stdout.write(`${line}\n`);

/** A table column: its heading, its width, and whether its cells read from the left (page paths). */
export interface Column {
  heading: string;
  width: number;
  left?: boolean;
}

/** Prints the headings, then each row's cells, padded to their columns. */
export function printTable(columns: readonly Column[], rows: ReadonlyArray<readonly string[]>): void {
  const line = (cells: readonly string[]) =>
    cells.map((cell, index) => {
      const column = columns[index];
      if (!column) return cell;
      return column.left ? cell.padEnd(column.width) : cell.padStart(column.width);
    });
  for (const cells of [columns.map((column) => column.heading), ...rows]) print(line(cells).join(''));
}

/** `--runs=N` (at least 1; `defaultRuns` without it) and the site paths, from the command line. */
export function parseArguments(args: readonly string[], defaultRuns: number): { runs: number; paths: string[] } {
  let runs = defaultRuns;
  const paths: string[] = [];
  for (const arg of args) {
    const count = /^--runs=(\d+)$/.exec(arg)?.[1];
    if (count !== undefined && Number(count) >= 1) runs = Number(count);
    else if (arg.startsWith('/')) paths.push(arg);
    else throw new Error(`Unknown argument ${arg}: give --runs=N and site paths that start with /.`);
  }
  return { runs, paths };
}

/**
 * Runs `measure` `runs` times on every page, going round the pages (forwards, then backwards), and
 * returns each page's results in order.
 */
export async function inRounds<T>(
  paths: readonly string[],
  runs: number,
  measure: (path: string) => Promise<T>,
): Promise<Map<string, T[]>> {
  const results = new Map<string, T[]>(paths.map((path) => [path, []]));
  for (let round = 0; round < runs; round += 1)
    for (const path of round % 2 === 0 ? paths : [...paths].reverse()) results.get(path)?.push(await measure(path));
  return results;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** The median of each figure over a page's runs. */
export function medianOf<K extends string>(
  runs: ReadonlyArray<Record<K, number>>,
  keys: readonly K[],
): Record<K, number> {
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as Record<K, number>;
}

const LANGUAGE_PREFIX = new RegExp(`^/(?:${locales.filter((locale) => locale !== baseLocale).join('|')})(?=/|$)`);

/** A page in another language's English page: '/ar/' -> '/', '/ru/properties' -> '/properties'. */
export function englishPageOf(path: string): string | undefined {
  if (!LANGUAGE_PREFIX.test(path)) return undefined;
  return path.replace(LANGUAGE_PREFIX, '') || '/';
}

/** Each measured page in another language whose English page was measured too, with both figures. */
export function againstEnglish<T>(
  figures: ReadonlyMap<string, T>,
): Array<{ path: string; english: string; translated: T; original: T }> {
  return [...figures].flatMap(([path, translated]) => {
    const english = englishPageOf(path);
    const original = english === undefined ? undefined : figures.get(english);
    return english !== undefined && original !== undefined ? [{ path, english, translated, original }] : [];
  });
}

export const ratio = (value: number, base: number) => (base > 0 ? (value / base).toFixed(2) : 'n/a');
export const signed = (value: number) => (value > 0 ? `+${value}` : String(value));

/**
 * `npm run bench:blocking [-- [--runs=N] /path ...]`: how long each page blocks a mid-range phone's
 * main thread while it loads, measured by CPU time, so a busy shared machine does not count.
 *
 * Lighthouse's total blocking time (TBT) takes each main-thread task's wall-clock duration on this
 * machine, times 4 (its mobile CPU slowdown), and adds what is over 50 ms. On a shared 2-core
 * machine a task's wall-clock time includes the time the thread waited for a core (the browser's
 * other processes, the app server rendering the page, other jobs), so the same build's TBT swings
 * 3×. This bench loads the page in headless Chromium (a phone's viewport), records a trace, and
 * takes each task from first contentful paint until 5 s after `load` (one under way at first paint
 * for its share after it) with its thread CPU time instead: `cpu blocking` is
 * Σ max(0, 4 × CPU − 50 ms). It prints that beside the same sum over
 * wall-clock time (`wall blocking`, the figure TBT is built from), the longest task (4 × CPU) and
 * the main thread's CPU time after first paint (4 ×), as medians of N runs (5 by default) taken
 * going round the pages; and a page in another language as ratios of its English page's.
 *
 * Pages: /, /properties, /ar/ and /ru/properties unless paths are given. Starts the existing
 * production build (`npm run build` first; DIST_DIR is honoured) as `npm run audit` does.
 * `--against=DIR` also starts the build of another checkout (`npm run build` done there, e.g. a
 * clone of the last release) and measures both in the same rounds, A then B, so the machine's busy
 * moments fall on both alike; a second table gives this build's medians over the other's.
 */
import { resolve } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../test/support/chromium.ts';
import { againstEnglish, inRounds, medianOf, parseArguments, print, printTable, ratio } from './page-runs.ts';
import { startBuiltServer } from './server-process.ts';

const PORT = Number(process.env.BLOCKING_PORT ?? 3495);
const PG_PORT = Number(process.env.BLOCKING_PG_PORT ?? 54495);
const DEFAULT_PATHS = ['/', '/properties', '/ar/', '/ru/properties'];
/** Lighthouse's mobile CPU slowdown, and the length over which a task blocks input. */
const SLOWDOWN = 4;
const BLOCKING_AFTER_MS = 50;
const SETTLE_MS = 5_000;
/** How a page of the other build (`--against`) is labelled in the tables. */
const AGAINST_MARK = 'old ';

const FIGURES = ['cpuBlocking', 'wallBlocking', 'longestTask', 'mainThreadCpu'] as const;
type Figures = Record<(typeof FIGURES)[number], number>;

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  /** Microseconds. */
  ts: number;
  dur?: number;
  /** Thread (CPU) time, microseconds. */
  tdur?: number;
}

/** The figures of one load, from its trace. */
export function blockingFigures(events: readonly TraceEvent[]): Figures {
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) throw new Error('the trace has no first contentful paint');
  const tasks = events.filter(
    (event) =>
      event.pid === paint.pid &&
      event.tid === paint.tid &&
      event.name === 'RunTask' &&
      event.ph === 'X' &&
      event.ts + (event.dur ?? 0) > paint.ts,
  );
  const slowed = (microseconds = 0) => (SLOWDOWN * microseconds) / 1000;
  // A task under way at first paint counts for its share after it, as Lighthouse clips it there.
  const afterPaint = (task: TraceEvent) => {
    const duration = task.dur ?? 0;
    return duration > 0 ? (task.ts + duration - Math.max(task.ts, paint.ts)) / duration : 1;
  };
  const blocking = (task: TraceEvent, ms: number) => Math.max(0, ms - BLOCKING_AFTER_MS) * afterPaint(task);
  const sum = (values: number[]) => Math.round(values.reduce((total, value) => total + value, 0));
  return {
    cpuBlocking: sum(tasks.map((task) => blocking(task, slowed(task.tdur)))),
    wallBlocking: sum(tasks.map((task) => blocking(task, slowed(task.dur)))),
    longestTask: Math.round(Math.max(0, ...tasks.map((task) => slowed(task.tdur)))),
    mainThreadCpu: sum(tasks.map((task) => slowed(task.tdur) * afterPaint(task))),
  };
}

async function measure(browser: Browser, url: string): Promise<Figures> {
  // Lighthouse's phone: a 412 × 823 screen at 1.75 device pixels per CSS pixel, touch.
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'],
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(SETTLE_MS);
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    return blockingFigures(trace.traceEvents);
  } finally {
    await context.close();
  }
}

/** `--against=DIR`: another checkout whose build is measured in the same rounds (A/B). */
function parseAgainst(args: readonly string[]): { against?: string; rest: string[] } {
  const given = args.find((arg) => arg.startsWith('--against='));
  return { against: given?.slice('--against='.length), rest: args.filter((arg) => arg !== given) };
}

async function main(): Promise<void> {
  const { against, rest } = parseAgainst(process.argv.slice(2));
  const { runs, paths: given } = parseArguments(rest, 5);
  const paths = given.length > 0 ? given : DEFAULT_PATHS;
  const servers = [await startBuiltServer({ port: PORT, pgPort: PG_PORT })];
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS],
  });
  try {
    if (against) servers.push(await startBuiltServer({ port: PORT + 1, pgPort: PG_PORT + 1 }, resolve(against)));
    print(
      `Main-thread blocking on a phone at ${SLOWDOWN}× CPU slowdown, ${runs} runs a page, going round the pages; medians in ms:`,
    );
    // With a second build, each page of each build is a stop of the round, so the two alternate.
    const [ours, theirs] = servers;
    const stops = against ? paths.flatMap((path) => [path, `${AGAINST_MARK}${path}`]) : paths;
    const runsByStop = await inRounds(stops, runs, (stop) =>
      measure(
        browser,
        stop.startsWith(AGAINST_MARK) ? `${theirs?.base}${stop.slice(AGAINST_MARK.length)}` : `${ours?.base}${stop}`,
      ),
    );
    const medians = new Map([...runsByStop].map(([stop, list]) => [stop, medianOf(list, FIGURES)]));
    const page = { heading: 'page', width: Math.max(24, ...stops.map((stop) => stop.length + 2)), left: true };
    const figureColumns = ['cpu blocking', 'wall blocking', 'longest task', 'main-thread cpu'].map((heading) => ({
      heading,
      width: 17,
    }));
    const rowOf = (label: string, figures: Figures) => [label, ...FIGURES.map((figure) => String(figures[figure]))];
    printTable(
      [page, ...figureColumns],
      [...medians].map(([stop, figures]) => rowOf(stop, figures)),
    );
    if (against) {
      print(`\nThis build against ${against} (${AGAINST_MARK.trim()}), same rounds (ratio of the medians):`);
      printTable(
        [page, ...figureColumns],
        paths.map((path) => {
          const mine = medians.get(path);
          const other = medians.get(`${AGAINST_MARK}${path}`);
          return [path, ...FIGURES.map((figure) => (mine && other ? ratio(mine[figure], other[figure]) : 'n/a'))];
        }),
      );
      return;
    }

    const pairs = againstEnglish(medians);
    if (pairs.length > 0) {
      print('\nAgainst the English page, same run (ratio of the medians):');
      printTable(
        [page, { heading: 'English page', width: 16, left: true }, ...figureColumns],
        pairs.map(({ path, english, translated, original }) => [
          path,
          english,
          ...FIGURES.map((figure) => ratio(translated[figure], original[figure])),
        ]),
      );
    }
  } finally {
    await browser.close();
    for (const server of servers) await server.stop();
  }
}

if (import.meta.main)
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });

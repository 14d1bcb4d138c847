/**
 * The end of one `npm test` run: every failed or flaky test by name, then each stage's wall time
 * beside its counts (from the Vitest and Playwright JSON reports that scripts/test.sh leaves in
 * `dir`), then the closing line.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { print, printTable } from './bench/page-runs.ts';
import { playwrightFailures, vitestFailures, type PlaywrightFailures, type VitestFailures } from './test-failures.ts';

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

interface VitestReport extends VitestFailures {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
}

interface PlaywrightReport extends PlaywrightFailures {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
}

const dir = process.argv[2] ?? '.';
const read = <T>(name: string): T | null =>
  existsSync(join(dir, name)) ? (JSON.parse(readFileSync(join(dir, name), 'utf8')) as T) : null;

/** A stage's counts from its report (`<stage>.json`), or null for a stage that runs no tests. */
function countsOf(stage: string): Counts | null {
  if (stage === 'browser') {
    const report = read<PlaywrightReport>('browser.json');
    if (!report) return null;
    const { expected, unexpected, flaky, skipped } = report.stats;
    return { passed: expected + flaky, failed: unexpected, skipped };
  }
  const report = read<VitestReport>(`${stage}.json`);
  return report && { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests };
}

const minutes = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * Each stage's start and end in seconds since the run began, and whether it ran in the background
 * beside the next stages ("stage<TAB>start<TAB>end<TAB>[beside]"), in the order they started.
 */
const stages = existsSync(join(dir, 'stages.tsv'))
  ? readFileSync(join(dir, 'stages.tsv'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => line.split('\t'))
      .map(([stage = '', start = '0', end = '0', beside = '']) => ({
        stage,
        start: Number(start),
        end: Number(end),
        beside: beside === 'beside',
        counts: countsOf(stage),
      }))
      .sort((a, b) => a.start - b.start)
  : [];

const total: Counts = { passed: 0, failed: 0, skipped: 0 };
const rows = stages.map(({ stage, start, end, counts }) => {
  if (counts) for (const key of ['passed', 'failed', 'skipped'] as const) total[key] += counts[key];
  return [stage, minutes(end - start), counts ? String(counts.passed) : '', counts ? String(counts.failed) : ''];
});
// Some stages run beside others, so the run's wall time is less than the sum of the stages' times.
const wallTime = stages.length
  ? Math.max(...stages.map(({ end }) => end)) - Math.min(...stages.map(({ start }) => start))
  : 0;
rows.push(['total', minutes(wallTime), String(total.passed), String(total.failed)]);

// Named before the table, in the order the stages ran: the last lines of a log are often all that is read.
for (const { stage } of stages) {
  const failures =
    stage === 'browser'
      ? playwrightFailures(read<PlaywrightReport>('browser.json') ?? {})
      : vitestFailures(stage, read<VitestReport>(`${stage}.json`) ?? {});
  for (const line of failures) print(line);
}
for (const { stage, start, end } of stages.filter(({ beside }) => beside)) {
  const alongside = stages.filter((other) => other.stage !== stage && other.end > start && other.start < end);
  print(`${stage} ran beside ${alongside.map((other) => other.stage).join(', ') || 'nothing'}`);
}
printTable(
  [
    { heading: 'stage', width: 12, left: true },
    { heading: 'time', width: 7 },
    { heading: 'passed', width: 8 },
    { heading: 'failed', width: 8 },
  ],
  rows,
);
print(`${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
process.exitCode = total.failed > 0 || total.passed === 0 ? 1 : 0;

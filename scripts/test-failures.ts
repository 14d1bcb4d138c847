/**
 * Every failed (and, for the browser, flaky) test of one `npm test` run, one line each with the first
 * line of its error, from the Vitest and Playwright JSON reports: printed just above the summary
 * table, so the tail of a CI log, often the only part anyone sees, names what failed.
 */
import { relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

/** The part of a Vitest JSON report read here. */
export interface VitestFailures {
  testResults?: Array<{
    /** The test file's absolute path. */
    name: string;
    status?: string;
    /** Why a file failed outside any test (an import that threw, a hook). */
    message?: string;
    assertionResults?: Array<{ status: string; fullName: string; failureMessages?: string[] }>;
  }>;
}

interface PlaywrightSuite {
  title: string;
  specs?: Array<{
    title: string;
    file: string;
    line?: number;
    tests: Array<{
      status: 'expected' | 'unexpected' | 'flaky' | 'skipped';
      results: Array<{ error?: { message?: string } }>;
    }>;
  }>;
  suites?: PlaywrightSuite[];
}

/** The part of a Playwright JSON report read here. */
export interface PlaywrightFailures {
  suites?: PlaywrightSuite[];
}

/** The first line of an error that says something, indented under its test. */
function firstLine(message: string | undefined): string[] {
  // Playwright colours its messages; a log read as text should not show the escapes.
  const line = (message === undefined ? undefined : stripVTControlCharacters(message))
    ?.split('\n')
    .map((text) => text.trim())
    .find((text) => text.length > 0);
  return line ? [`    ${line}`] : [];
}

/** `FAILED <stage> <file> › <test>` and its error's first line, for each failed test of a Vitest report. */
export function vitestFailures(stage: string, report: VitestFailures, root = process.cwd()): string[] {
  return (report.testResults ?? []).flatMap((file) => {
    const path = relative(root, file.name);
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    // A file that failed before or around its tests has no failed test to name: the file itself failed.
    if (failed.length === 0)
      return file.status === 'failed' ? [`FAILED ${stage} ${path}`, ...firstLine(file.message)] : [];
    return failed.flatMap((test) => [
      `FAILED ${stage} ${path} › ${test.fullName}`,
      ...firstLine(test.failureMessages?.[0]),
    ]);
  });
}

/** `FAILED browser <file>:<line> › <describe> › <test>` (or `FLAKY ...`) for each such test of a Playwright report. */
export function playwrightFailures(report: PlaywrightFailures, stage = 'browser'): string[] {
  const lines: string[] = [];
  const visit = (suite: PlaywrightSuite, titles: readonly string[]) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const mark = test.status === 'flaky' ? 'FLAKY' : 'FAILED';
        const where = spec.line === undefined ? spec.file : `${spec.file}:${spec.line}`;
        const message = test.results.find((result) => result.error?.message)?.error?.message;
        lines.push(`${mark} ${stage} ${[where, ...titles, spec.title].join(' › ')}`, ...firstLine(message));
      }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  // A top-level suite is a file, already named by its specs' `file`: its describes follow it.
  for (const file of report.suites ?? []) visit(file, []);
  return lines;
}

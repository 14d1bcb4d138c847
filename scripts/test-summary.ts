/** Adds up the Vitest and Playwright JSON reports of one `npm test` run into a closing line. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2] ?? '.';
let passed = 0;
let failed = 0;
let skipped = 0;

for (const name of ['unit.json', 'integration.json', 'faults.json']) {
  const file = join(dir, name);
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
  };
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests;
}

const e2e = join(dir, 'e2e.json');
if (existsSync(e2e)) {
  const stats = (
    JSON.parse(readFileSync(e2e, 'utf8')) as {
      stats: { expected: number; unexpected: number; flaky: number; skipped: number };
    }
  ).stats;
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
  skipped += stats.skipped;
}

process.stdout.write(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`);
process.exitCode = failed > 0 || passed === 0 ? 1 : 0;

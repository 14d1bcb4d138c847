import { describe, expect, it } from 'vitest';
import { playwrightFailures, vitestFailures } from '../../scripts/test-failures.ts';

describe('vitestFailures', () => {
  it('names each failed test by stage, file and full name, with the first line of its error', () => {
    const report = {
      testResults: [
        {
          name: '/repo/test/integration/leads.test.ts',
          status: 'failed',
          assertionResults: [
            { status: 'passed', fullName: 'leads > are listed' },
            {
              status: 'failed',
              fullName: 'leads > keep their source',
              failureMessages: ['\nAssertionError: expected 201 to be 200\n    at leads.test.ts:12:5'],
            },
          ],
        },
        { name: '/repo/test/integration/ok.test.ts', status: 'passed', assertionResults: [] },
      ],
    };
    expect(vitestFailures('integration', report, '/repo')).toEqual([
      'FAILED integration test/integration/leads.test.ts › leads > keep their source',
      '    AssertionError: expected 201 to be 200',
    ]);
  });

  it('names a file that failed outside its tests', () => {
    const report = {
      testResults: [
        {
          name: '/repo/src/a.test.ts',
          status: 'failed',
          message: 'Error: Cannot find module ./b',
          assertionResults: [],
        },
      ],
    };
    expect(vitestFailures('unit', report, '/repo')).toEqual([
      'FAILED unit src/a.test.ts',
      '    Error: Cannot find module ./b',
    ]);
  });

  it('says nothing of a run without failures or without a report', () => {
    expect(vitestFailures('dom', {})).toEqual([]);
  });
});

describe('playwrightFailures', () => {
  const spec = (title: string, line: number, status: string, message?: string) => ({
    title,
    file: 'two-factor.spec.ts',
    line,
    tests: [
      {
        status: status as 'expected',
        results: status === 'flaky' ? [{ error: { message } }, {}] : [{ ...(message ? { error: { message } } : {}) }],
      },
    ],
  });

  it('names failed and flaky tests with file, line and describe titles, the first line of the error uncoloured', () => {
    const report = {
      suites: [
        {
          title: 'two-factor.spec.ts',
          specs: [spec('signs in with a code', 40, 'expected')],
          suites: [
            {
              title: 'two-factor',
              specs: [
                spec(
                  'asks for the code',
                  181,
                  'unexpected',
                  '\u001b[31mError: expect(locator).toBeVisible() failed\u001b[39m\n\nLocator: x',
                ),
                spec('remembers the device', 220, 'flaky', 'TimeoutError: page.click: Timeout 5000ms exceeded.'),
                spec('is skipped', 300, 'skipped'),
              ],
            },
          ],
        },
      ],
    };
    expect(playwrightFailures(report)).toEqual([
      'FAILED browser two-factor.spec.ts:181 › two-factor › asks for the code',
      '    Error: expect(locator).toBeVisible() failed',
      'FLAKY browser two-factor.spec.ts:220 › two-factor › remembers the device',
      '    TimeoutError: page.click: Timeout 5000ms exceeded.',
    ]);
  });
});

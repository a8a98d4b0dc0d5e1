/** The gate's ten slowest tests (tests/harness/slowest.ts), read from its steps' reports. */
import { describe, expect, it } from 'vitest';
import { playwrightTimes, vitestTimes } from '../harness/slowest.ts';

describe("the gate's slowest tests", () => {
  it("reads each try of each test in Playwright's report, naming a project other than the default", () => {
    const report = {
      suites: [
        {
          file: 'a.spec.ts',
          specs: [
            { title: 'opens', file: 'a.spec.ts', tests: [{ projectName: 'chromium', results: [{ duration: 1200 }] }] },
          ],
          suites: [
            {
              specs: [
                {
                  title: 'reads',
                  file: 'a.spec.ts',
                  tests: [{ projectName: 'no-js', results: [{ duration: 300 }, { duration: 500 }] }],
                },
              ],
            },
          ],
        },
      ],
    };
    expect(playwrightTimes(report, 'e2e')).toEqual([
      { step: 'e2e (no-js)', file: 'a.spec.ts', title: 'reads', ms: 300 },
      { step: 'e2e (no-js)', file: 'a.spec.ts', title: 'reads', ms: 500 },
      { step: 'e2e', file: 'a.spec.ts', title: 'opens', ms: 1200 },
    ]);
  });

  it("reads each test of Vitest's report by its full name, with its file from the checkout", () => {
    const report = {
      testResults: [
        { name: `${process.cwd()}/tests/unit/x.test.ts`, assertionResults: [{ fullName: 'x works', duration: 42 }] },
      ],
    };
    expect(vitestTimes(report, 'unit')).toEqual([
      { step: 'unit', file: 'tests/unit/x.test.ts', title: 'x works', ms: 42 },
    ]);
  });
});

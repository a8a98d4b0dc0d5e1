/**
 * The gate's ten slowest tests, from the reports its steps wrote (REPORTS_DIR): Playwright's and Vitest's JSON, each
 * test with its step, file and time, so where the gate's time goes is read in its own summary.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Where the gate's steps write their JSON reports (package.json's test scripts, playwright.config.ts). */
export const REPORTS_DIR = 'node_modules/.cache/gate';

export interface Timed {
  step: string;
  file: string;
  title: string;
  ms: number;
}

interface PlaywrightSuite {
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: { title: string; file: string; tests: { projectName?: string; results: { duration: number }[] }[] }[];
}

/** Each test run of a Playwright JSON report (a retried test once per try). */
export function playwrightTimes(report: { suites?: PlaywrightSuite[] }, step: string): Timed[] {
  const walk = (suite: PlaywrightSuite): Timed[] => [
    ...(suite.suites ?? []).flatMap(walk),
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests.flatMap((test) =>
        test.results.map((result) => ({
          step: test.projectName && test.projectName !== 'chromium' ? `${step} (${test.projectName})` : step,
          file: spec.file,
          title: spec.title,
          ms: result.duration,
        })),
      ),
    ),
  ];
  return (report.suites ?? []).flatMap(walk);
}

/** Each test of a Vitest JSON report. */
export function vitestTimes(
  report: { testResults?: { name: string; assertionResults: { fullName: string; duration?: number | null }[] }[] },
  step: string,
): Timed[] {
  return (report.testResults ?? []).flatMap((file) =>
    file.assertionResults.map((test) => ({
      step,
      file: path.relative(process.cwd(), file.name),
      title: test.fullName,
      ms: test.duration ?? 0,
    })),
  );
}

/** The `count` slowest tests of the reports written since `since` (ms), as lines to print. */
export function slowestLines(since: number, count = 10): string[] {
  const reports: [string, (report: never, step: string) => Timed[]][] = [
    ['unit', vitestTimes],
    ['dist', vitestTimes],
    ['e2e', playwrightTimes],
    ['engines', vitestTimes],
  ];
  const times = reports.flatMap(([step, read]) => {
    const file = path.join(REPORTS_DIR, `${step}.json`);
    if (!existsSync(file) || statSync(file).mtimeMs < since) return [];
    try {
      return read(JSON.parse(readFileSync(file, 'utf8')) as never, step);
    } catch {
      return [];
    }
  });
  return times
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count)
    .map(({ step, file, title, ms }) => `  ${`${(ms / 1000).toFixed(1)} s`.padStart(8)}  ${step}: ${file} › ${title}`);
}

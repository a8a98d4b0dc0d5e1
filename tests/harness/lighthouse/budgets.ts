/**
 * The Lighthouse budgets (lighthouserc.json) as the harness applies them: the figures a run is judged by, and
 * Lighthouse CI's assertions over a page's runs.
 */
import { getAllAssertionResults } from '@lhci/utils/src/assertions.js';
import rc from '../../../lighthouserc.json' with { type: 'json' };
import { MAIN_THREAD_BLOCKING, metric, type Lhr } from './measure.ts';
import type { Budget } from './sampling.ts';

type Assertions = Record<string, [string, Record<string, number | string>]>;
export const matrix = rc.ci.assert.assertMatrix as unknown as { matchingUrlPattern: string; assertions: Assertions }[];
export const skipAudits = rc.ci.collect.settings.skipAudits;

/**
 * The figures a run is judged by, with the budgets lighthouserc.json sets for its address. A run within every
 * budget decides alone; one over a budget is measured again until a majority decides (./sampling.ts).
 */
export function budgetsFor(url: string): Record<string, Budget> {
  const assertions = matrix.find((entry) => new RegExp(entry.matchingUrlPattern).test(url))?.assertions ?? {};
  const max = (audit: string): Budget => {
    const limit = Number(assertions[audit]?.[1].maxNumericValue ?? Infinity);
    return { max: limit, near: limit };
  };
  const minScore = Number(assertions['categories:performance']?.[1].minScore ?? 0);
  return {
    performance: { min: minScore, near: minScore },
    'total-blocking-time': max('total-blocking-time'),
    [MAIN_THREAD_BLOCKING]: max(MAIN_THREAD_BLOCKING),
    'largest-contentful-paint': max('largest-contentful-paint'),
    'cumulative-layout-shift': max('cumulative-layout-shift'),
  };
}

export const figures = (lhr: Lhr): Record<string, number> => ({
  performance: lhr.categories.performance?.score ?? NaN,
  'total-blocking-time': metric(lhr, 'total-blocking-time'),
  [MAIN_THREAD_BLOCKING]: metric(lhr, MAIN_THREAD_BLOCKING),
  'largest-contentful-paint': metric(lhr, 'largest-contentful-paint'),
  'cumulative-layout-shift': metric(lhr, 'cumulative-layout-shift'),
});

/**
 * Lighthouse CI's assertions over the runs: what only the first run measured (the categories other than
 * performance, and their audits) on that run; every other assertion on the median of all runs.
 */
export function assertAll(runs: Map<string, Lhr[]>, categories: string[]): string[] {
  const failures: string[] = [];
  // The assertions on categories this preset does not measure are left to the preset that does.
  // (errors-in-console is a best-practices audit: only runs that measured that category have it.)
  const category = (key: string) =>
    key.startsWith('categories:')
      ? key.slice('categories:'.length)
      : key === 'errors-in-console'
        ? 'best-practices'
        : 'performance';
  const measured = (key: string) => categories.includes(category(key));
  const split = (keep: (key: string) => boolean, aggregation?: string) => ({
    assertMatrix: matrix.map((entry) => ({
      ...entry,
      assertions: Object.fromEntries(
        Object.entries(entry.assertions)
          .filter(([key]) => measured(key) && keep(key))
          .map(([key, [level, options]]) => [
            key,
            [level, aggregation ? { ...options, aggregationMethod: aggregation } : options],
          ]),
      ),
    })),
  });
  // Only the first run measures every category; the others measure performance alone. An assertion whose audit
  // is missing from a later run (best practices' errors-in-console, say) is judged on the first run only.
  const laterRuns = [...runs.values()].flatMap((r) => r.slice(1));
  const onceOnly = (key: string) =>
    key.startsWith('categories:')
      ? key !== 'categories:performance'
      : !laterRuns.every((lhr) => key.split(':')[0]! in lhr.audits);
  const results = [
    ...getAllAssertionResults(
      split(onceOnly),
      [...runs.values()].map((r) => r[0] as Lhr),
    ),
    ...getAllAssertionResults(
      split((key) => !onceOnly(key), 'median'),
      [...runs.values()].flat(),
    ),
  ];
  for (const result of results) {
    if (result.passed || result.level !== 'error') continue;
    const where = new URL(result.url).pathname;
    failures.push(
      `${where}: ${result.auditId}${result.auditProperty ? `:${result.auditProperty}` : ''} is ${result.actual} (${result.operator} ${result.expected} expected; runs: ${result.values.map((v) => Number(v.toFixed(3))).join(', ')})`,
    );
  }
  return failures;
}

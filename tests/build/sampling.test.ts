import { describe, expect, it } from 'vitest';
import { MAX_RUNS, languageRatios, median, nearBudget, settled } from '../harness/lighthouse/sampling.ts';
import { bareFailures, languageReport, pairsOf, settlePairs } from '../harness/lighthouse/languages.ts';
import type { Lhr } from '../harness/lighthouse/measure.ts';

const budgets = { tbt: { max: 100, near: 100 }, lcp: { max: 1500, near: 1350 }, perf: { min: 0.95 } };
const run = (tbt: number, lcp = 1100, perf = 1) => ({ tbt, lcp, perf });

describe('how many Lighthouse runs a route gets', () => {
  it('takes medians of finite values', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([1000, 1100])).toBe(1050);
    expect(median([NaN, 4])).toBe(4);
    expect(median([])).toBeNaN();
  });

  it('settles a route far from every budget in one run', () => {
    expect(settled([run(12)], budgets)).toBe(true);
    expect(settled([run(90)], budgets)).toBe(true);
  });

  it('measures again when a figure is near or over its budget, or missing', () => {
    expect(nearBudget(60, { max: 100 })).toBe(true);
    expect(nearBudget(0.97, { min: 0.95 })).toBe(true);
    expect(settled([run(140)], budgets)).toBe(false);
    expect(settled([run(10, 1400)], budgets)).toBe(false);
    expect(settled([run(10, NaN)], budgets)).toBe(false);
  });

  it('goes on until a majority of the most runs is on one side of every budget', () => {
    expect(MAX_RUNS).toBe(5);
    // One noisy run, then two clean ones: three of five within, so the median is within.
    expect(settled([run(160), run(20)], budgets)).toBe(false);
    expect(settled([run(160), run(20), run(30)], budgets)).toBe(false); // two of five within so far
    expect(settled([run(160), run(20), run(30), run(40)], budgets)).toBe(true);
    expect(median([160, 20, 30, 40])).toBeLessThanOrEqual(100);
    // Two noisy runs of five do not fail the budget...
    const noisy = [run(160), run(20), run(230), run(30), run(40)];
    expect(settled(noisy, budgets)).toBe(true);
    expect(median(noisy.map((r) => r.tbt))).toBe(40);
    // ...and a regression in every run fails in three.
    const regressed = [run(230), run(250), run(190)];
    expect(settled(regressed.slice(0, 2), budgets)).toBe(false);
    expect(settled(regressed, budgets)).toBe(true);
    expect(median(regressed.map((r) => r.tbt))).toBeGreaterThan(100);
  });
});

describe('Malayalam against English', () => {
  /** One route's first figures (English, Malayalam), then `runs`, the pairs measured one page at a time, in turn. */
  const settleRuns = (route: string, [en, ml]: [number, number], runs: [number, number][]) =>
    settlePairs(
      new Map([
        [route, en],
        [`/ml${route}`, ml],
      ]),
      async () => runs.shift()!,
    );

  it('pairs each Malayalam page with its English twin, and leaves a page measured in one language out', () => {
    const lcp = new Map([
      ['/', 1000],
      ['/ml/', 1500],
      ['/about/', 1200],
      ['/ml/about/', 1320],
      ['/ml/pay-fees/', 1560],
    ]);
    expect(languageRatios(lcp)).toEqual([
      { route: '/', en: 1000, ml: 1500, ratio: 1.5 },
      { route: '/about/', en: 1200, ml: 1320, ratio: 1.1 },
    ]);
  });

  it('fails a Malayalam page over 1.1 times its English twin, and only when the ratio is held', () => {
    const lcp = new Map([
      ['/', 1000],
      ['/ml/', 1101],
      ['/about/', 1000],
      ['/ml/about/', 1100],
    ]);
    const held = languageReport(pairsOf(lcp), { title: 'Malayalam against English', held: true });
    expect(held.failures).toHaveLength(1);
    expect(held.failures[0]).toMatch(/^\/ml\/: LCP 1101 ms is 1\.10 times the English page's 1000/);
    expect(held.table).toContain('| /about/ | 1000 | 1100 | 1.10 |');
    expect(languageReport(pairsOf(lcp), { title: 'Without the font', held: false }).failures).toEqual([]);
  });

  it('measures a pair again, one page at a time, only when its first ratio is near the most or over it', async () => {
    const asked: string[] = [];
    // The gate's failing run: /gallery/ 983 ms and /ml/gallery/ 1110 from one run each; one at a time they agree.
    const again = async (route: string): Promise<[number, number]> => (asked.push(route), [1060, 1064]);
    const lcp = new Map([
      ['/gallery/', 983],
      ['/ml/gallery/', 1110],
      ['/about/', 1061],
      ['/ml/about/', 1063],
    ]);
    const pairs = await settlePairs(lcp, again);
    // The first ratio, from two pages at a time, set aside; the first pair one page at a time decides alone.
    expect(asked).toEqual(['/gallery/']);
    const report = languageReport(pairs, { title: 'Malayalam against English', held: true });
    expect(report.failures).toEqual([]);
    expect(report.table).toContain('| /gallery/ | 1060 | 1064 | 1.00 (1.13 two at a time; then 1.00) |');
    expect(report.table).toContain('| /about/ | 1061 | 1063 | 1.00 |');
  });

  it('measures a pair near the most one page at a time until a majority decides', async () => {
    const runs: [number, number][] = [
      [978, 1058],
      [976, 1057],
      [976, 982],
      [978, 1058],
    ];
    const pairs = await settleRuns('/about/', [810, 1058], runs);
    expect(runs).toHaveLength(1);
    const { failures, table } = languageReport(pairs, { title: 'Malayalam against English', held: true });
    expect(failures).toEqual([]);
    expect(table).toContain('| /about/ | 976 | 1057 | 1.08 (1.31 two at a time; then 1.08/1.08/1.01) |');
  });

  it('fails a pair with a figure missing, whatever the others say', async () => {
    const runs: [number, number][] = [
      [1000, 1070],
      [1000, NaN],
      [1000, 1000],
      [1000, 1000],
    ];
    const pairs = await settleRuns('/', [1000, 1080], runs);
    expect(runs).toEqual([]);
    expect(languageReport(pairs, { title: 'Malayalam against English', held: true }).failures).toHaveLength(1);
  });

  it('fails a pair that is slower in Malayalam run after run, after at most MAX_RUNS pairs', async () => {
    let asked = 0;
    const pairs = await settlePairs(
      new Map([
        ['/', 1000],
        ['/ml/', 1400],
      ]),
      async () => (asked++, [1000, 1390]),
    );
    expect(asked).toBe(3);
    const { failures } = languageReport(pairs, { title: 'Malayalam against English', held: true });
    expect(failures[0]).toMatch(/^\/ml\/: LCP 1390 ms is 1\.39 times the English page's 1000/);
  });

  it("judges a device without the font's layout shift against 0.1, and every other budget as it is", () => {
    const run = (cls: number) => ({ audits: { 'cumulative-layout-shift': { numericValue: cls } } }) as unknown as Lhr;
    const failures = [
      '/ml/: cumulative-layout-shift is 0.07 (<= 0.02 expected)',
      '/ml/: largest-contentful-paint is 1900',
    ];
    expect(bareFailures(new Map([['/ml/', [run(0.07)]]]), failures)).toEqual([
      '/ml/: largest-contentful-paint is 1900',
    ]);
    expect(bareFailures(new Map([['/ml/about/', [run(0.12), run(0.11), run(0)]]]), [])).toEqual([
      '/ml/about/: cumulative-layout-shift is 0.110 (at most 0.1 without a Malayalam font)',
    ]);
  });
});

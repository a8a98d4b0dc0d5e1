/**
 * The Lighthouse step of `npm test`. Every built page on Lighthouse's phone (a mid-range phone on slow 4G),
 * and the home and notices pages on its desktop (DESKTOP_ROUTES), served by a plain static server: each page's
 * first phone run measures all four categories, every other run performance only (./sampling.ts decides how
 * many), each from a trace at CPU time (./cpu-trace.ts). The budgets are Lighthouse CI assertions
 * (lighthouserc.json), asserted on the median of the runs. First comes the speed floor (./zero-js.ts): the first
 * and largest paint of a few pages against the same pages whose scripts do nothing, route by route; its runs of
 * the real pages count as their phone runs. LH_WORKERS sets how many pages are measured at once (2).
 *
 *   npm run test:lhci [-- /route ...]     (only those routes)
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { getAllAssertionResults } from '@lhci/utils/src/assertions.js';
import { prerenderedPaths } from '../../../src/lib/routes.ts';
import { MISSING_CHROMIUM, findChromium } from '../chromium.ts';
import { ALL_CATEGORIES, MAIN_THREAD_BLOCKING, metric, type Lhr, type Preset } from './measure.ts';
import { LighthousePool } from './pool.ts';
import { median, settled, type Budget } from './sampling.ts';
import { serveStatic } from '../static-server.ts';
import { ZERO_JS_MAX_RATIO, ZERO_JS_ROUTES, writeZeroJsCopy } from './zero-js.ts';
import rc from '../../../lighthouserc.json' with { type: 'json' };

const chromium = findChromium();
if (!chromium) {
  console.error(`\n${MISSING_CHROMIUM}\n`);
  process.exit(1);
}

const OUT = '.lighthouseci';
const SITE_PORT = 4318;
const ZERO_JS_PORT = 4321;
const ZERO_JS_DIST = 'node_modules/.cache/zero-js';

type Assertions = Record<string, [string, Record<string, number | string>]>;
const matrix = rc.ci.assert.assertMatrix as unknown as { matchingUrlPattern: string; assertions: Assertions }[];
const skipAudits = rc.ci.collect.settings.skipAudits;

/**
 * The figures a run is judged by, with the budgets lighthouserc.json sets for its address. A run within every
 * budget decides alone; one over a budget is measured again until a majority decides (./sampling.ts).
 */
function budgetsFor(url: string): Record<string, Budget> {
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

const figures = (lhr: Lhr): Record<string, number> => ({
  performance: lhr.categories.performance?.score ?? NaN,
  'total-blocking-time': metric(lhr, 'total-blocking-time'),
  [MAIN_THREAD_BLOCKING]: metric(lhr, MAIN_THREAD_BLOCKING),
  'largest-contentful-paint': metric(lhr, 'largest-contentful-paint'),
  'cumulative-layout-shift': metric(lhr, 'cumulative-layout-shift'),
});

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(0)} s`;
const routesAsked = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const routes = routesAsked.length ? routesAsked : prerenderedPaths;

/**
 * The pages measured on Lighthouse's desktop too: the home page in each language, whose first screen is the
 * heaviest on a desktop (the hero's 1600 px photo), and the notices in each language (issue 24 asks for them on
 * both presets: the pages a parent is sent to from a shared link). Every other desktop figure follows from the
 * phone's: the same bytes, over a faster network, on a CPU four times faster, against the same budgets. The one
 * figure that depends on the width, layout shift, is measured on every page at 1440 px by the browser tests
 * (tests/e2e/a11y.spec.ts).
 */
const DESKTOP_ROUTES = ['/', '/ml', '/notices', '/ml/notices'];
const routesFor = (preset: Preset) =>
  preset === 'desktop' && !routesAsked.length ? routes.filter((route) => DESKTOP_ROUTES.includes(route)) : routes;

// Two workers, one per core: two pages are measured at once.
const pool = await LighthousePool.start(Number(process.env.LH_WORKERS ?? 2));
const site = await serveStatic('dist', SITE_PORT);
rmSync(OUT, { recursive: true, force: true });

/** One run, tried again once if Lighthouse itself failed (it reports that, rather than a figure). */
async function run(url: string, preset: Preset, categories: string[]): Promise<Lhr> {
  const lhr = await pool.run(url, { preset, categories, skipAudits });
  return lhr.runtimeError ? pool.run(url, { preset, categories, skipAudits }) : lhr;
}

/**
 * Every run of every route on one preset, as many as each route needs. Accessibility, best practices and SEO
 * are judged once per route, on the phone (the first run); the desktop runs measure performance alone (the
 * browser tests run axe on every page at 1440 px).
 */
const FIRST_RUN: Record<Preset, string[]> = { mobile: ALL_CATEGORIES, desktop: ['performance'] };

async function measureAll(
  preset: Preset,
  base: string,
  already = new Map<string, Lhr[]>(),
): Promise<Map<string, Lhr[]>> {
  const all = new Map<string, Lhr[]>();
  const pages = routesFor(preset);
  await Promise.all(
    pages.map(async (route) => {
      const url = `${base}${route}`;
      const runs = already.get(route)?.slice() ?? [await run(url, preset, FIRST_RUN[preset])];
      while (!settled(runs.map(figures), budgetsFor(url))) runs.push(await run(url, preset, ['performance']));
      all.set(route, runs);
      const f = runs.map(figures);
      console.log(
        `  ${preset} ${route}: ${runs.length} run${runs.length > 1 ? 's' : ''}, performance ${median(f.map((x) => x.performance ?? NaN)).toFixed(2)}, ` +
          `LCP ${Math.round(median(f.map((x) => x['largest-contentful-paint'] ?? NaN)))} ms, TBT ${f.map((x) => Math.round(x['total-blocking-time'] ?? NaN)).join('/')} ms, ` +
          `main thread ${f.map((x) => Math.round(x[MAIN_THREAD_BLOCKING] ?? NaN)).join('/')} ms`,
      );
      mkdirSync(path.join(OUT, preset), { recursive: true });
      runs.forEach((lhr, i) =>
        writeFileSync(
          path.join(OUT, preset, `${route.replace(/\W+/g, '_') || '_'}-${i + 1}.json`),
          JSON.stringify(lhr),
        ),
      );
    }),
  );
  // In the route table's order, whichever finished first.
  return new Map(pages.map((route) => [route, all.get(route) ?? []]));
}

/**
 * Lighthouse CI's assertions over the runs: what only the first run measured (the categories other than
 * performance, and their audits) on that run; every other assertion on the median of all runs.
 */
function assertAll(runs: Map<string, Lhr[]>, categories: string[]): string[] {
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

/**
 * The speed floor, route by route: the real page against its script-free copy, each pair measured at the same
 * moment on the two workers (what one suffers from the other, the other does too). Each pair gives a ratio; a
 * pair near the floor is followed by more, as for the budgets, until a majority decides; the median ratio is
 * asserted. The real page's runs are phone runs like any other: the first measures all four categories, and
 * they are that route's first phone runs (`realRuns`), so the phone's budgets do not load those pages again.
 */
const FLOOR_AUDITS = ['largest-contentful-paint', 'first-contentful-paint'] as const;
const realRuns = new Map<string, Lhr[]>();

async function speedFloor(failures: string[]): Promise<string[]> {
  writeZeroJsCopy('dist', ZERO_JS_DIST);
  const zeroSite = await serveStatic(ZERO_JS_DIST, ZERO_JS_PORT);
  const floorBudgets = Object.fromEntries(
    FLOOR_AUDITS.map((audit) => [audit, { max: ZERO_JS_MAX_RATIO, near: ZERO_JS_MAX_RATIO - 0.05 }]),
  );
  const rows: string[] = [];
  for (const route of ZERO_JS_ROUTES.filter((r) => routes.includes(r))) {
    const pairs: { real: Lhr; zero: Lhr; ratios: Record<string, number> }[] = [];
    do {
      const [real, zero] = await Promise.all([
        run(`http://127.0.0.1:${SITE_PORT}${route}`, 'mobile', pairs.length === 0 ? FIRST_RUN.mobile : ['performance']),
        run(`http://127.0.0.1:${ZERO_JS_PORT}${route}`, 'mobile', ['performance']),
      ]);
      const ratios = Object.fromEntries(
        FLOOR_AUDITS.map((audit) => [audit, metric(real, audit) / metric(zero, audit)]),
      );
      pairs.push({ real, zero, ratios });
    } while (
      !settled(
        pairs.map((pair) => pair.ratios),
        floorBudgets,
      )
    );
    realRuns.set(
      route,
      pairs.map((pair) => pair.real),
    );
    const ratio = (audit: string) => median(pairs.map((pair) => pair.ratios[audit] ?? NaN));
    const row = (audit: string) =>
      `${Math.round(median(pairs.map((p) => metric(p.real, audit))))} | ${Math.round(median(pairs.map((p) => metric(p.zero, audit))))} | ${ratio(audit).toFixed(3)}`;
    rows.push(
      `| ${route} | ${row('largest-contentful-paint')} | ${row('first-contentful-paint')} | ${pairs.length} (${pairs.map((p) => (p.ratios['largest-contentful-paint'] ?? NaN).toFixed(2)).join('/')}) |`,
    );
    for (const audit of FLOOR_AUDITS) {
      if (ratio(audit) <= ZERO_JS_MAX_RATIO) continue;
      const pairsOf = pairs.map((p) => (p.ratios[audit] ?? NaN).toFixed(3)).join(', ');
      failures.push(
        `mobile ${route}: ${audit} is ${ratio(audit).toFixed(3)} times the script-free page's (at most ${ZERO_JS_MAX_RATIO}; pairs: ${pairsOf}): find what the page loads or runs before it paints (tests/harness/lighthouse/zero-js.ts)`,
      );
    }
  }
  zeroSite.close();
  return rows;
}

const failures: string[] = [];
const started = Date.now();
const floor = await speedFloor(failures);
console.log('\nThe speed floor: the same pages whose scripts do nothing (mobile; LCP and FCP)');
console.log(
  '| route | LCP ms | LCP, no script | ratio | FCP ms | FCP, no script | ratio | pairs (LCP ratios) |\n|---|---|---|---|---|---|---|---|',
);
console.log(`${floor.join('\n')}\n  (${seconds(started)})`);

for (const preset of ['mobile', 'desktop'] as const) {
  const since = Date.now();
  console.log(
    `\nLighthouse, ${preset}${preset === 'mobile' && realRuns.size ? ` (the speed floor's runs of ${[...realRuns.keys()].join(', ')} among them)` : ''}`,
  );
  const runs = await measureAll(preset, `http://127.0.0.1:${SITE_PORT}`, preset === 'mobile' ? realRuns : undefined);
  for (const failure of assertAll(runs, FIRST_RUN[preset])) failures.push(`${preset} ${failure}`);
  console.log(`  (${seconds(since)})`);
}

await pool.close();
site.close();
console.log(`\nLighthouse: ${seconds(started)}; reports in ${OUT}/ (npx tsx tests/harness/lighthouse/summary.ts).`);
if (failures.length) {
  console.error(`\nLighthouse budgets not met (lighthouserc.json):\n  - ${failures.join('\n  - ')}`);
  process.exit(1);
}
console.log('Every Lighthouse budget is met.');

/**
 * Runs Lighthouse CI (lighthouserc.json) over every route, on mobile (Lighthouse's default: a mid-range
 * phone on slow 4G; the best of three runs is asserted, as this machine is noisy) and then on desktop, with the Chromium this
 * machine has. Then the speed floor (scripts/zero-js.ts): LCP and FCP of /, /about and /admission against the
 * same pages with every script removed, served by the same `vite preview`. Tables of the results:
 * `npx tsx scripts/lighthouse-summary.ts`.
 */
import { rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { CHROMIUM_ARGS, MISSING_CHROMIUM, findChromium } from './chromium.ts';
import { ZERO_JS_MAX_RATIO, ZERO_JS_ROUTES, compareRuns, median, medianRatios, readRuns, writeZeroJsCopy } from './zero-js.ts';

const chromium = findChromium();
if (!chromium) {
  console.error(`\n${MISSING_CHROMIUM}\n`);
  process.exit(1);
}

const MOBILE = '.lighthouseci/reports';
const DESKTOP = '.lighthouseci/reports-desktop';
const ZERO_JS = '.lighthouseci/reports-zero-js';
const ZERO_JS_DIST = 'node_modules/.cache/zero-js';
const ZERO_JS_PORT = 4321;

const lhci = (args: string[]) =>
  spawnSync(
    'npx',
    ['lhci', ...args, `--collect.chromePath=${chromium}`, `--collect.settings.chromeFlags=${CHROMIUM_ARGS.join(' ')}`],
    { stdio: 'inherit', env: { ...process.env, CHROME_PATH: chromium } },
  ).status === 0;

const runs = [
  { name: 'mobile', args: [] as string[], outputDir: MOBILE },
  // Desktop has a wide margin on every budget: one run is enough there.
  { name: 'desktop', args: ['--collect.settings.preset=desktop', '--collect.numberOfRuns=1'], outputDir: DESKTOP },
];
let failed = false;
for (const run of runs) {
  rmSync(run.outputDir, { recursive: true, force: true });
  console.log(`\nLighthouse CI, ${run.name}`);
  if (!lhci(['autorun', `--upload.outputDir=${run.outputDir}`, ...run.args, ...process.argv.slice(2)])) failed = true;
}

console.log('\nLighthouse, mobile, the same pages with every script removed');
writeZeroJsCopy('dist', ZERO_JS_DIST);
rmSync(ZERO_JS, { recursive: true, force: true });
const base = `http://127.0.0.1:${ZERO_JS_PORT}`;
const collected =
  lhci([
    'collect',
    `--startServerCommand=npx vite preview --port ${ZERO_JS_PORT} --outDir ${ZERO_JS_DIST}`,
    `--startServerReadyPattern=${ZERO_JS_PORT}`,
    ...ZERO_JS_ROUTES.map((route) => `--url=${base}${route}`),
    // Three runs: which small requests start before the first paint varies from run to run, and with it LCP.
    '--numberOfRuns=3',
  ]) && lhci(['upload', '--target=filesystem', `--outputDir=${ZERO_JS}`]);

spawnSync('npx', ['tsx', 'scripts/lighthouse-summary.ts'], { stdio: 'inherit' });

// Total blocking time is asserted in lighthouserc.json (at most 100 ms, the best run of each route); the table
// shows how far each route is from it, and how much the runs scatter (README, "Tests").
const tbtRows = (dir: string) => [...readRuns(dir)].map(([route, runs]) => ({ route, best: Math.min(...runs.tbt), median: median(runs.tbt) }));
const mobileTbt = tbtRows(MOBILE);
console.log(`\nTotal blocking time, mobile (ms, best / median of the runs): ${mobileTbt.map((r) => `${r.route} ${Math.round(r.best)} / ${Math.round(r.median)}`).join(', ')}.`);
console.log(`Median over the routes of each route's median: ${Math.round(median(mobileTbt.map((r) => r.median)))} ms.`);
console.log(`Total blocking time, desktop (ms): ${tbtRows(DESKTOP).map((r) => `${r.route} ${Math.round(r.best)}`).join(', ')}.`);

if (!collected) {
  console.error('The script-free pages could not be measured.');
  failed = true;
} else {
  const rows = compareRuns(readRuns(MOBILE), readRuns(ZERO_JS), ZERO_JS_ROUTES);
  const ratio = medianRatios(rows);
  console.log('\n| route | LCP ms | LCP, no script | FCP ms | FCP, no script |\n|---|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.route} | ${Math.round(r.lcp)} | ${Math.round(r.lcpZero)} | ${Math.round(r.fcp)} | ${Math.round(r.fcpZero)} |`);
  console.log(`Median ratio to the script-free pages: LCP ${ratio.lcp.toFixed(3)}, FCP ${ratio.fcp.toFixed(3)} (at most ${ZERO_JS_MAX_RATIO}).`);
  if (!(ratio.lcp <= ZERO_JS_MAX_RATIO && ratio.fcp <= ZERO_JS_MAX_RATIO)) {
    console.error('The app delays the first paint: find what the page loads or runs before it paints (scripts/zero-js.ts).');
    failed = true;
  }
}
process.exit(failed ? 1 : 0);

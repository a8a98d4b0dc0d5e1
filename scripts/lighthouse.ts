/**
 * Runs Lighthouse CI (lighthouserc.json) over every route, on mobile (Lighthouse's default: a mid-range
 * phone on slow 4G; best of two runs, as this machine is noisy) and then on desktop, with the Chromium this machine has. Tables of the results:
 * `npx tsx scripts/lighthouse-summary.ts`.
 */
import { rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { CHROMIUM_ARGS, MISSING_CHROMIUM, findChromium } from '../tests/helpers/chromium.ts';

const chromium = findChromium();
if (!chromium) {
  console.error(`\n${MISSING_CHROMIUM}\n`);
  process.exit(1);
}

const runs = [
  { name: 'mobile', args: [] as string[], outputDir: '.lighthouseci/reports' },
  // Desktop has a wide margin on every budget: one run is enough there.
  { name: 'desktop', args: ['--collect.settings.preset=desktop', '--collect.numberOfRuns=1'], outputDir: '.lighthouseci/reports-desktop' },
];
let failed = false;
for (const run of runs) {
  rmSync(run.outputDir, { recursive: true, force: true });
  console.log(`\nLighthouse CI, ${run.name}`);
  const result = spawnSync(
    'npx',
    [
      'lhci',
      'autorun',
      `--collect.chromePath=${chromium}`,
      `--collect.settings.chromeFlags=${CHROMIUM_ARGS.join(' ')}`,
      `--upload.outputDir=${run.outputDir}`,
      ...run.args,
      ...process.argv.slice(2),
    ],
    { stdio: 'inherit', env: { ...process.env, CHROME_PATH: chromium } },
  );
  if (result.status !== 0) failed = true;
}
spawnSync('npx', ['tsx', 'scripts/lighthouse-summary.ts'], { stdio: 'inherit' });
process.exit(failed ? 1 : 0);

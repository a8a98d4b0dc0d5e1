/** Runs Lighthouse CI (lighthouserc.json) with the Chromium this machine has. */
import { spawnSync } from 'node:child_process';
import { CHROMIUM_ARGS, MISSING_CHROMIUM, findChromium } from '../tests/helpers/chromium.ts';

const chromium = findChromium();
if (!chromium) {
  console.error(`\n${MISSING_CHROMIUM}\n`);
  process.exit(1);
}
const result = spawnSync(
  'npx',
  ['lhci', 'autorun', `--collect.chromePath=${chromium}`, `--collect.settings.chromeFlags=${CHROMIUM_ARGS.join(' ')}`, ...process.argv.slice(2)],
  { stdio: 'inherit', env: { ...process.env, CHROME_PATH: chromium } },
);
process.exit(result.status ?? 1);

import { MISSING_CHROMIUM, findChromium } from './chromium.ts';

const chromium = findChromium();
if (!chromium) {
  console.error(`\n${MISSING_CHROMIUM}\n`);
  process.exit(1);
}
console.log(`Using Chromium at ${chromium}`);

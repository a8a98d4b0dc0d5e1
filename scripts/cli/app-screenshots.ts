/**
 * The manifest's two screenshots, of the real site: `npx tsx scripts/cli/app-screenshots.ts` with `npm start`
 * running. Re-run after a visible change to the home page and commit public/screenshots/.
 */
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, MISSING_CHROMIUM, findChromium } from '../../tests/harness/chromium.ts';

const base = process.argv[2] ?? 'http://127.0.0.1:4173';
const executablePath = findChromium();
if (!executablePath) throw new Error(MISSING_CHROMIUM);
mkdirSync('public/screenshots', { recursive: true });
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
for (const [name, width, height] of [
  ['wide', 1280, 800],
  ['narrow', 390, 844],
] as const) {
  const page = await browser.newPage({ viewport: { width, height }, reducedMotion: 'reduce' });
  await page.goto(base, { waitUntil: 'networkidle' });
  await page.screenshot({ path: `public/screenshots/${name}.png` });
  await page.close();
}
await browser.close();

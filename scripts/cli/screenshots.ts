/**
 * Screenshots of pages at phone, tablet and desktop widths, for a look before committing:
 *   npx tsx scripts/cli/screenshots.ts [baseURL] [out dir] [path ...]
 * Needs a running server (npm start).
 */
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, MISSING_CHROMIUM, findChromium } from '../../tests/harness/chromium.ts';

const [base = 'http://127.0.0.1:4173', out = '/tmp/shots', ...paths] = process.argv.slice(2);
const executablePath = findChromium();
if (!executablePath) throw new Error(MISSING_CHROMIUM);

const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
for (const width of [390, 820, 1440]) {
  const page = await browser.newPage({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
  for (const path of paths.length ? paths : ['/']) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    await page.evaluate(async () => {
      // Bring lazy images in before the full-page shot.
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 60));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForLoadState('networkidle');
    const name = path === '/' ? 'home' : path.replace(/\//g, '_').replace(/^_/, '');
    await page.screenshot({ path: `${out}/${name}-${width}.png`, fullPage: true });
  }
  await page.close();
}
await browser.close();

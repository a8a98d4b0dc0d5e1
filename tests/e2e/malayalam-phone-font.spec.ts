/**
 * Malayalam on a phone that has Noto Sans Malayalam, as Android phones (most of our parents') do
 * (tests/harness/font-profiles.ts, `phone`): the page takes the phone's copy, so its text is set from the first paint
 * and no font is downloaded, as in every browser test but tests/e2e/malayalam.spec.ts, which tries a device
 * without one (the page downloads the site's copy).
 */
import { expect, test } from '@playwright/test';
import { gotoHydrated } from '../helpers/page.ts';
import { CHROMIUM_ARGS, findTestChromium } from '../harness/chromium.ts';
import { fontProfileEnv } from '../harness/font-profiles.ts';

test.use({
  launchOptions: {
    executablePath: findTestChromium(),
    args: CHROMIUM_ARGS,
    env: { ...process.env, ...fontProfileEnv('phone') },
  },
});

test("a Malayalam page downloads no font and sets its text in the phone's", async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  for (const path of ['/ml', '/ml/about', '/ml/admission']) {
    await gotoHydrated(page, path);
    await page.evaluate(() => document.fonts.ready);
    const faces = await page.evaluate(() =>
      [...document.fonts]
        .filter((face) => face.family.includes('Noto Sans Malayalam Web'))
        .map((face) => `${face.weight} ${face.status}`),
    );
    // Both weights are set on the page (its headings and its text), each loaded from the phone's copy.
    expect(faces.sort(), path).toEqual(['400 loaded', '700 loaded']);
    expect(await page.evaluate(() => document.fonts.check('16px "Noto Sans Malayalam Web"', 'അ'))).toBe(true);
  }
  expect(fonts).toEqual([]);
});

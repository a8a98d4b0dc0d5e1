/** The site in Malayalam: served in Malayalam before any script, in its own type, linked both ways to English. */
import { expect, test, type Locator } from '@playwright/test';
import sharp from 'sharp';
import { prerenderedPaths, splitPath } from '../../src/lib/routes.ts';
import { gotoHydrated } from '../helpers/page.ts';
import { identity } from '../helpers/content.ts';
import { CHROMIUM_ARGS, findTestChromium } from '../harness/chromium.ts';
import { fontProfileEnv } from '../harness/font-profiles.ts';

// A device without a Malayalam font of its own (a desktop with none, most often): the page downloads the site's
// copy. The other browser tests play a phone that has one (playwright.config.ts; malayalam-phone-font.spec.ts).
test.use({
  launchOptions: {
    executablePath: findTestChromium(),
    args: CHROMIUM_ARGS,
    env: { ...process.env, ...fontProfileEnv('bare') },
  },
});

/** The share of an element's pixels painted dark (the word's strokes on the pill's light background). */
async function inkOf(element: Locator): Promise<number> {
  await expect(element).toBeVisible();
  const { data, info } = await sharp(await element.screenshot())
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return data.filter((value) => value < 128).length / (info.width * info.height);
}

const malayalamPaths = prerenderedPaths.filter((path) => splitPath(path).lang === 'ml');

// Each Malayalam page served in Malayalam, hydrating cleanly and fitting 360 px: tests/e2e/a11y.spec.ts.

test.describe('the language switch', () => {
  for (const width of [390, 1440]) {
    test(`at ${width}px leads to the same page in the other language and back`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, '/admission');
      const toMalayalam = page.getByRole('banner').getByRole('link', { name: 'മലയാളം' });
      await expect(toMalayalam).toBeVisible();
      await expect(toMalayalam).toHaveAttribute('hreflang', 'ml-IN');
      // Drawn, though this browser has no Malayalam font: its outline (once in the page, outside the app's root) in
      // the link's colour, about a fifth of its box (none if the page lost the outline).
      const ink = await inkOf(toMalayalam.locator('.site-header__language-word'));
      expect(ink).toBeGreaterThan(0.1);
      expect(ink).toBeLessThan(0.5);
      await toMalayalam.click();
      await expect(page).toHaveURL(/\/ml\/admission\/$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ml');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('അഡ്മിഷൻ');

      const toEnglish = page.getByRole('banner').getByRole('link', { name: 'English' });
      await expect(toEnglish).toHaveAttribute('hreflang', 'en-IN');
      await toEnglish.click();
      await expect(page).toHaveURL(/\/admission\/$/);
      await expect(page).not.toHaveURL(/\/ml\//);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    });
  }

  test('keeps the page language in client-side navigation, menus and gallery addresses', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await gotoHydrated(page, '/ml');
    const description = page.locator('meta[name="description"]');
    const homeDescription = await description.getAttribute('content');
    await page.getByRole('button', { name: 'മെനു' }).click();
    await page.getByRole('navigation', { name: 'പ്രധാന മെനു' }).getByRole('link', { name: 'ഗാലറി' }).click();
    await expect(page).toHaveURL(/\/ml\/gallery\/$/);
    // The head follows the page: its words for search engines (loaded on the first change of page) with its title.
    await expect(page).toHaveTitle(`ഗാലറി | ${identity.schoolName}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/ml\/gallery\/$/);
    await expect(description).not.toHaveAttribute('content', homeDescription ?? '');
    await expect(description).toHaveAttribute('content', /[\u0d00-\u0d7f]{3}/);
    await page.getByRole('link', { name: /ക്യാമ്പസ്, ചിത്രങ്ങളിൽ/ }).click();
    await expect(page).toHaveURL(/\/ml\/galleries\/campus-drawings\/$/);
    await expect(page.getByRole('dialog')).toContainText('ഫോട്ടോ 1 /');
    await expect(page.getByRole('button', { name: 'ഗാലറി അടയ്ക്കുക' })).toBeVisible();
  });

  test('an unknown Malayalam address gets the Malayalam not-found page', async ({ page }) => {
    const response = await page.goto('/ml/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ml');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ഈ പേജ് ഞങ്ങൾക്ക് കണ്ടെത്താനായില്ല');
  });
});

test.describe('Malayalam type', () => {
  test('English pages download no Malayalam font; without one of its own, a Malayalam page downloads Noto Sans Malayalam', async ({
    page,
  }) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
    });
    for (const path of ['/', '/admission', '/about']) await gotoHydrated(page, path);
    expect(fonts).toEqual([]);

    await gotoHydrated(page, '/ml/admission');
    await page.evaluate(() => document.fonts.ready);
    expect(fonts.filter((f) => f.includes('noto-sans-malayalam')).length).toBeGreaterThanOrEqual(1);
    const used = await page.evaluate(() => ({
      family: getComputedStyle(document.body).fontFamily,
      loaded: document.fonts.check('16px "Noto Sans Malayalam Web"', 'അ'),
      bodyLineHeight:
        parseFloat(getComputedStyle(document.querySelector('main p')!).lineHeight) /
        parseFloat(getComputedStyle(document.querySelector('main p')!).fontSize),
      eyebrowSpacing: getComputedStyle(document.querySelector('.eyebrow')!).letterSpacing,
    }));
    expect(used.family).toContain('Noto Sans Malayalam Web');
    expect(used.loaded).toBe(true);
    expect(used.bodyLineHeight).toBeGreaterThanOrEqual(1.5);
    expect(used.eyebrowSpacing).toBe('normal');
  });

  // Without a Malayalam font of its own (a desktop with none, most often), the page is laid out in the system's
  // stand-in glyphs until the site's font arrives: the swap may move it a little, never as much as Google's
  // "good" layout shift allows (0.1). On a phone that has the font, nothing arrives and nothing moves.
  test('the font arriving moves the page little (CLS at most 0.1)', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __cls: number; __shifts: string[] };
      w.__cls = 0;
      w.__shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as {
          value: number;
          hadRecentInput: boolean;
          startTime: number;
          sources?: { node?: Node }[];
        }[]) {
          if (entry.hadRecentInput) continue;
          w.__cls += entry.value;
          // What moved, so a failure says where to look.
          const nodes = (entry.sources ?? []).map(({ node }) =>
            node instanceof Element ? `${node.localName}.${[...node.classList].join('.')}` : (node?.nodeName ?? '?'),
          );
          w.__shifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${nodes.join(', ')}`);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of ['/ml', '/ml/about', '/ml/admission']) {
        await gotoHydrated(page, path);
        // The font in, and two frames drawn with it: a shift it caused is reported by then.
        await page.evaluate(() =>
          document.fonts.ready.then(
            () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
          ),
        );
        const { cls, shifts } = await page.evaluate(() => {
          const w = window as unknown as { __cls: number; __shifts: string[] };
          return { cls: w.__cls, shifts: w.__shifts };
        });
        expect(cls, `${width} px ${path}: ${shifts.join('; ')}`).toBeLessThanOrEqual(0.1);
      }
    }
  });

  test('no word is split across lines: Malayalam words are long, and every box is wide enough for them', async ({
    page,
  }) => {
    test.slow(); // every Malayalam page at five widths
    for (const path of malayalamPaths) {
      await page.setViewportSize({ width: 360, height: 900 });
      await page.goto(path);
      // Each page loaded once and widened step by step, as a tablet turned or a window dragged wider: CSS lays
      // it out afresh at each width, and two frames let the page's own resize handlers run.
      for (const width of [360, 820, 1024, 1280, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await page.evaluate(() =>
          document.fonts.ready.then(
            () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
          ),
        );
        const split = await page.evaluate(() => {
          // Every long word on screen, with the room its box has...
          const words: { parent: Element; word: string; room: number }[] = [];
          const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const parent = node.parentElement;
            // Text on screen only (a visually hidden label is one pixel wide on purpose).
            if (!parent || parent.closest('.visually-hidden, script, style, svg') || !parent.getClientRects().length)
              continue;
            // The box the text's lines are laid out in: its nearest ancestor that is not inline.
            let box: HTMLElement = parent;
            while (getComputedStyle(box).display === 'inline' && box.parentElement) box = box.parentElement;
            const style = getComputedStyle(box);
            const room = box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
            if (room < 24) continue;
            for (const word of (node.textContent ?? '').split(/\s+/).filter((w) => w.length >= 6))
              words.push({ parent, word, room });
          }
          // ...then each measured in the text's own font, where it sits. Every probe is placed before any is
          // measured, so the page is laid out once, not once per word (a probe is absolutely placed: it changes
          // no box's width).
          const probes = words.map(({ parent, word }) => {
            const probe = document.createElement('span');
            probe.textContent = word;
            probe.style.cssText = 'position: absolute; white-space: nowrap; visibility: hidden';
            return parent.appendChild(probe);
          });
          const found = words
            .filter(({ room }, i) => probes[i]!.getBoundingClientRect().width > room + 1)
            .map(({ parent, word }) => `${parent.tagName.toLowerCase()} "${word}"`);
          probes.forEach((probe) => probe.remove());
          return found;
        });
        expect(split, `${path} at ${width}px`).toEqual([]);
      }
    }
  });
});

/** Firefox (Debian's firefox-esr) behind the engines' interface (./driver.ts): puppeteer-core over WebDriver BiDi. */
import puppeteer from 'puppeteer-core';
import type { EnginePage } from './driver.ts';

export const FIREFOX = '/usr/bin/firefox-esr';

export async function launchFirefox(): Promise<EnginePage> {
  const browser = await puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX, headless: true });
  const page = await browser.newPage();
  const version = await browser.version();
  return {
    engine: 'firefox',
    version: version.replace('firefox/', 'Firefox ESR '),
    goto: async (url) => void (await page.goto(url, { waitUntil: 'load' })),
    resize: async (width, height) => {
      try {
        await page.setViewport({ width, height });
      } catch (error) {
        // puppeteer-core sets the screen's orientation with the viewport; Firefox ESR 140 (Debian's on some
        // machines) has no such command, but does set the viewport, sent alongside: wait for it below.
        if (!String(error).includes('unknown command emulation.setScreenOrientationOverride')) throw error;
      }
      for (let tries = 0; tries < 50; tries++) {
        const size = await page.evaluate(() => ({ width: innerWidth, height: innerHeight }));
        if (size.width === width) return size;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const size = await page.evaluate(() => innerWidth);
      throw new Error(`Firefox's page is ${size} px wide after 5 s, not ${width}`);
    },
    evaluate: (fn, ...args) => page.evaluate(fn as never, ...(args as unknown[] as never[])) as never,
    click: (selector) => page.click(selector),
    press: (key) => page.keyboard.press(key),
    type: (text) => page.keyboard.type(text),
    screenshot: async (file) => void (await page.screenshot({ path: file as `${string}.png` })),
    close: () => browser.close(),
  };
}

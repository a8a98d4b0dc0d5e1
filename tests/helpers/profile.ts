import { chromium, type BrowserContext } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, findChromium, findTestChromium } from '../harness/chromium.ts';

/**
 * A persistent browser profile with service workers allowed (the other specs block them: playwright.config.ts).
 * Chromium answers installability questions only outside incognito-like contexts. `notifications`: a browser that
 * shows them.
 */
export async function persistentContext(
  baseURL: string,
  viewport = { width: 390, height: 844 },
  { notifications = false } = {},
): Promise<{ context: BrowserContext; close: () => Promise<void> }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'pwa-profile-'));
  const context = await chromium.launchPersistentContext(dir, {
    // Chromium's headless shell has no notifications (it reports them denied whatever is granted): the full browser.
    executablePath: notifications ? findChromium() : findTestChromium(),
    args: CHROMIUM_ARGS,
    viewport,
    baseURL,
    serviceWorkers: 'allow',
    // A browser that does not start says so, rather than running out the test's time.
    timeout: 60_000,
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

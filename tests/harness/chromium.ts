/**
 * Where the browser is and how to start it on these machines: Debian's Chromium, never a downloaded one.
 * `npm test` stops at once with the fix when none is found (tests/harness/require-chromium.ts).
 */
import { existsSync } from 'node:fs';

export const CHROMIUM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export function findChromium(): string | undefined {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  return CHROMIUM_CANDIDATES.find((candidate) => existsSync(candidate));
}

/**
 * Chromium's headless shell (Debian's chromium-headless-shell, the same version as its chromium): the same engine
 * without the desktop browser's windows and features, as Playwright itself runs headless Chromium. The browser
 * tests use it when it is there (on these 2-core machines the axe checks of every page took 1.4 min instead of
 * 2.0); Lighthouse keeps the full browser. CHROME_PATH, when set, is used for everything.
 */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

export function findTestChromium(): string | undefined {
  if (process.env.CHROME_PATH || !existsSync(HEADLESS_SHELL)) return findChromium();
  return HEADLESS_SHELL;
}

export const MISSING_CHROMIUM = [
  'No Chromium found for the browser tests and Lighthouse.',
  `Looked at: ${process.env.CHROME_PATH ? `CHROME_PATH=${process.env.CHROME_PATH}` : CHROMIUM_CANDIDATES.join(', ')}.`,
  "Fix: install Debian's Chromium with `sudo apt-get update && sudo apt-get install -y chromium`,",
  'or point CHROME_PATH at a Chromium or Chrome binary. (`bash .ci/run` installs it for you.)',
].join('\n');

/** Flags for a quiet, offline-friendly headless Chromium, as root too. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

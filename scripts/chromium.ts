/**
 * Where the browser is and how to start it on these machines: Debian's Chromium, never a downloaded one.
 * `npm test` stops at once with the fix when none is found (scripts/require-chromium.ts).
 */
import { existsSync } from 'node:fs';

export const CHROMIUM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export function findChromium(): string | undefined {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  return CHROMIUM_CANDIDATES.find((candidate) => existsSync(candidate));
}

export const MISSING_CHROMIUM = [
  'No Chromium found for the browser tests and Lighthouse.',
  `Looked at: ${process.env.CHROME_PATH ? `CHROME_PATH=${process.env.CHROME_PATH}` : CHROMIUM_CANDIDATES.join(', ')}.`,
  'Fix: install Debian\'s Chromium with `sudo apt-get update && sudo apt-get install -y chromium`,',
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

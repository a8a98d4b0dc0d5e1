import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, MISSING_CHROMIUM, findTestChromium } from './tests/harness/chromium.ts';
import { fontProfileEnv } from './tests/harness/font-profiles.ts';

const executablePath = findTestChromium();
if (!executablePath) throw new Error(MISSING_CHROMIUM);

export const E2E_PORT = 4317;
/** The service-worker tests' own server: a private copy of dist/, which they change as a new build or a new
 * gallery list would (outside test-results/, which Playwright empties when a run starts). */
export const PWA_PORT = 4319;
const PWA_ROOT = 'node_modules/.cache/pwa-test';
export const PWA_DIST = `${PWA_ROOT}/dist`;

/** The site built from a test's own school facts (tests/fixtures/fixture-site.ts), for tests/e2e/school-facts.spec.ts. */
export const FIXTURE_PORT = 4323;

/** The site of a school with its own gallery API and photo host (tests/fixtures/photo-host-site.ts), on a static host. */
export const PHOTO_HOST_SITE_PORT = 4326;

/** The site after ten years of publishing (tests/fixtures/years-site.ts), on a static host. */
export const YEARS_SITE_PORT = 4328;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // The list as tests end, and a JSON report the gate reads for its ten slowest tests (tests/harness/slowest.ts).
  reporter: [['list'], ['json', { outputFile: 'node_modules/.cache/gate/e2e.json' }]],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    browserName: 'chromium',
    // A phone with Noto Sans Malayalam, as Android phones (most of our parents') have, whatever the machine has:
    // Malayalam pages set their text in it from the first paint. tests/e2e/malayalam.spec.ts tries a device
    // without one, which downloads the site's copy (tests/harness/font-profiles.ts).
    launchOptions: { executablePath, args: CHROMIUM_ARGS, env: { ...process.env, ...fontProfileEnv('phone') } },
    // Interaction tests run without a service worker, so its notices never land on what they touch;
    // tests/e2e/pwa.spec.ts tests the worker in persistent profiles of its own.
    serviceWorkers: 'block',
    trace: 'off',
  },
  projects: [
    { name: 'chromium', testIgnore: /no-js\.spec\.ts$/ },
    // The same pages with JavaScript off (blocked, or still arriving on a weak signal).
    { name: 'no-js', testMatch: /no-js\.spec\.ts$/, use: { javaScriptEnabled: false } },
  ],
  webServer: [
    {
      // The production build (npm test builds it first), served as `npm start` serves it.
      command: `npx vite preview --port ${E2E_PORT}`,
      url: `http://127.0.0.1:${E2E_PORT}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `rm -rf ${PWA_ROOT} && mkdir -p ${PWA_ROOT} && cp -r dist ${PWA_DIST} && npx vite preview --port ${PWA_PORT} --outDir ${PWA_DIST}`,
      url: `http://127.0.0.1:${PWA_PORT}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The other schools: the one that has filled in everything, the one with its own photo host, and ten years of
      // publishing, built each run from this checkout side by side (about 25 s; the photos' sizes are the main
      // build's, cached), then served. This address answers last.
      command: `npx tsx tests/fixtures/test-sites.ts ${FIXTURE_PORT} ${PHOTO_HOST_SITE_PORT} ${YEARS_SITE_PORT}`,
      url: `http://127.0.0.1:${FIXTURE_PORT}/`,
      reuseExistingServer: false,
      timeout: 300_000,
    },
  ],
});

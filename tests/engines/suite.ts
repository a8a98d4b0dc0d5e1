/**
 * One engine's run of every journey, in order, with one browser and one server; the offline journey last, in a
 * fresh browser.
 * It ends by printing the engine and how many journeys passed, so the gate's log shows both.
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import { axeJourneys } from './axe-journeys.ts';
import { launch, type EngineName, type EnginePage } from './driver.ts';
import { journeys, offlineJourney } from './journeys.ts';
import { startSite, type Site } from './site.ts';

export function engineSuite(engine: EngineName) {
  const online = [...journeys, ...axeJourneys];
  const all = [...online, offlineJourney];
  let page: EnginePage | undefined;
  let site: Site | undefined;
  let passed = 0;

  beforeAll(async () => {
    site = await startSite();
    page = await launch(engine);
  }, 120_000);

  afterAll(async () => {
    const version = page?.version ?? engine;
    await page?.close();
    await site?.stop();
    console.log(`[${engine}] ${version}: ${passed} of ${all.length} journeys passed`);
  }, 60_000);

  describe(engine, () => {
    for (const journey of online) {
      it(journey.name, async () => {
        await journey.run(page!, site!);
        passed++;
      });
    }
    // A first visit of its own, in a fresh browser: WebKitGTK leaves a worker "installing" for good when the
    // page that registered it is left at that moment (as the journeys above do), and nothing a page can do
    // frees it. Here the visitor stays on the home page until it is ready, as the offline promise says.
    it(
      offlineJourney.name,
      async () => {
        const fresh = await launch(engine);
        try {
          await offlineJourney.run(fresh, site!);
          passed++;
        } finally {
          await fresh.close();
        }
      },
      90_000,
    );
  });
}

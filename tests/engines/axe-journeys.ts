/**
 * axe in Firefox and WebKit, as the accessibility statement promises: the main pages, each loaded once, judged at
 * desktop width and then narrowed to a phone's (as the route journeys do), with the rules and tags of the Chromium
 * tests (tests/helpers/axe.ts). A violation fails with its rule, impact and the first elements it names.
 */
import type { AxeResults, RunOptions } from 'axe-core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { WCAG } from '../helpers/axe.ts';
import { scrollThrough } from '../helpers/reveal.ts';
import type { EnginePage } from './driver.ts';
import { DESKTOP, PHONE, waitFor, type Journey } from './journey-helpers.ts';

/** The main pages of the statement: the home page, the two a parent comes for, the statement, and Malayalam. */
export const AXE_PATHS = ['/', '/admission/', '/calendar/', '/accessibility/', '/ml/'];

/** How many elements of a violation are named in the failure (all are counted). */
const SHOWN_TARGETS = 3;

// The pages' CSP (script-src 'self') forbids eval and inline scripts, so axe cannot be handed to the page as a
// string to run there: its source becomes the body of the function each driver sends as script (as Playwright's
// evaluate(axe.source) does in Chromium).
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const injectAxe = new Function(AXE_SOURCE) as () => void;

interface Violation {
  id: string;
  impact: string | null;
  count: number;
  targets: string[];
}

/**
 * Scroll through the page so every scroll-reveal starts (two frames at each stop: one for the intersection to be
 * seen, one for the fade it starts), wait for anything still loading, then for every fade and transition to end
 * (endless ones aside), so axe judges the colours a reader sees: tests/e2e/a11y.spec.ts's settle(), in script.
 */
async function settle(page: EnginePage): Promise<void> {
  await page.evaluate(scrollThrough);
  await waitFor(page, 'nothing to be loading', () => !document.querySelector('[aria-busy="true"]'));
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await waitFor(page, 'fades and transitions to finish', () =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
}

const violations = (page: EnginePage): Promise<Violation[]> =>
  page.evaluate(
    async (tags: string[], shown: number) => {
      const { axe } = window as unknown as { axe: { run: (c: Document, o: RunOptions) => Promise<AxeResults> } };
      const results = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
      return results.violations.map((v) => ({
        id: v.id,
        impact: v.impact ?? null,
        count: v.nodes.length,
        targets: v.nodes.slice(0, shown).map((n) => n.target.join(' ')),
      }));
    },
    WCAG,
    SHOWN_TARGETS,
  );

const explain = (page: EnginePage, path: string, width: string, v: Violation) =>
  `[${page.engine}] ${path} at ${width} width: ${v.id} (${v.impact ?? 'no impact given'}), ${v.count} element(s): ` +
  `${v.targets.join(' | ')}${v.count > v.targets.length ? ' | …' : ''}`;

export const axeJourneys: Journey[] = AXE_PATHS.map((path) => ({
  name: `${path} at desktop, then phone width: no axe violation (WCAG 2.2 AA)`,
  run: async (page, site) => {
    await page.resize(DESKTOP.width, DESKTOP.height);
    await page.goto(site.origin + path);
    await waitFor(page, `${path} to hydrate`, () => document.documentElement.dataset.hydrated === 'true');
    await settle(page);
    await page.evaluate(injectAxe);
    const atDesktop = await violations(page);
    await page.resize(PHONE.width, PHONE.height);
    await settle(page);
    const atPhone = await violations(page);
    const found = [
      ...atDesktop.map((v) => explain(page, path, 'desktop', v)),
      ...atPhone.map((v) => explain(page, path, 'phone', v)),
    ];
    if (found.length > 0) throw new Error(`axe found ${found.length} violation(s):\n${found.join('\n')}`);
  },
}));

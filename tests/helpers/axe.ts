import axe from 'axe-core';
import type { Page } from '@playwright/test';
import { animationsDone } from './page.ts';

/** The rules the site is held to: WCAG 2.2 AA. */
export const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe's violations on the page (or within `include`), one line each: the rule and where. axe-core runs in the
 * page itself, injected once per document: our pages have no frames, so the frame-by-frame run of
 * @axe-core/playwright (which opens a blank page of its own to merge the frames' results) is not needed, and
 * each check takes about 0.8 s instead of 2.5 on these machines. Every rule of the tags still runs; only
 * violations are detailed (`resultTypes`).
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const frames = page.frames().length - 1;
  if (frames)
    throw new Error(
      `axeViolations checks one document, and this page has ${frames} frame(s): check each frame on its own`,
    );
  // Colours are judged as a reader sees them: after every fade and colour transition has ended (endless ones
  // aside). A check made mid-transition reports the contrast of a colour on its way.
  await animationsDone(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(
    async ({ tags, include }) => {
      const { axe } = window as unknown as { axe: typeof import('axe-core') };
      const results = await axe.run(include ? { include: [[include]] } : document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    },
    { tags: WCAG, include },
  );
}

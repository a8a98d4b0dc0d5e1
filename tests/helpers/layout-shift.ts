import type { Page } from '@playwright/test';
import rc from '../../lighthouserc.json' with { type: 'json' };

/** The most a page may shift as it loads, hydrates and is scrolled through (Lighthouse's budget: lighthouserc.json). */
export const MAX_LAYOUT_SHIFT = (
  rc.ci.assert.assertMatrix[0]!.assertions['cumulative-layout-shift']![1] as { maxNumericValue: number }
).maxNumericValue;

/**
 * Sum every layout shift not caused by input, from the moment each page starts loading, and note what moved
 * (read with `layoutShift`).
 */
export async function recordLayoutShift(page: Page) {
  await page.addInitScript(() => {
    type Shift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    };
    const w = window as unknown as { layoutShift: { total: number; moved: string[] } };
    w.layoutShift = { total: 0, moved: [] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        w.layoutShift.total += entry.value;
        const where = (r: DOMRectReadOnly) =>
          `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
        for (const source of entry.sources)
          w.layoutShift.moved.push(
            `${(source.node as Element | undefined)?.className || source.node?.nodeName} from ${where(source.previousRect)} to ${where(source.currentRect)} at ${Math.round(entry.startTime)} ms`,
          );
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
export const layoutShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { layoutShift: { total: number; moved: string[] } }).layoutShift);

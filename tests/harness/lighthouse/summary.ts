/**
 * Prints the last Lighthouse step's results (.lighthouseci/<preset>/<route>-<run>.json) as a table: one row
 * per route and form factor, the categories of its first run and the median figures of all its runs.
 *   npx tsx tests/harness/lighthouse/summary.ts
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Lhr } from './measure.ts';
import { median } from './sampling.ts';

const OUT = '.lighthouseci';

function scriptBytes(lhr: Lhr): number {
  const items = (
    lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] }
  )?.items;
  return items?.find((item) => item.resourceType === 'script')?.transferSize ?? NaN;
}
const rows = [
  '| route | form | runs | perf | a11y | best | seo | LCP ms | TBT ms | CLS | script KB |',
  '|---|---|---|---|---|---|---|---|---|---|---|',
];
for (const preset of ['mobile', 'desktop']) {
  const dir = path.join(OUT, preset);
  if (!existsSync(dir)) continue;
  const byRoute = new Map<string, Lhr[]>();
  for (const file of readdirSync(dir).sort()) {
    const lhr = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Lhr;
    const route = new URL(lhr.finalDisplayedUrl).pathname;
    byRoute.set(route, [...(byRoute.get(route) ?? []), lhr]);
  }
  for (const [route, runs] of byRoute) {
    const first = runs[0] as Lhr;
    const score = (key: string) => first.categories[key]?.score?.toFixed(2) ?? '–';
    const figure = (audit: string) => median(runs.map((lhr) => lhr.audits[audit]?.numericValue ?? NaN));
    const perf = median(runs.map((lhr) => lhr.categories.performance?.score ?? NaN));
    // The scripts the page's load transferred, as Lighthouse's resource summary counts them (headers included).
    const script = median(runs.map((lhr) => scriptBytes(lhr)));
    rows.push(
      `| ${route} | ${preset} | ${runs.length} | ${perf.toFixed(2)} | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ` +
        `${Math.round(figure('largest-contentful-paint'))} | ${Math.round(figure('total-blocking-time'))} | ${figure('cumulative-layout-shift').toFixed(3)} | ${(script / 1024).toFixed(1)} |`,
    );
  }
}
console.log(rows.join('\n'));

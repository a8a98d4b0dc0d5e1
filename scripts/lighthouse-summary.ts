/**
 * Prints the Lighthouse CI results as a table (route, form factor, scores, LCP, TBT, CLS), one row per
 * route and form factor (the median run where there were several):
 *   npx tsx scripts/lighthouse-summary.ts [.lighthouseci/reports ...]
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface Entry {
  url: string;
  jsonPath: string;
  /** Lighthouse CI marks the median run of each URL as its representative one. */
  isRepresentativeRun: boolean;
}
interface Lhr {
  finalDisplayedUrl: string;
  configSettings: { formFactor: string };
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
}

const dirs = process.argv.slice(2).length ? process.argv.slice(2) : ['.lighthouseci/reports', '.lighthouseci/reports-desktop'];
const rows: string[] = ['| route | form | perf | a11y | best | seo | LCP ms | TBT ms | CLS |', '|---|---|---|---|---|---|---|---|---|'];
for (const dir of dirs) {
  const manifest = path.join(dir, 'manifest.json');
  if (!existsSync(manifest)) continue;
  for (const entry of (JSON.parse(readFileSync(manifest, 'utf8')) as Entry[]).filter((e) => e.isRepresentativeRun)) {
    const lhr = JSON.parse(readFileSync(entry.jsonPath, 'utf8')) as Lhr;
    const score = (key: string) => (lhr.categories[key]?.score ?? 0).toFixed(2);
    const audit = (key: string) => lhr.audits[key]?.numericValue ?? NaN;
    rows.push(
      `| ${new URL(lhr.finalDisplayedUrl).pathname} | ${lhr.configSettings.formFactor} | ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ${Math.round(audit('largest-contentful-paint'))} | ${Math.round(audit('total-blocking-time'))} | ${audit('cumulative-layout-shift').toFixed(3)} |`,
    );
  }
}
console.log(rows.join('\n'));

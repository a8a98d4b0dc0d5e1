/**
 * The speed floor: the same HTML with every script removed. The app may not make a page paint later than
 * that: LCP and FCP of the real pages (mobile Lighthouse) stay within ZERO_JS_MAX_RATIO of the stripped
 * copy's, served by the same `vite preview`. scripts/lighthouse.ts runs the comparison in `npm test`.
 */
import { cpSync, existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const ZERO_JS_ROUTES = ['/', '/about', '/admission'];
export const ZERO_JS_MAX_RATIO = 1.1;

/** The page without any <script> element (JSON-LD included) and without module preloads. */
export function stripScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '').replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '');
}

/** A copy of the built site whose pages run no script at all (and register no service worker). */
export function writeZeroJsCopy(dist: string, out: string): void {
  rmSync(out, { recursive: true, force: true });
  cpSync(dist, out, { recursive: true });
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (name.endsWith('.html')) writeFileSync(file, stripScripts(readFileSync(file, 'utf8')));
    }
  };
  walk(out);
}

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  return sorted.length === 0 ? NaN : Number.isInteger(mid) ? ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2 : (sorted[Math.floor(mid)] as number);
};

interface Metrics {
  lcp: number[];
  fcp: number[];
  tbt: number[];
}

/** Every run in a Lighthouse CI filesystem upload, by route: its LCP, FCP and total blocking time (ms). */
export function readRuns(dir: string): Map<string, Metrics> {
  const runs = new Map<string, Metrics>();
  const manifest = path.join(dir, 'manifest.json');
  if (!existsSync(manifest)) return runs;
  for (const entry of JSON.parse(readFileSync(manifest, 'utf8')) as { url: string; jsonPath: string }[]) {
    const lhr = JSON.parse(readFileSync(entry.jsonPath, 'utf8')) as { audits: Record<string, { numericValue?: number }> };
    const route = new URL(entry.url).pathname.replace(/(.)\/$/, '$1');
    const metrics = runs.get(route) ?? { lcp: [], fcp: [], tbt: [] };
    metrics.lcp.push(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN);
    metrics.fcp.push(lhr.audits['first-contentful-paint']?.numericValue ?? NaN);
    metrics.tbt.push(lhr.audits['total-blocking-time']?.numericValue ?? NaN);
    runs.set(route, metrics);
  }
  return runs;
}

export interface RatioRow {
  route: string;
  lcp: number;
  lcpZero: number;
  fcp: number;
  fcpZero: number;
}

/** Per route: the median LCP and FCP of the real page and of its script-free copy. */
export function compareRuns(real: Map<string, Pick<Metrics, 'lcp' | 'fcp'>>, zero: Map<string, Pick<Metrics, 'lcp' | 'fcp'>>, routes: readonly string[]): RatioRow[] {
  return routes.map((route) => {
    const a = real.get(route);
    const b = zero.get(route);
    return { route, lcp: median(a?.lcp ?? []), lcpZero: median(b?.lcp ?? []), fcp: median(a?.fcp ?? []), fcpZero: median(b?.fcp ?? []) };
  });
}

/** The median, over the routes, of each route's ratio (real / script-free). */
export function medianRatios(rows: readonly RatioRow[]): { lcp: number; fcp: number } {
  return { lcp: median(rows.map((r) => r.lcp / r.lcpZero)), fcp: median(rows.map((r) => r.fcp / r.fcpZero)) };
}

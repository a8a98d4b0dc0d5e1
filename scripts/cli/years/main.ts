/**
 * The years benchmark (issue 62): the site built with the checkout's content and with one, three and ten years of a
 * school's publishing added (./fill.ts), each measured as a parent meets it (./measure.ts), printed as a table.
 *
 *   npm run years                 the sample, then 1, 3 and 10 years
 *   npm run years -- 10           the sample and ten years only
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { measure, type Measure } from './measure.ts';
import { writeYears } from './fill.ts';

/** The day every run is built for, so two runs build the same site. */
export const YEARS_TODAY = '2026-11-29';
export const SCRATCH = 'node_modules/.cache/years';

/**
 * Builds the site from the content in `root` (the checkout's when undefined) into `outDir`, for YEARS_TODAY; its time
 * in ms. `settings` over the environment's (SITE_PRECOMPRESS=off: no compressed twins, for a check of sizes alone).
 */
export function buildFrom(root: string | undefined, outDir: string, settings: Record<string, string> = {}): number {
  const started = Date.now();
  execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      SITE_NOW: `${YEARS_TODAY}T09:00`,
      ...(root ? { SITE_CONTENT_ROOT: root } : {}),
      ...settings,
    },
  });
  return Date.now() - started;
}

/** One run: the sample (0 years) or the sample with `years` years added. */
export function runYears(years: number): Measure & { years: number; buildMs: number } {
  const dir = path.join(SCRATCH, String(years));
  const root = years ? writeYears(path.join(dir, 'content'), years, YEARS_TODAY) : undefined;
  const dist = path.join(dir, 'dist');
  const buildMs = buildFrom(root, dist);
  return { years, buildMs, ...measure(dist) };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The runs as a Markdown table, each route's first-load script as its largest and its growth since the sample. */
export function table(runs: (Measure & { years: number; buildMs: number })[]): string {
  const sample = runs.find((run) => run.years === 0);
  const rows = runs.map((run) => {
    const grown = sample
      ? Object.entries(run.firstLoad)
          .map(([address, bytes]) => ({ address, by: bytes - (sample.firstLoad[address] ?? 0) }))
          .reduce((a, b) => (b.by > a.by ? b : a))
      : undefined;
    const largestScript = Object.entries(run.firstLoad).reduce((a, b) => (b[1] > a[1] ? b : a));
    return [
      run.years ? `${run.years} year${run.years > 1 ? 's' : ''}` : 'sample',
      `${(run.buildMs / 1000).toFixed(0)} s`,
      `${kb(run.largestHtml.bytes)} (${run.largestHtml.file})`,
      `${kb(largestScript[1])} (${largestScript[0]})`,
      grown ? `${grown.by >= 0 ? '+' : ''}${kb(grown.by)} (${grown.address})` : '',
      `${kb(run.noticesJson.bytes)} / ${kb(run.noticesJson.gzip)}`,
      `${kb(run.firstSearch.bytes)} / ${kb(run.firstSearch.gzip)}`,
      `${(run.precache.bytes / 1024).toFixed(0)} KiB (${run.precache.entries})`,
      String(run.files),
    ];
  });
  const head = [
    'content',
    'build',
    'largest HTML page',
    'largest first-load script, gzip',
    'most grown since the sample',
    'notices.json (raw / gzip)',
    'first search download (raw / gzip)',
    'precache',
    'files in dist/',
  ];
  return [head, head.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const asked = process.argv
    .slice(2)
    .map(Number)
    .filter((n) => n > 0);
  const runs = [0, ...(asked.length ? asked : [1, 3, 10])].map((years) => {
    const run = runYears(years);
    console.log(`built ${years ? `${years} years` : 'the sample'} in ${(run.buildMs / 1000).toFixed(0)} s`);
    return run;
  });
  console.log(`\n${table(runs)}`);
}

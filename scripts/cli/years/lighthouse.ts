/**
 * Lighthouse on its phone for the pages the years grow (issue 62), the site after ten years against the sample, side
 * by side in one run: each page of each site in turn, round after round, one run at a time, so both meet the same
 * machine, each served as `npm start`, nginx and Caddy serve it (the build's own brotli), as the gate's Lighthouse
 * does. Prints each page's median LCP on both and their ratio.
 *
 *   npx tsx scripts/cli/years/lighthouse.ts [rounds=5]      (after `npm run build` and `npm run years -- 10`)
 */
import path from 'node:path';
import { metric } from '../../../tests/harness/lighthouse/measure.ts';
import { LighthousePool } from '../../../tests/harness/lighthouse/pool.ts';
import { median } from '../../../tests/harness/lighthouse/sampling.ts';
import { fontProfileEnv } from '../../../tests/harness/font-profiles.ts';
import { serveStatic } from '../../../tests/harness/static-server.ts';
import { SCRATCH } from './main.ts';

const PAGES = ['/notices/', '/calendar/', '/gallery/', '/ml/notices/'];
const SITES = {
  sample: { dir: 'dist', port: 4341 },
  'ten years': { dir: path.join(SCRATCH, '10', 'dist'), port: 4342 },
};

const rounds = Number(process.argv[2] ?? 5);
const servers = await Promise.all(
  Object.values(SITES).map(({ dir, port }) => serveStatic(dir, port, { precompressed: true })),
);
const pool = await LighthousePool.start(1, fontProfileEnv('phone'));
const lcp: Record<string, Record<string, number[]>> = {};
try {
  for (let round = 0; round < rounds; round++)
    for (const page of PAGES)
      for (const [name, { port }] of Object.entries(SITES)) {
        const lhr = await pool.run(`http://127.0.0.1:${port}${page}`, {
          preset: 'mobile',
          categories: ['performance'],
          skipAudits: [],
        });
        ((lcp[page] ??= {})[name] ??= []).push(metric(lhr, 'largest-contentful-paint'));
      }
} finally {
  await pool.close();
  for (const server of servers) server.close();
}

const rows = PAGES.map((page) => {
  const sample = median(lcp[page]!.sample!);
  const years = median(lcp[page]!['ten years']!);
  return `| ${page} | ${Math.round(sample)} ms | ${Math.round(years)} ms | ${(years / sample).toFixed(3)} |`;
});
console.log(
  [
    `Lighthouse's phone, LCP, median of ${rounds} runs each, interleaved:`,
    '| page | sample | ten years | ratio |',
    '| --- | --- | --- | --- |',
    ...rows,
  ].join('\n'),
);

/**
 * Malayalam against English, page by page: each Malayalam page's median LCP over its English twin's
 * (./sampling.ts, `languageRatios`). On Lighthouse's phone, which carries Noto Sans Malayalam as Android phones do
 * (../font-profiles.ts, `phone`), it is held at LANGUAGE_MAX_RATIO: a Malayalam page is as fast as its English one.
 * On a device without the font (`bare`) the page downloads the site's copy first; those runs are reported against
 * the same English figures, and held by the Malayalam pages' own budgets (lighthouserc.json) but for layout shift:
 * with no Malayalam font at all, the text is laid out in the system's stand-in glyphs until the font arrives, and
 * the swap may move the page (docs/performance.md, "Malayalam type"), at most BARE_CLS_MAX.
 */
import { metric, type Lhr } from './measure.ts';
import { languageRatios, median } from './sampling.ts';

export const LANGUAGE_MAX_RATIO = 1.1;

/** The Malayalam pages measured again on a device without a Malayalam font (the pages issue 47 measured). */
export const BARE_ROUTES = ['/ml/', '/ml/about/'];

/** Google's "good" layout shift. */
export const BARE_CLS_MAX = 0.1;

/** The budgets' failures for runs on a device without the font: layout shift judged against BARE_CLS_MAX. */
export function bareFailures(runs: ReadonlyMap<string, Lhr[]>, failures: string[]): string[] {
  const shifts = [...runs].flatMap(([route, lhrs]) => {
    const cls = median(lhrs.map((lhr) => metric(lhr, 'cumulative-layout-shift')));
    return !(cls <= BARE_CLS_MAX)
      ? [`${route}: cumulative-layout-shift is ${cls.toFixed(3)} (at most ${BARE_CLS_MAX} without a Malayalam font)`]
      : [];
  });
  return [...failures.filter((failure) => !failure.includes('cumulative-layout-shift')), ...shifts];
}

/** Each route's median LCP. */
export function medianLcp(runs: ReadonlyMap<string, Lhr[]>): Map<string, number> {
  return new Map(
    [...runs].map(([route, lhrs]) => [route, median(lhrs.map((lhr) => metric(lhr, 'largest-contentful-paint')))]),
  );
}

/** The table of each pair, and a failure for each pair over the ratio when `held`. */
export function languageReport(
  lcp: ReadonlyMap<string, number>,
  { title, held }: { title: string; held: boolean },
): { table: string; failures: string[] } {
  const pairs = languageRatios(lcp);
  const rows = pairs.map(
    ({ route, en, ml, ratio }) => `| ${route} | ${Math.round(en)} | ${Math.round(ml)} | ${ratio.toFixed(2)} |`,
  );
  const failures = held
    ? pairs
        // A missing figure (NaN) fails too.
        .filter(({ ratio }) => !(ratio <= LANGUAGE_MAX_RATIO))
        .map(
          ({ route, en, ml, ratio }) =>
            `/ml${route}: LCP ${Math.round(ml)} ms is ${ratio.toFixed(2)} times the English page's ${Math.round(en)} (at most ${LANGUAGE_MAX_RATIO}): find what the Malayalam page waits for that the English one does not (src/styles/malayalam.css)`,
        )
    : [];
  const table = `\n${title} (mobile, median LCP ms${held ? `, ratio at most ${LANGUAGE_MAX_RATIO}` : ''})\n| route | English | Malayalam | ratio |\n|---|---|---|---|\n${rows.join('\n')}`;
  return { table, failures };
}

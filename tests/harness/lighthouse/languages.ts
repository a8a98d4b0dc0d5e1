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
import { languageRatios, median, settled, type Budget } from './sampling.ts';

export const LANGUAGE_MAX_RATIO = 1.1;

/**
 * A pair's ratio is decided as the budgets' figures are (./sampling.ts): a first ratio far from the most decides
 * alone. One near it or over came from runs of several pages at once (the phone's pass), and is set aside for pairs
 * measured one page at a time (../lighthouse/run.ts, holdLanguages), whose first decides alone when far from the
 * most, and otherwise a majority of them. Lantern builds a page's largest paint from one of two graphs, by the
 * order in which the page's photo and its first paint happened to come on this machine (972 or 1110 ms for
 * /gallery/ in either language); two pages measured at once land in different ones often (gates read /gallery/ at
 * 972 and /ml/gallery/ at 1110, 3 pairs of 5, and failed), one page at a time seldom (1 run in 12). Counting the
 * first ratio among the later pairs cost three or four pairs where one decides (up to 80 s of a gate).
 */
const PAIR_BUDGET: Record<string, Budget> = { ratio: { max: LANGUAGE_MAX_RATIO, near: LANGUAGE_MAX_RATIO - 0.05 } };

/**
 * A Malayalam page and its English twin: each pair's LCP, in ms, the English page's and the Malayalam one's, and
 * the first ratio, from the phone's pass, when it was set aside.
 */
export type LanguagePair = { route: string; en: number[]; ml: number[]; setAside?: number };

const ratios = ({ en, ml }: LanguagePair) => en.map((ms, i) => (ml[i] ?? NaN) / ms);
const decided = (pair: LanguagePair) =>
  settled(
    ratios(pair).map((ratio) => ({ ratio })),
    PAIR_BUDGET,
  );

/** Each route's median LCP, paired by language, as they stand (one pair each). */
export const pairsOf = (lcp: ReadonlyMap<string, number>): LanguagePair[] =>
  languageRatios(lcp).map(({ route, en, ml }) => ({ route, en: [en], ml: [ml] }));

/** Each pair not decided by its first ratio measured again (`again`: one page, then the other) until it is. */
export async function settlePairs(
  lcp: ReadonlyMap<string, number>,
  again: (route: string) => Promise<[en: number, ml: number]>,
): Promise<LanguagePair[]> {
  const pairs = pairsOf(lcp);
  for (const pair of pairs) {
    if (decided(pair)) continue;
    Object.assign(pair, { setAside: ratios(pair)[0], en: [], ml: [] });
    do {
      const [en, ml] = await again(pair.route);
      pair.en.push(en);
      pair.ml.push(ml);
    } while (!decided(pair));
  }
  return pairs;
}

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

/**
 * The table of each pair, and a failure for each pair over the ratio when `held`: its median ratio, beside the
 * medians of its two pages' LCP (and each pair's ratio, when it was measured again).
 */
export function languageReport(
  measured: readonly LanguagePair[],
  { title, held }: { title: string; held: boolean },
): { table: string; failures: string[] } {
  const pairs = measured.map((pair) => ({
    route: pair.route,
    en: median(pair.en),
    ml: median(pair.ml),
    // A pair with a figure missing fails: the median would pass it on the figures left.
    ratio: ratios(pair).every(Number.isFinite) ? median(ratios(pair)) : NaN,
    each:
      pair.setAside === undefined
        ? ''
        : ` (${pair.setAside.toFixed(2)} two at a time; then ${ratios(pair)
            .map((ratio) => ratio.toFixed(2))
            .join('/')})`,
  }));
  const rows = pairs.map(
    ({ route, en, ml, ratio, each }) =>
      `| ${route} | ${Math.round(en)} | ${Math.round(ml)} | ${ratio.toFixed(2)}${each} |`,
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

/**
 * The results page's data: each year's results, the newest first, each stream's pass rate worked out once here, and
 * only the toppers whose families agreed (the schema refuses any other, so the check here is a second lock).
 */
import type { ResultYear } from '../../../src/content/index.ts';
import type { Lang } from '../../../src/lib/routes.ts';
import { streamKeys } from '../../../src/lib/streams.ts';
import type { Content } from './load.ts';

/** The share of `passed` in `appeared`, in per cent to one decimal (98.25 is 98.3). */
export const passRate = (passed: number, appeared: number): number =>
  appeared > 0 ? Math.round((passed / appeared) * 1000) / 10 : 0;

export function resultYears(content: Content, lang: Lang): ResultYear[] {
  const entries = content.collections.results[lang];
  const years = [...new Set(entries.map((entry) => entry.year))].sort((a, b) => b - a);
  return years.map((year) => ({
    year,
    streams: entries
      .filter((entry) => entry.year === year)
      .sort((a, b) => streamKeys.indexOf(a.stream) - streamKeys.indexOf(b.stream))
      .map(({ stream, appeared, passed, fullAPlus, highest, toppers }) => ({
        stream,
        appeared,
        passed,
        fullAPlus,
        highest,
        rate: passRate(passed, appeared),
        toppers: toppers.filter((t) => t.consent).map(({ name, marks }) => ({ name, marks })),
      })),
  }));
}

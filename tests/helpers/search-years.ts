/**
 * A school's search file after five years of publishing, for the search's size budget (tests/dist/search.test.ts):
 * the site's own entries, and for each year 50 notices (about one a week of term), 40 dates and 10 documents, whose
 * words are drawn at random from the site's own text in that language (so they compress as real text does, not as
 * a repeated sentence would).
 */
import type { SearchDoc } from '../../src/lib/search/data.ts';
import { WORD } from '../../src/lib/search/terms.ts';

export const YEARS = 5;
const PER_YEAR = { notice: 50, date: 40, document: 10 } as const;
/** Words in a title and a text, as the site's notices run (a few sentences). */
const LENGTH = { title: 7, notice: 45, date: 12, document: 10 } as const;

/** A repeatable random number in [0, 1) (mulberry32), so every run measures the same file. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function afterFiveYears(site: readonly SearchDoc[], url: (slug: string) => string): SearchDoc[] {
  const words = site.flatMap((doc) => doc.text.match(WORD) ?? []);
  const next = random(2026);
  const phrase = (count: number) =>
    Array.from({ length: count }, () => words[Math.floor(next() * words.length)]).join(' ');
  const added: SearchDoc[] = [];
  for (let year = 0; year < YEARS; year++)
    for (const kind of ['notice', 'date', 'document'] as const)
      for (let i = 0; i < PER_YEAR[kind]; i++) {
        const slug = `${kind}-${2027 + year}-${i}`;
        const date = `${2027 + year}-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`;
        added.push({
          kind,
          title: phrase(LENGTH.title),
          url: url(slug),
          date,
          dateText: date,
          text: phrase(LENGTH[kind]),
        });
      }
  return [...site, ...added];
}

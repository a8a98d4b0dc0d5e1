/**
 * A school's content after some years of publishing (issue 62), written into a scratch copy of the checkout's content:
 * each year 150 notices, 80 dates and 20 galleries, in both languages, the way an office leaves them (7 notices in 10
 * with no last day, the editor's "until replaced"; a few urgent, pinned or for one class). Their words are drawn at
 * random from the site's own text in each language, so they compress as real text does, and run as long as the
 * sample's (a notice 15 to 50 words, 32 on average as the sample's run; a date's description 8 to 20); the draw is
 * seeded, so every run writes the same content.
 */
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { eventKinds } from '../../../src/content/kinds.ts';
import { languages, type Lang } from '../../../src/lib/routes.ts';
import { WORD } from '../../../src/lib/search/terms.ts';
import { CONTENT_DIR } from '../../build/content/load.ts';

export const PER_YEAR = { notices: 150, events: 80, galleries: 20 } as const;

/** A repeatable random number in [0, 1) (mulberry32). */
export function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Every word of a language's content files, in order (a file's words stay near each other). */
function siteWords(contentDir: string, lang: Lang): string[] {
  const strings = (value: unknown): string[] =>
    typeof value === 'string'
      ? [value]
      : value && typeof value === 'object'
        ? Object.values(value as Record<string, unknown>).flatMap(strings)
        : [];
  const dir = path.join(contentDir, lang);
  return (
    readdirSync(dir)
      .filter((file) => file.endsWith('.yaml'))
      .flatMap((file) => strings(parse(readFileSync(path.join(dir, file), 'utf8'))))
      .flatMap((text) => text.match(WORD) ?? [])
      // Each language's own letters: the build refuses a Malayalam title in English letters.
      .filter((word) => (lang === 'ml' ? /[\u0D00-\u0D7F]/ : /^[A-Za-z][a-z']*$/).test(word))
  );
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The day `days` after `day` (YYYY-MM-DD; negative: before). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d + days));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

const YEARS = ['all', 'all', 'all', 'plusOne', 'plusTwo'] as const;
const STREAMS = ['all', 'all', 'all', 'science', 'commerce', 'humanities'] as const;

/** What one year of entries holds, in both languages: a file's fields per language, under one name. */
interface Entry {
  folder: 'notices' | 'events' | 'galleries';
  slug: string;
  data: Record<Lang, Record<string, unknown>>;
}

/**
 * A notice eight years back with a word of its title found nowhere else on the site, for the tests that find it by
 * that word (tests/e2e/years.spec.ts), as a parent looks for an old notice: in English, in Malayalam, and in
 * Malayalam typed in English letters.
 */
export const OLD_NOTICE = {
  slug: 'planetarium-visit',
  yearsAgo: 8,
  title: {
    en: 'A planetarium visit for the science club',
    ml: 'ശാസ്ത്ര ക്ലബ്ബിന്റെ പ്ലാനറ്റേറിയം സന്ദർശനം',
  },
  word: { en: 'planetarium', ml: 'പ്ലാനറ്റേറിയം', manglish: 'planatteriyam' },
} as const;

/** The entries of `years` years of publishing up to `today`, with their words drawn from `words`. */
export function yearsOfEntries(years: number, today: string, words: Record<Lang, string[]>, photos: string[]): Entry[] {
  const next = seeded(2026 + years);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  // A run of words from one place in the site's text, as a sentence reads, not a shuffle of single words.
  const phrase = (lang: Lang, count: number) => {
    const all = words[lang];
    const start = Math.floor(next() * Math.max(1, all.length - count));
    const text = all.slice(start, start + count).join(' ');
    return text.charAt(0).toUpperCase() + text.slice(1);
  };
  const both = (make: (lang: Lang) => Record<string, unknown>) =>
    Object.fromEntries(languages.map((lang) => [lang, make(lang)])) as Record<Lang, Record<string, unknown>>;
  const entries: Entry[] = [];
  const span = years * 365;
  for (let i = 0; i < years * PER_YEAR.notices; i++) {
    // Spread over the years, the newest today; a few a week in term.
    const date = addDays(today, -Math.floor(((i + next()) * span) / (years * PER_YEAR.notices)));
    const urgent = next() < 0.03;
    const ends = urgent || next() < 0.3;
    // What the two languages share, drawn once.
    const shared = {
      date,
      year: pick(YEARS),
      stream: pick(STREAMS),
      pinned: i === 0,
      urgent,
      sendToPhones: urgent || next() < 0.2,
      showUntil: ends ? addDays(date, urgent ? 2 : 7 + Math.floor(next() * 30)) : '',
      link: '',
      linkText: '',
      attachment: '',
    };
    entries.push({
      folder: 'notices',
      slug: `notice-${date}-${i}`,
      data: both((lang) => ({
        title: phrase(lang, 4 + Math.floor(next() * 5)),
        text: `${phrase(lang, 15 + Math.floor(next() * 36))}.`,
        ...shared,
      })),
    });
  }
  if (years >= OLD_NOTICE.yearsAgo) {
    const date = addDays(today, -OLD_NOTICE.yearsAgo * 365);
    entries.push({
      folder: 'notices',
      slug: OLD_NOTICE.slug,
      data: both((lang) => ({
        title: OLD_NOTICE.title[lang],
        text: `${phrase(lang, 30)}.`,
        date,
        ...{ year: 'all', stream: 'all', pinned: false, urgent: false, sendToPhones: false, showUntil: '' },
        ...{ link: '', linkText: '', attachment: '' },
      })),
    });
  }
  for (let i = 0; i < years * PER_YEAR.events; i++) {
    // Over the same years, and a term ahead.
    const start = addDays(today, 120 - Math.floor(((i + next()) * (span + 120)) / (years * PER_YEAR.events)));
    const days = next() < 0.3 ? Math.floor(next() * 5) : 0;
    const timed = days === 0 && next() < 0.4;
    const shared = {
      kind: pick(Object.keys(eventKinds).filter((k) => k !== 'admission')),
      year: pick(YEARS),
      stream: pick(STREAMS),
      start,
      end: days ? addDays(start, days) : '',
      startTime: timed ? '10:00' : '',
      endTime: timed ? '12:30' : '',
      link: '',
      linkText: '',
      attachment: '',
    };
    const place = next() < 0.5;
    const described = next() < 0.6;
    entries.push({
      folder: 'events',
      slug: `date-${start}-${i}`,
      data: both((lang) => ({
        title: phrase(lang, 3 + Math.floor(next() * 4)),
        place: place ? phrase(lang, 2) : '',
        description: described ? `${phrase(lang, 8 + Math.floor(next() * 13))}.` : '',
        ...shared,
      })),
    });
  }
  for (let i = 0; i < years * PER_YEAR.galleries; i++) {
    const date = addDays(today, -Math.floor(((i + next()) * span) / (years * PER_YEAR.galleries)));
    const count = 8 + Math.floor(next() * 18);
    const chosen = Array.from({ length: count }, (_, n) => photos[(i * 7 + n) % photos.length]!);
    const captioned = chosen.map(() => next() < 0.6);
    entries.push({
      folder: 'galleries',
      slug: `gallery-${date}-${i}`,
      data: both((lang) => ({
        title: phrase(lang, 3 + Math.floor(next() * 3)),
        description: `${phrase(lang, 10 + Math.floor(next() * 12))}.`,
        date,
        photos: chosen,
        captions: chosen.flatMap((_, n) => (captioned[n] ? [{ photo: n + 1, caption: phrase(lang, 4) }] : [])),
      })),
    });
  }
  return entries;
}

/**
 * A scratch folder holding this checkout's content with `years` years of entries added (the sample's kept), and
 * the checkout's photos and files beside it (linked, not copied). Returns the folder, for SITE_CONTENT_ROOT.
 */
export function writeYears(root: string, years: number, today: string): string {
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  cpSync(CONTENT_DIR, path.join(root, CONTENT_DIR), { recursive: true });
  symlinkSync(path.resolve('public'), path.join(root, 'public'), 'dir');
  symlinkSync(path.resolve('media'), path.join(root, 'media'), 'dir');
  const words = Object.fromEntries(languages.map((lang) => [lang, siteWords(CONTENT_DIR, lang)])) as Record<
    Lang,
    string[]
  >;
  const photos = readdirSync('media/galleries')
    .filter((file) => /\.(jpe?g|png|webp)$/i.test(file))
    .map((file) => `/media/galleries/${file}`);
  for (const entry of yearsOfEntries(years, today, words, photos))
    for (const lang of languages) {
      const dir = path.join(root, CONTENT_DIR, lang, entry.folder);
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, `${entry.slug}.yaml`), stringify(entry.data[lang]));
    }
  return root;
}

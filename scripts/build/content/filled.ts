/**
 * When a page of the school's own facts counts as filled in (src/lib/routes.ts, `optional`): it is built, linked
 * from the menus and listed in the sitemap only once it has something of the school's to say; the headings alone
 * are not a page. Every optional route has its rule here, or the type check fails.
 */
import type { ResidentialLifeContent } from '../../../src/content/index.ts';
import { languages, type Lang, type OptionalKey, type RouteKey } from '../../../src/lib/routes.ts';
import { calendarEvents } from './events.ts';
import type { Content } from './load.ts';
import { payFeesFilled } from './payment.ts';

const said = (...texts: string[]) => texts.some((text) => text.trim() !== '');

export function residentialLifeFilled(page: ResidentialLifeContent): boolean {
  const { timetable, menu, visits, calls, bring, medical, warden } = page;
  return (
    timetable.rows.length > 0 ||
    menu.days.length > 0 ||
    bring.items.length > 0 ||
    said(visits.text, calls.text, medical.text, warden.name, warden.phone, warden.text)
  );
}

const filledWhen = {
  residentialLife: (content, lang) => {
    const words = content.files.residentialLife[lang];
    return words !== undefined && residentialLifeFilled(words);
  },
  // The calendar is in the menus once it has a date: one of the school's, or an admission key date.
  calendar: (content, lang) => calendarEvents(content, lang).length > 0,
  documents: (content, lang) => content.collections.documents[lang].length > 0,
  payFees: payFeesFilled,
  results: (content, lang) => content.collections.results[lang].length > 0,
} satisfies Record<OptionalKey, (content: Content, lang: Lang) => boolean>;

/** The optional pages filled in, in one language. */
export const filledIn = (content: Content, lang: Lang): OptionalKey[] =>
  (Object.keys(filledWhen) as OptionalKey[]).filter((key) => filledWhen[key](content, lang));

/**
 * The optional pages the school has filled in, in both languages (scripts/build/content/site-paths.ts builds them): a
 * page filled in English only waits for its Malayalam, so the language switch, the alternates in the head and the
 * sitemap never lead to a page that is not there, and the header has as many links in both.
 */
export function filledPagesOf(content: Content): RouteKey[] {
  const [first, ...others] = languages.map((lang) => filledIn(content, lang));
  return (first ?? []).filter((key) => others.every((filled) => filled.includes(key)));
}

/**
 * The content files as the app imports them (scripts/build/content/plugin.ts serves each YAML file as one of these
 * modules): their checked words, and what the build adds, in the shapes src/content/index.ts declares.
 */
import type {
  AdmissionWindowContent,
  PageAdditions,
  PageModule,
  PageMeta,
  RouteMeta,
  SiteContent,
} from '../../../src/content/index.ts';
import { dateInWords } from '../../../src/lib/school-time.ts';
import { navKeys, routes, type Lang, type PageName, type RouteEntry, type RouteKey } from '../../../src/lib/routes.ts';
import { documentViews } from './documents.ts';
import { galleryYears } from '../gallery-list.ts';
import { calendarData } from './events.ts';
import { filledPagesOf } from './filled.ts';
import type { Content } from './load.ts';
import { localeOf } from './notice-views.ts';
import { payFeesData } from './payment.ts';
import { resultYears } from './results.ts';
import { photosOf } from './photos.ts';
import { searchShards } from './search.ts';

/** A file the build could not check: it stops with the problems listed before any module is made. */
function checked<T>(data: T | undefined, file: string): T {
  if (data === undefined) throw new Error(`${file} has problems: the site cannot be built until they are fixed`);
  return data;
}

/**
 * The site-wide words: each page's name in the menus (from the pages' own files), which optional pages are filled
 * in, and the photos these words name (./photos.ts: each page's words carry its own).
 */
export function siteModule(content: Content, lang: Lang, today: string): SiteContent {
  const words = checked(content.files.site[lang], `site.yaml (${lang})`);
  const page = (name: PageName) => checked(content.files[name][lang], `${name} (${lang})`);
  const pageOf = (key: RouteKey) => routes.find((route) => route.key === key)!.page;
  return {
    ...words,
    photos: photosOf(content, lang, words),
    nav: Object.fromEntries(navKeys.map((key) => [key, page(pageOf(key)).menuName])) as SiteContent['nav'],
    filledPages: filledPagesOf(content),
    builtOn: today,
    searchYears: [...searchShards(content, lang, today).older.keys()],
  };
}

/** Each route's words for search engines and link previews, from its page's file (src/content/index.ts, routeMeta). */
export function routeMetaOf(content: Content, lang: Lang): Record<RouteKey, PageMeta> {
  const meta = (route: RouteEntry) => checked(content.files[route.page][lang], `${route.page} (${lang})`).meta;
  return Object.fromEntries(routes.map((route) => [route.key, meta(route)])) as Record<RouteKey, PageMeta>;
}

/** The routes' words for search engines, with the photos of their link previews. */
export function routeMetaModule(content: Content, lang: Lang): RouteMeta {
  const meta = routeMetaOf(content, lang);
  return { meta, photos: photosOf(content, lang, meta) };
}

/** What the build adds to a page's own words; `today` is the build's day at the school. */
const additions: { [N in keyof PageAdditions]: (content: Content, lang: Lang, today: string) => PageAdditions[N] } = {
  home: (content, lang, today) => ({ admissionWindow: admissionWindowOf(content, lang, today) }),
  admission: (content, lang, today) => ({
    admissionWindow: admissionWindowOf(content, lang, today),
    payPage: filledPagesOf(content).includes('payFees') ? routeMetaOf(content, lang).payFees : null,
  }),
  gallery: (content, _lang, today) => galleryListsOf(content, today),
  calendar: (content, lang, today) => calendarData(content, lang, today),
  documents: (content, lang, today) => ({
    builtOn: today,
    documents: documentViews(content, lang, today, content.root),
  }),
  payFees: (content, lang) => payFeesData(content, lang),
  results: (content, lang) => ({ years: resultYears(content, lang) }),
};

const hasAdditions = (name: PageName): name is keyof PageAdditions => name in additions;

/** A page's words as its module gives them: its own (its menu name and search words are the site's), and additions. */
export function pageModule<N extends PageName>(content: Content, name: N, lang: Lang, today: string): PageModule<N> {
  const { menuName: _menuName, meta: _meta, ...own } = checked(content.files[name][lang], `${name} (${lang})`);
  const added = hasAdditions(name) ? additions[name](content, lang, today) : {};
  const photos = photosOf(content, lang, { ...own, ...added });
  // TypeScript cannot follow a generic page name through the additions' table; the table is typed page by page.
  return { ...own, ...added, photos } as unknown as PageModule<N>;
}

/**
 * How many galleries the first list will hold, when the site serves the list itself (the galleries kept in the
 * editor): the page shows as many placeholders while it loads, so nothing moves when the cards come; and the older
 * school years' lists. Null and none with the school's own API, whose list is not known until it answers.
 */
function galleryListsOf(content: Content, today: string): PageAdditions['gallery'] {
  if (content.identity.galleryApiBase) return { galleryCount: null, galleryYears: [] };
  const { first, older } = galleryYears(content, today);
  return { galleryCount: first.length, galleryYears: older };
}

/** Where admission stands, for the home page and the Admission page: each date of it written out in the language. */
function admissionWindowOf(content: Content, lang: Lang, today: string): AdmissionWindowContent {
  const { apply, fees } = checked(content.files.admission[lang], `admission (${lang})`);
  const days = [...Object.values(apply.dates), ...fees.instalments.map((instalment) => instalment.due)].filter(Boolean);
  const dateWords = Object.fromEntries(days.map((day) => [day, dateInWords(day, localeOf(lang))]));
  return { dates: apply.dates, words: apply.window, dateWords, builtOn: today };
}

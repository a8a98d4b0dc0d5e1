/**
 * The words of the site as the app imports them: the YAML files the school edits (src/content/<language>/*.yaml),
 * checked against their schemas (src/content/schema/) and completed by the build (scripts/build/content/module.ts
 * makes each module of this shape). A page loads only its own words, in its own language, with its code
 * (src/app/pages.ts); the site-wide words of the page's language, with the photos' descriptions, load before the
 * app starts.
 */
import type * as v from 'valibot';
import { kebab, type Lang, type NavKey, type PageName, type RouteKey } from '../lib/routes.ts';
import type { EventKind } from './kinds.ts';
import type {
  ApplyContent,
  CalendarEvent,
  Notice,
  OwnWords,
  PaymentContent,
  ResultEntry,
  SchoolDocument,
  SiteWords,
} from './schema/index.ts';
import type { pageSchemas } from './schema/index.ts';
import type { searchAndSharing } from './schema/page.ts';
import type { QrCode } from '../lib/qr.ts';
import type { ArchiveYear } from '../lib/archive.ts';
import type { Photos } from './photos.ts';

/** A notice as the pages show it: its dates written out in the page's language (scripts/build/content/notice-views.ts). */
export type NoticeView = Notice & { slug: string; dateText: string; untilText: string };
/** Dates written out in the page's language when the site is built, by their YYYY-MM-DD. */
export type DateWords = Record<string, string>;
/**
 * Where admission stands (src/lib/admission-window.ts): this year's dates, the words for each state, the dates
 * in words, and the build's day at the school (the page counts from it until the app knows today's).
 */
export interface AdmissionWindowContent {
  dates: ApplyContent['dates'];
  words: ApplyContent['window'];
  dateWords: DateWords;
  builtOn: string;
}

/** A date of the calendar as the pages show it: its days and times in words in the page's language, its links. */
export type EventView = CalendarEvent & {
  slug: string;
  dateText: string;
  /** '' for a whole day. */
  timeText: string;
  /**
   * Its own calendar file (.ics), for a date not over yet ('' for one past, or listed a line each on its year's page:
   * scripts/build/content/calendar-pages.ts); the page adds Google Calendar's link from the date's fields.
   */
  ics: string;
};

/**
 * The calendar's words the build adds to its page: the calendars to subscribe to. Its dates are the page's own lists
 * (src/content/page-data.tsx, CalendarLists), in its HTML, so they grow no script (issue 62).
 */
export interface CalendarData {
  /** The day the site was built, at the school. */
  builtOn: string;
  /** The whole calendar to subscribe to: its file, the same as a webcal: link, and Google Calendar's. */
  feed: FeedLinks;
  /** The same for each kind of date alone. */
  kindFeeds: Record<EventKind, FeedLinks>;
  /** The same for each class (src/lib/classes.ts, classFeeds): the whole school's dates and that class's. */
  classFeeds: Record<string, FeedLinks>;
}

/** A calendar to subscribe to: its file, the same as a webcal: link, and Google Calendar's. */
export interface FeedLinks {
  ics: string;
  webcal: string;
  google: string;
}

/** A document as its page shows it: its dates in words, its PDF's size, and whether it is past its last day. */
export type DocumentView = SchoolDocument & {
  slug: string;
  dateText: string;
  untilText: string;
  /** Such as "240 KB". */
  sizeText: string;
  expired: boolean;
};

/** Each language's notices as the build publishes them (src/lib/routes.ts, noticesDataPath). */
export interface NoticesData {
  /**
   * The day the site was built, at the school. Named `today` in notices.json, which installed apps read
   * (src/notices/shared/contract.ts): the phone's own day is `deviceToday` (src/notices/store.ts).
   */
  today: string;
  notices: NoticeView[];
}

/** A fee or an instalment as the pay page offers it (scripts/build/content/payment.ts). */
export interface PayItem {
  name: string;
  amount: number;
  /** How often it is paid (a fee), or the day it is due, in words (an instalment). */
  when: string;
  /** Its payment's note (the fee, in English: the office's bank statement reads one language). */
  note: string;
  /** The UPI link that pays it, its note naming the fee alone, and the same as a QR code; empty with no UPI ID. */
  upi: string;
  qr: QrCode | null;
}

/** The pay page's fees and how to pay them, from the Admission page's Fees. */
export interface PayFeesData {
  fees: { heading: string; items: PayItem[]; instalmentsHeading: string; instalments: PayItem[] };
  payment: PaymentContent;
}

/** One stream's results of a year, as the results page shows them (scripts/build/content/results.ts). */
export type StreamResult = Omit<ResultEntry, 'year' | 'toppers'> & {
  /** The share who passed, in per cent, to one decimal. */
  rate: number;
  toppers: Topper[];
};

/** A topper named with the family's consent, and their photo's sizes if the family gave one (1x and 2x). */
export interface Topper {
  name: string;
  marks: number;
  photo?: { src: string; srcSet: string };
}

/** A year's results, its streams in the order of the streams' tabs. */
export interface ResultYear {
  year: number;
  streams: StreamResult[];
}

/**
 * What the build adds to a page's own words, by page: what does not grow with the years. What does (the notices, the
 * dates, what a search lists) is the page's own lists, written into its HTML (src/content/page-data.tsx).
 */
export interface PageAdditions {
  /** Where admission stands. */
  home: { admissionWindow: AdmissionWindowContent };
  /**
   * Where admission stands, with every date of it (key dates, fees due) in words; and the pay page's name and words
   * once the school has filled it in (null until then).
   */
  admission: { admissionWindow: AdmissionWindowContent; payPage: PageMeta | null };
  /** How many galleries the page will list when the site serves the list (null: not known). */
  /**
   * How many galleries the page's first list will hold when the site serves the list (null: not known), and the older
   * school years' lists it can load (src/lib/gallery/gallery-client.ts, galleryYearUrl).
   */
  gallery: { galleryCount: number | null; galleryYears: ArchiveYear[] };
  calendar: CalendarData;
  /** Every document, and the day the site was built. */
  documents: { builtOn: string; documents: DocumentView[] };
  payFees: PayFeesData;
  /** Every year's results, the newest first. */
  results: { years: ResultYear[] };
}

/** What the build adds to a page never has the name of one of the page's own words (it would hide them). */
type SharedNames<N extends keyof PageAdditions> = Extract<
  keyof PageAdditions[N],
  keyof v.InferOutput<(typeof pageSchemas)[N]>
>;
export type AdditionsKeepTheWords =
  { [N in keyof PageAdditions]: SharedNames<N> } extends Record<keyof PageAdditions, never>
    ? true
    : 'a page addition has the name of one of its words';
export const additionsKeepTheWords: AdditionsKeepTheWords = true;

/** The words of a page: its own, and what the build adds. */
export type PageContent<N extends PageName> = OwnWords<v.InferOutput<(typeof pageSchemas)[N]>> &
  (N extends keyof PageAdditions ? PageAdditions[N] : unknown);

/** A page's words as its module gives them: with the photos they name, which the page's pictures show. */
export type PageModule<N extends PageName> = PageContent<N> & { photos: Photos };

export type PageMeta = v.InferOutput<ReturnType<typeof searchAndSharing>>;

/**
 * The site-wide words, with every photo's description, each page's name in the menus (from the pages' own files),
 * and the pages of the school's own facts that it has filled in, in this language (the others are not built or
 * linked: src/lib/routes.ts, `optional`). Each page's words for search engines are a module of their own
 * (`routeMeta`): the served page has them in its head, and the app needs them only when the page changes.
 */
export type SiteContent = SiteWords & {
  /** The photos these words name (the not-found page's); each page's words carry its own. */
  photos: Photos;
  /** The day the site was built, at the school: published notices older than the page are not shown over it. */
  builtOn: string;
  nav: Record<NavKey, string>;
  filledPages: RouteKey[];
  /** The older school years whose search entries are files of their own (src/lib/search/shards.ts), newest first. */
  searchYears: string[];
};

export type HomeContent = PageContent<'home'>;
export type AboutContent = PageContent<'about'>;
export type AcademicContent = PageContent<'academic'>;
export type AdmissionContent = PageContent<'admission'>;
export type GalleryContent = PageContent<'gallery'>;
export type CoreTeamContent = PageContent<'coreTeam'>;
export type WorkWithUsContent = PageContent<'workWithUs'>;
export type NoticesContent = PageContent<'notices'>;
export type ResidentialLifeContent = PageContent<'residentialLife'>;
export type WellbeingContent = PageContent<'wellbeing'>;
export type PrivacyContent = PageContent<'privacy'>;
export type CalendarContent = PageContent<'calendar'>;
export type DocumentsContent = PageContent<'documents'>;
export type AccessibilityContent = PageContent<'accessibility'>;
export type PayFeesContent = PageContent<'payFees'>;
export type ResultsContent = PageContent<'results'>;
export type SearchContent = PageContent<'search'>;
export type { ApplyContent };

// Every file of each language's folder is a module of its own, so each page's words stay a chunk of their own.
const files = import.meta.glob<{ default: unknown }>(['./en/*.yaml', './ml/*.yaml', '!./*/photos.yaml']);

/** A module's words: what the build made of the file (scripts/build/content/module.ts gives it this shape). */
const loadModule = <T>(lang: Lang, file: string): Promise<T> => {
  const load = files[`./${lang}/${file}`];
  if (!load) return Promise.reject(new Error(`No words file src/content/${lang}/${file}`));
  return load().then((module) => module.default as T);
};

export const siteContent = (lang: Lang): Promise<SiteContent> => loadModule(lang, 'site.yaml');

/**
 * Each route's words for search engines and link previews, in a language, with the photos of the previews
 * (scripts/build/content/plugin.ts).
 */
export interface RouteMeta {
  meta: Record<RouteKey, PageMeta>;
  photos: Photos;
}

export const routeMeta = (lang: Lang): Promise<RouteMeta> =>
  (lang === 'ml' ? import('virtual:school-meta/ml') : import('virtual:school-meta/en')).then(
    (module) => module.default as RouteMeta,
  );

/** The words of a page, in a language (the gallery list and its viewer share one). */
export const pageContent = <N extends PageName>(name: N, lang: Lang): Promise<PageModule<N>> =>
  loadModule(lang, `${kebab(name)}.yaml`);

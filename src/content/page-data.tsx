/**
 * A page's own lists (issue 62): what the office publishes over the years (the notices, the dates, what a search
 * lists) is cut to the page that shows it and written into that page's HTML, as data beside its markup, never into a
 * script: a page's code and words stay the same size whatever the years add. The build writes it
 * (scripts/build/content/page-data.ts, through src/prerender.tsx); the app reads it from the page it opened on, and,
 * on a move to another page, from that page's HTML (the service worker keeps the pages a parent visits).
 */
import { createContext, use, useContext, type ReactNode } from 'react';
import type { ArchiveYear } from '../lib/archive.ts';
import { canonicalPath, type RouteKey } from '../lib/routes.ts';
import type { SearchEntry } from '../lib/search/data.ts';
import type { SchoolYear } from '../lib/school-year.ts';
import type { EventView, NoticeView, NoticesData } from './index.ts';
import { DOCUMENT_DATA_ID, UNAVAILABLE, documentDataIn, type DocumentData } from './page-data-html.ts';

/** A notice as an archive lists it: its title, its day and its first words (its own page has the rest). */
export type NoticeSummary = Pick<NoticeView, 'slug' | 'title' | 'date' | 'dateText' | 'year' | 'stream'> & {
  excerpt: string;
};

/** A page of a school year's notices. */
export interface NoticeArchivePage {
  year: SchoolYear;
  page: number;
  pages: number;
  notices: NoticeSummary[];
  /** Every school year with notices, newest first. */
  years: ArchiveYear[];
}

/**
 * The dates a calendar page lists: the next ones and the latest past ones of this school year (the calendar page), or
 * a page of a school year's (scripts/build/content/calendar-pages.ts).
 */
export interface CalendarLists {
  events: EventView[];
  /** Each month's name in the page's language, by YYYY-MM. */
  months: Record<string, string>;
  /** The school years with dates, newest first. */
  years: ArchiveYear[];
  /** On the calendar page, when more dates are to come than it shows: where the next of them is (its year's page). */
  later?: string;
  /** On a school year's page: that year, and which of its pages. */
  year?: SchoolYear;
  page?: number;
  pages?: number;
}

/** Each route's own lists. */
export interface PageData {
  home: { notices: NoticeView[]; nextDates: EventView[] };
  /** What matters now (src/notices/shared/rules.ts, frontNotices), and the school years of the archive. */
  notices: NoticesData & { years: ArchiveYear[] };
  notice: { today: string; notice: NoticeView };
  noticeArchive: NoticeArchivePage;
  noticeArchivePage: NoticeArchivePage;
  calendar: CalendarLists;
  calendarArchive: CalendarLists;
  calendarArchivePage: CalendarLists;
  /**
   * What the page lists for a browser without JavaScript (the newest of each kind, in the served page alone:
   * NO_SCRIPT_ONLY), and the school years of the rest.
   */
  search: { listing?: SearchEntry[]; noticeYears: ArchiveYear[]; dateYears: ArchiveYear[] };
  /** The gallery this address opens, as the gallery list gives it (one of an older year's, before its list is in). */
  galleryViewer: { gallery: unknown };
}

/** The data of the page the app opened on (null if it has none). */
export function openedPageData(): DocumentData | null {
  const json = document.getElementById(DOCUMENT_DATA_ID)?.textContent;
  return json ? documentDataIn(`<script type="application/json" id="${DOCUMENT_DATA_ID}">${json}</script>`) : null;
}

const fetched = new Map<string, Promise<unknown>>();
/** Addresses whose lists could not be had: asked again at the next move to them (the signal may be back). */
const missed = new Set<string>();

/** The lists of the page at `path`, from its HTML (./page-fetch.ts, loaded with the first move to another page). */
function listsAt(path: string): Promise<unknown> {
  let lists = fetched.get(path);
  if (!lists) {
    lists = import('./page-fetch.ts')
      .then(({ fetchLists }) => fetchLists(path))
      .catch(() => UNAVAILABLE)
      .then((page) => {
        if (page === UNAVAILABLE) missed.add(path);
        return page;
      });
    fetched.set(path, lists);
  }
  return lists;
}

/** Lists as a page that has them all shows them (one precached: it is never without them). */
export const available = <T,>(lists: T | typeof UNAVAILABLE): T | null => (lists === UNAVAILABLE ? null : lists);

/** Forgets what could not be had of every page but the one shown, so a move back to it asks again. */
function forgetMisses(shown: string): void {
  for (const other of missed) if (other !== shown && missed.delete(other)) fetched.delete(other);
}

const DocumentContext = createContext<DocumentData | null>(null);

export function DocumentDataProvider({ data, children }: { data: DocumentData | null; children: ReactNode }) {
  return <DocumentContext.Provider value={data}>{children}</DocumentContext.Provider>;
}

/** The urgent notices the site was built with, from the page the app opened on. */
export const useBuiltUrgent = (): NoticeView[] => useContext(DocumentContext)?.urgent ?? [];

/**
 * The own lists of the page shown at `pathname` (a route `key`'s): the opened page's at once, another's once its HTML
 * has come (the page waits for it, as it waits for its code); null for an address the site has no page at, and
 * UNAVAILABLE when its HTML could not be had.
 */
export function usePageData<K extends RouteKey & keyof PageData>(
  _key: K,
  pathname: string,
): PageData[K] | null | typeof UNAVAILABLE {
  const opened = useContext(DocumentContext);
  const path = canonicalPath(pathname);
  forgetMisses(path);
  if (opened?.path === path) return opened.page as PageData[K] | null;
  return use(listsAt(path)) as PageData[K] | null | typeof UNAVAILABLE;
}

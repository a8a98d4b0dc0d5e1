/**
 * What search finds in a language, from the content: every page the site builds (its title; its words are added from
 * the written page, scripts/build/search-index.ts), every notice (past ones too), date, document and gallery, with
 * the words each is found by. The search page lists the recent years' for a browser without JavaScript.
 */
import type { SearchDoc } from '../../../src/lib/search/data.ts';
import { bySchoolYear } from '../../../src/lib/archive.ts';
import { schoolYearOf, yearBefore, type SchoolYear } from '../../../src/lib/school-year.ts';
import {
  galleryPath,
  isPerEntry,
  isListed,
  noticePath,
  pagePath,
  routes,
  type Lang,
  type RouteEntry,
} from '../../../src/lib/routes.ts';
import { dateInWords } from '../../../src/lib/school-time.ts';
import { documentViews } from './documents.ts';
import { eventViews } from './events.ts';
import { calendarPages } from './calendar-pages.ts';
import type { Content } from './load.ts';
import { filledPagesOf } from './filled.ts';
import { localeOf, noticeViews } from './notice-views.ts';

/** The pages a search finds: each the site builds and lists in the language, but the search page itself. */
export function searchedRoutes(content: Content): RouteEntry[] {
  const filled = filledPagesOf(content);
  return routes.filter((route) => !isPerEntry(route) && route.key !== 'search' && isListed(route, filled));
}

const joined = (...parts: string[]) => parts.filter(Boolean).join(' · ');

/**
 * Every entry of a language with its words: a page's are its description until the written page's are added.
 * Newest first within a kind; pages in the route table's order.
 */
export function searchDocs(content: Content, lang: Lang, today: string): SearchDoc[] {
  const locale = localeOf(lang);
  const meta = (route: RouteEntry) => content.files[route.page][lang]?.meta;
  const pages: SearchDoc[] = searchedRoutes(content).map((route) => ({
    kind: 'page',
    title: meta(route)?.title ?? route.label ?? route.key,
    url: pagePath(route.path, lang),
    date: '',
    dateText: '',
    text: meta(route)?.description ?? '',
  }));
  const notices: SearchDoc[] = noticeViews(content, lang).map((notice) => ({
    kind: 'notice',
    title: notice.title,
    url: noticePath(notice.slug, lang),
    date: notice.date,
    dateText: notice.dateText,
    text: joined(notice.text, notice.linkText),
  }));
  const events = eventViews(content, lang, today);
  const { placeOf } = calendarPages(events, today, lang);
  const dates: SearchDoc[] = events.map((event) => ({
    kind: 'date',
    title: event.title,
    url: `${placeOf.get(event.slug)}#${event.slug}`,
    date: event.start,
    dateText: event.dateText,
    text: joined(event.timeText, event.place, event.description),
  }));
  const kindNames = content.files.documents[lang]?.kinds;
  const documents: SearchDoc[] = documentViews(content, lang, today, content.root).map((doc) => ({
    kind: 'document',
    title: doc.title,
    url: doc.file,
    date: doc.date,
    dateText: doc.dateText,
    text: joined(kindNames?.[doc.kind] ?? '', doc.note),
  }));
  const galleries: SearchDoc[] = content.identity.galleryApiBase
    ? []
    : content.collections.galleries[lang].map((gallery) => ({
        kind: 'gallery',
        title: gallery.title,
        url: galleryPath(gallery.slug, lang),
        date: gallery.date,
        dateText: dateInWords(gallery.date, locale),
        text: joined(gallery.description, ...gallery.captions.map(({ caption }) => caption)),
      }));
  const newestFirst = (a: SearchDoc, b: SearchDoc) => b.date.localeCompare(a.date);
  return [...pages, ...[notices, dates, documents, galleries].flatMap((docs) => docs.sort(newestFirst))];
}

/**
 * What a search downloads, in files by school year (issue 62): the first holds every page and the entries of this
 * school year and the last (and any dated ahead); each older year's is loaded only when a search needs it
 * (src/ui/search/), the site's words naming those years (./module.ts). The first stays the size of two years.
 */
export function searchShards(
  content: Content,
  lang: Lang,
  today: string,
  docs = searchDocs(content, lang, today),
): { first: SearchDoc[]; older: Map<SchoolYear, SearchDoc[]> } {
  const recent = yearBefore(schoolYearOf(today));
  const isRecent = (doc: SearchDoc) => doc.date === '' || schoolYearOf(doc.date) >= recent;
  const older = bySchoolYear(
    docs.filter((doc) => !isRecent(doc)),
    (doc) => doc.date,
  );
  return { first: docs.filter(isRecent), older };
}

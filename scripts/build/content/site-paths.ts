/** Every address the build writes as a page: the route table's, and one per entry of a collection. */
import {
  galleryPath,
  isListed,
  isPrerendered,
  languages,
  pagePath,
  noticeArchivePath,
  noticePath,
  routes,
  type RouteKey,
} from '../../../src/lib/routes.ts';
import { archiveYears, bySchoolYear } from '../../../src/lib/archive.ts';
import type { Content } from './load.ts';
import { filledPagesOf } from './filled.ts';
import { eventViews } from './events.ts';
import { calendarPages } from './calendar-pages.ts';
import { NOTICES_PER_ARCHIVE_PAGE } from './page-data.ts';

/** Each notice's page, then each page of each school year's notices (./page-data.ts), in both languages. */
const noticePaths = (content: Content) =>
  languages.flatMap((lang) => {
    const notices = content.collections.notices[lang];
    const years = archiveYears(
      bySchoolYear(notices, (notice) => notice.date),
      NOTICES_PER_ARCHIVE_PAGE,
    );
    return [
      ...notices.map((notice) => noticePath(notice.slug, lang)),
      ...years.flatMap(({ year, pages }) =>
        Array.from({ length: pages }, (_, i) => noticeArchivePath(year, i + 1, lang)),
      ),
    ];
  });

/** Each page of each school year's dates (./calendar-pages.ts). */
const calendarPaths = (content: Content, today: string) =>
  languages.flatMap((lang) =>
    [...calendarPages(eventViews(content, lang, today), today, lang).pages.keys()].filter(
      (path) => path !== pagePath('/calendar', lang),
    ),
  );

/** The routes' pages, in both languages, that pass a test given the pages the school has filled in. */
const routePaths = (content: Content, test: (route: (typeof routes)[number], filled: RouteKey[]) => boolean) => {
  const filled = filledPagesOf(content);
  return languages.flatMap((lang) =>
    routes.filter((route) => test(route, filled)).map((route) => pagePath(route.path, lang)),
  );
};

/**
 * Besides the route table's pages: those that wait for the school's facts, once filled in (src/lib/routes.ts,
 * `optional: 'page'`), and the pages of the collections' entries: each notice's, and each gallery's the site serves
 * itself (its viewer's address, so that a shared link opens on any static host, with its title for link previews).
 */
export function entryPaths(content: Content, today: string): string[] {
  const filledPages = routePaths(content, (route, filled) => route.optional === 'page' && filled.includes(route.key));
  return [...filledPages, ...noticePaths(content), ...calendarPaths(content, today), ...galleryPaths(content)];
}

/** Each gallery's own page the build writes: the editor's galleries (none when a school's own API serves them). */
export const galleryPaths = (content: Content): string[] =>
  content.identity.galleryApiBase
    ? []
    : languages.flatMap((lang) => content.collections.galleries[lang].map((g) => galleryPath(g.slug, lang)));

/**
 * Every page for the sitemap: each route that is listed (a page waiting for the school's facts, once filled in),
 * then each notice, each page of the notices' and the calendar's archives, in both languages (a gallery's viewer is its
 * list's).
 */
export function sitePaths(content: Content, today: string): string[] {
  const pages = routePaths(
    content,
    (route, filled) => (isPrerendered(route) || route.optional === 'page') && isListed(route, filled),
  );
  return [...pages, ...noticePaths(content), ...calendarPaths(content, today)];
}

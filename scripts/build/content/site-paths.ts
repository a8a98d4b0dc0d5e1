/** Every address the build writes as a page: the route table's, and one per entry of a collection. */
import {
  galleryPath,
  isListed,
  isPrerendered,
  languages,
  pagePath,
  noticePath,
  routes,
  type RouteKey,
} from '../../../src/lib/routes.ts';
import type { Content } from './load.ts';
import { filledPagesOf } from './filled.ts';

const noticePaths = (content: Content) =>
  languages.flatMap((lang) => content.collections.notices[lang].map((notice) => noticePath(notice.slug, lang)));

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
export function entryPaths(content: Content): string[] {
  const filledPages = routePaths(content, (route, filled) => route.optional === 'page' && filled.includes(route.key));
  return [...filledPages, ...noticePaths(content), ...galleryPaths(content)];
}

/** Each gallery's own page the build writes: the editor's galleries (none when a school's own API serves them). */
export const galleryPaths = (content: Content): string[] =>
  content.identity.galleryApiBase
    ? []
    : languages.flatMap((lang) => content.collections.galleries[lang].map((g) => galleryPath(g.slug, lang)));

/**
 * Every page for the sitemap: each route that is listed (a page waiting for the school's facts, once filled in),
 * then each notice, in both languages (a gallery's viewer is its list's).
 */
export function sitePaths(content: Content): string[] {
  const pages = routePaths(
    content,
    (route, filled) => (isPrerendered(route) || route.optional === 'page') && isListed(route, filled),
  );
  return [...pages, ...noticePaths(content)];
}

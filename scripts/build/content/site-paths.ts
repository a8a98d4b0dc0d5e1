/** Every address the build writes as a page: the route table's, and one per entry of a collection. */
import { galleryPath, languages, localPath, noticePath, paths, prerenderedPaths } from '../../../src/lib/routes.ts';
import type { Content } from './load.ts';
import { filledPagesOf } from './module.ts';

const noticePaths = (content: Content) =>
  languages.flatMap((lang) => content.collections.notices[lang].map((notice) => noticePath(notice.slug, lang)));

/** The optional pages the school has filled in (src/lib/routes.ts, `optional`), in both languages. */
const filledPaths = (content: Content) =>
  languages.flatMap((lang) => filledPagesOf(content).map((key) => localPath(paths[key], lang)));

/**
 * The optional pages the school has filled in, and the pages of the collections' entries: each notice's, and each gallery's the site serves itself (its viewer's
 * address, so that a shared link opens on any static host, with the gallery's title for link previews).
 */
export function entryPaths(content: Content): string[] {
  const galleries = content.identity.galleryApiBase
    ? []
    : languages.flatMap((lang) => content.collections.galleries[lang].map((g) => galleryPath(g.slug, lang)));
  return [...filledPaths(content), ...noticePaths(content), ...galleries];
}

/**
 * Every page for the sitemap: each route, the optional pages filled in, then each notice, in both languages (a
 * gallery's viewer is its list's).
 */
export function sitePaths(content: Content): string[] {
  return [...prerenderedPaths, ...filledPaths(content), ...noticePaths(content)];
}

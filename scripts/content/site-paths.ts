/** Every address the build writes as a page: the route table's, and one per entry of a collection. */
import { galleryPath, languages, noticePath, prerenderedPaths } from '../../src/lib/routes.ts';
import type { Content } from './load.ts';

const noticePaths = (content: Content) => languages.flatMap((lang) => content.collections.notices[lang].map((notice) => noticePath(notice.slug, lang)));

/**
 * The pages of the collections' entries: each notice's, and each gallery's the site serves itself (its viewer's
 * address, so that a shared link opens on any static host, with the gallery's title for link previews).
 */
export function entryPaths(content: Content): string[] {
  const galleries = content.identity.galleryApiBase ? [] : languages.flatMap((lang) => content.collections.galleries[lang].map((g) => galleryPath(g.slug, lang)));
  return [...noticePaths(content), ...galleries];
}

/** Every page for the sitemap: each route, then each notice, in both languages (a gallery's viewer is its list's). */
export function sitePaths(content: Content): string[] {
  return [...prerenderedPaths, ...noticePaths(content)];
}


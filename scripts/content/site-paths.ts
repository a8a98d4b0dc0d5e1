/** Every address the build writes as a page: the route table's, and one per entry of a collection. */
import { languages, noticePath, prerenderedPaths } from '../../src/lib/routes.ts';
import type { Content } from './load.ts';

/** The pages of the collections' entries (each notice's, in each language). */
export function entryPaths(content: Content): string[] {
  return languages.flatMap((lang) => content.collections.notices[lang].map((notice) => noticePath(notice.slug, lang)));
}

/** Every page, for the sitemap: each route, then each entry, in both languages. */
export function sitePaths(content: Content): string[] {
  return [...prerenderedPaths, ...entryPaths(content)];
}


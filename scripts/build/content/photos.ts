/**
 * Which photos a module's words name, with what a page needs to show each: its description in the language and
 * its version. A page's words carry its own photos, the site-wide words those the shell names (the not-found
 * page's), and the words for search engines those of link previews: no page carries every photo's words (issue 47:
 * 1.5 KB of English and 2.6 KB of Malayalam in every page's first load).
 */
import { images, type ImageName } from '../../../src/content/images.ts';
import type { Photos } from '../../../src/content/photos.ts';
import type { Lang } from '../../../src/lib/routes.ts';
import type { Content } from './load.ts';
import { imageVersions } from '../media.ts';

const isImageName = (value: unknown): value is ImageName => typeof value === 'string' && Object.hasOwn(images, value);

/** Every image name among `words`' values, at any depth, once each, in the order they come. */
export function imagesNamed(words: unknown): ImageName[] {
  const found = new Set<ImageName>();
  const visit = (value: unknown): void => {
    if (isImageName(value)) found.add(value);
    else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  visit(words);
  return [...found];
}

/** The photos `words` name: each one's description in `lang` and its version. */
export function photosOf(content: Content, lang: Lang, words: unknown): Photos {
  const alt = content.files.photos[lang] as Record<ImageName, { alt: string }> | undefined;
  if (!alt) throw new Error(`photos.yaml (${lang}) has problems: the site cannot be built until they are fixed`);
  const versions = imageVersions(content);
  return Object.fromEntries(
    imagesNamed(words).map((name) => [name, { alt: alt[name]?.alt ?? '', version: versions[name] }]),
  );
}

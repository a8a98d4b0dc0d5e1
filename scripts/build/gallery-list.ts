/**
 * The galleries kept in the editor as the gallery API gives them (docs/gallery-api.md), newest first, and cut by school
 * year (issue 62): the list the page asks for first holds this school year's galleries and last year's; each older
 * year's is a file of its own beside it (src/lib/gallery/gallery-client.ts, galleryYearUrl), fetched when a parent asks for
 * that year. Each photo's address is named by its content (./galleries.ts makes its sizes).
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { captionOf, captionedPhotos } from '../../src/content/schema/galleries.ts';
import { archiveYears, bySchoolYear, type ArchiveYear } from '../../src/lib/archive.ts';
import { VERSION_LENGTH } from '../../src/lib/media.ts';
import { languages } from '../../src/lib/routes.ts';
import { schoolYearOf, yearBefore, type SchoolYear } from '../../src/lib/school-year.ts';
import type { Content } from './content/load.ts';

export const ENCODER_VERSION = 'v1 avif q50 e3; webp q74; gallery';

/** A gallery's photo, by its address in the repository (/media/galleries/day-1.jpg). */
export const photoUrl = (photo: string) => `/${photo.replace(/^\//, '')}`;

/** What a photo's sizes are made from, as a hex hash: its bytes and the encoder. */
export const contentKey = (bytes: Buffer) => createHash('sha1').update(bytes).update(ENCODER_VERSION).digest('hex');

/** A gallery photo's bytes, from the content's folder (the checkout, or SITE_CONTENT_ROOT). */
export const photoBytes = (root: string, photo: string) => readFileSync(path.join(root, photoUrl(photo).slice(1)));

const keys = new Map<string, { stamp: string; key: string }>();

/** A photo's content key, read again only when its file has changed (a gallery of ten years names thousands). */
export function photoKey(root: string, photo: string): string {
  const file = path.join(root, photoUrl(photo).slice(1));
  const { mtimeMs, size } = statSync(file);
  const stamp = `${mtimeMs}:${size}`;
  const known = keys.get(file);
  if (known?.stamp === stamp) return known.key;
  const key = contentKey(readFileSync(file));
  keys.set(file, { stamp, key });
  return key;
}

/**
 * The address the list gives a photo: its largest WebP copy, under the photo's own name and its content's version
 * (/media/galleries/day-1-a1b2c3d4.webp), so every address in the list answers, a photo the office replaces is a new
 * address, and the page finds each size from it ({stem}-{width}.{format}).
 */
export const publishedUrl = (photo: string, key: string) =>
  `${photoUrl(photo).replace(/\.[^./]+$/, '')}-${key.slice(0, VERSION_LENGTH)}.webp`;

/** A gallery as the list gives it. */
export interface GalleryItem {
  _id: string;
  date: string;
  [field: string]: unknown;
}

/** The list in the gallery API's shape: English first, every other language in `translations`; newest first. */
export function galleryItems(content: Content): GalleryItem[] {
  const byLang = Object.fromEntries(
    languages.map((lang) => [lang, new Map(content.collections.galleries[lang].map((g) => [g.slug, g]))]),
  );
  const english = [...byLang.en!.values()].sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
  return english.map((gallery) => {
    const other = (lang: string) => byLang[lang]?.get(gallery.slug);
    return {
      _id: gallery.slug,
      title: gallery.title,
      description: gallery.description,
      // Noon at the school: the same day for every visitor.
      date: `${gallery.date}T12:00:00+05:30`,
      translations: Object.fromEntries(
        languages
          .filter((lang) => lang !== 'en')
          .map((lang) => [lang, { title: other(lang)?.title, description: other(lang)?.description }]),
      ),
      album: captionedPhotos(gallery).map((item, i) => ({
        _id: `${gallery.slug}-${i + 1}`,
        url: publishedUrl(item.photo, photoKey(content.root, item.photo)),
        ...(item.caption ? { imgdescription: item.caption } : {}),
        translations: Object.fromEntries(
          languages
            .filter((lang) => lang !== 'en')
            .map((lang) => [lang, { imgdescription: captionOf(other(lang), i) || undefined }]),
        ),
      })),
    };
  });
}

/**
 * The galleries cut by school year: the first list (this school year's and last year's, and any dated ahead), and
 * each older year's, newest first, with the years' names and counts for the page.
 */
export function galleryYears(
  content: Content,
  today: string,
): { first: GalleryItem[]; byYear: Map<SchoolYear, GalleryItem[]>; older: ArchiveYear[] } {
  const recent = yearBefore(schoolYearOf(today));
  const items = galleryItems(content);
  const isRecent = (item: GalleryItem) => schoolYearOf(item.date.slice(0, 10)) >= recent;
  const byYear = bySchoolYear(
    items.filter((item) => !isRecent(item)),
    (item) => item.date.slice(0, 10),
  );
  return { first: items.filter(isRecent), byYear, older: archiveYears(byYear, Infinity) };
}

/**
 * The gallery data: validating the API's answer at run time, and what the site derives from it (cover image,
 * stable ids, dates). Nothing from the API is trusted: malformed entries are dropped, image URLs must be
 * http(s) or same-origin paths, and all text stays text (React escapes it; nothing is parsed as HTML).
 */

import { schoolDay } from '../school-time.ts';

export interface GalleryImage {
  id: string;
  url: string;
  description?: string;
}

export interface Gallery {
  /** The API's `_id` when it sends one, else a stable slug of title and date; unique within the list. */
  id: string;
  title: string;
  description: string;
  /** ISO timestamp, or null when the API sent none or an unreadable one. */
  date: string | null;
  album: GalleryImage[];
  /** URL of the first album image, or null for an empty album. */
  coverImage: string | null;
}

const MAX_TEXT = 2000;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, MAX_TEXT) : undefined;

/** An image URL the page may load: absolute http(s), or a path on this site. Anything else is refused. */
export function safeImageUrl(value: unknown, origin: string): string | undefined {
  const raw = text(value);
  if (!raw || /[\s<>"]/.test(raw)) return undefined;
  try {
    const url = new URL(raw, origin);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
    return url.origin === new URL(origin).origin ? url.pathname + url.search : url.href;
  } catch {
    return undefined;
  }
}

/**
 * A title as part of an address, in any script: letters, their signs and digits, lowercase, dashes between.
 * A Malayalam title keeps its letters, so its gallery's address does not depend on the list's order.
 */
export function slugify(value: string): string {
  return (
    [
      ...value
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .normalize('NFC')
        .toLowerCase()
        .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
        .replace(/^-+|-+$/g, ''),
    ]
      .slice(0, 60)
      .join('')
      .replace(/-+$/, '') || 'gallery'
  );
}

/** A short, stable fingerprint of a text (FNV-1a), for telling apart galleries whose title and date agree. */
export function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (const char of text) hash = Math.imul(hash ^ (char.codePointAt(0) as number), 0x01000193) >>> 0;
  return hash.toString(36).slice(0, 6);
}

/** YYYY-MM-DD in the school's time zone, so no date shifts by a day for any visitor. */
export function formatGalleryDate(iso: string | null): string {
  return iso ? schoolDay(new Date(iso)) : '';
}

function readDate(value: unknown): string | null {
  const raw = text(value);
  if (!raw) return null;
  const date = new Date(raw);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

const safeId = (value: unknown): string | undefined => {
  const raw = typeof value === 'number' ? String(value) : text(value);
  return raw && raw.length <= 100 ? raw : undefined;
};

/** A field in the page's language: the API's own, or its `translations` for another language (the editor's lists). */
function translated(entry: Record<string, unknown>, field: string, lang: string): unknown {
  const translations = entry.translations;
  const own =
    translations && typeof translations === 'object' ? (translations as Record<string, unknown>)[lang] : undefined;
  const value = own && typeof own === 'object' ? (own as Record<string, unknown>)[field] : undefined;
  return text(value) ? value : entry[field];
}

function readImage(value: unknown, index: number, origin: string, lang: string): GalleryImage | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const entry = value as Record<string, unknown>;
  const url = safeImageUrl(entry.url, origin);
  if (!url) return undefined;
  const description = text(translated(entry, 'imgdescription', lang));
  return { id: safeId(entry._id) ?? `image-${index}`, url, ...(description ? { description } : {}) };
}

function readGallery(
  value: unknown,
  origin: string,
  lang: string,
): (Omit<Gallery, 'id'> & { apiId?: string; baseTitle: string }) | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const entry = value as Record<string, unknown>;
  const baseTitle = text(entry.title);
  if (!baseTitle || !Array.isArray(entry.album)) return undefined;
  const album = entry.album.flatMap((image, i) => readImage(image, i, origin, lang) ?? []);
  return {
    apiId: safeId(entry._id),
    baseTitle,
    title: text(translated(entry, 'title', lang)) ?? baseTitle,
    description: text(translated(entry, 'description', lang)) ?? '',
    date: readDate(entry.date),
    album,
    coverImage: album[0]?.url ?? null,
  };
}

/**
 * The API's answer as galleries the page can show, in the page's language (`lang`: a gallery's `translations`
 * give its words in other languages; without them, the API's own). Anything that is not a list gives null (a
 * failed load); entries without a title or an album list are dropped; unusable images are dropped from albums.
 *
 * A gallery's id is its `_id`, else made from its own title and date, the same in every language; two galleries
 * whose title and date agree are told apart by their first photo, so a shared address stays with its gallery
 * whatever else the list holds.
 */
export function parseGalleries(json: unknown, origin: string, lang = 'en'): Gallery[] | null {
  if (!Array.isArray(json)) return null;
  const seen = new Set<string>();
  const galleries: Gallery[] = [];
  for (const value of json) {
    const gallery = readGallery(value, origin, lang);
    if (!gallery) continue;
    const { apiId, baseTitle, ...rest } = gallery;
    const made = `${slugify(baseTitle)}${rest.date ? `-${formatGalleryDate(rest.date)}` : ''}`;
    const base =
      apiId ?? (seen.has(made) ? `${made}-${shortHash(rest.coverImage ?? String(rest.album.length))}` : made);
    let id = base;
    for (let n = 2; seen.has(id); n++) id = `${base}-${n}`;
    seen.add(id);
    galleries.push({ id, ...rest });
  }
  return galleries;
}

/** The description shown for an image: its own, or the gallery's when it has none. */
export const imageDescription = (gallery: Gallery, image: GalleryImage | undefined): string =>
  image?.description ?? gallery.description;

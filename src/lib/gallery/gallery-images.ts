/**
 * Gallery photos at the size their box needs. The API sends photos as uploaded (a phone camera's 3,000 to
 * 4,000 pixels, 1 to 5 MB); a resizer in front of them answers any of a few widths, in AVIF or WebP. Which
 * resizer is one setting, a URL template (SITE_GALLERY_IMAGE_RESIZER; docs/content.md, "Galleries"), e.g. the
 * embedded IPX of `npm start`: `/_ipx/w_{width},f_{format}/{url}`. Without one, originals are used as sent.
 *
 * Placeholders: {width}; {format} (avif or webp: the page offers both, the browser picks); {url} (the photo's
 * absolute URL), {urlEncoded} (the same, URI-encoded for a query string) or {path} (its path and query only).
 *
 * The galleries kept in the editor need no resizer: the build writes every size beside the photo's own address
 * (scripts/build/galleries.ts), and STATIC_GALLERY_PHOTOS names them, with {stem}: the photo's path without its extension.
 */

/** The widths a resizer is asked for: every box of the gallery picks from these. */
export const GALLERY_WIDTHS = [160, 320, 480, 640, 960, 1280] as const;
export type GalleryWidth = (typeof GALLERY_WIDTHS)[number];
export const GALLERY_FORMATS = ['avif', 'webp'] as const;
export type GalleryFormat = (typeof GALLERY_FORMATS)[number];

const PLACEHOLDERS = ['width', 'format', 'url', 'urlEncoded', 'path', 'stem'] as const;

/** The sizes the build writes of a gallery photo kept in the editor: /media/galleries/day-1-640.avif. */
export const STATIC_GALLERY_PHOTOS = '{stem}-{width}.{format}';

/** A template whose addresses are on this site: a path, or the photo's own path ({stem}). */
const onThisSite = (template: string) => template.startsWith('/') || template.startsWith('{stem}');

/** What is wrong with a resizer template, or null when it can be used. */
export function checkResizerTemplate(template: string): string | null {
  if (template === '') return null;
  const unknown = [...template.matchAll(/\{([^}]*)\}/g)]
    .map((m) => m[1])
    .find((name) => !PLACEHOLDERS.includes(name as never));
  if (unknown !== undefined || template.includes('{stem}'))
    return `has an unknown placeholder {${unknown ?? 'stem'}} (use {width}, {format}, {url}, {urlEncoded} or {path})`;
  if (!template.includes('{width}')) return 'must contain {width}';
  if (!/\{(url|urlEncoded|path)\}/.test(template)) return 'must contain {url}, {urlEncoded} or {path}';
  if (template.startsWith('/'))
    return template.startsWith('//') ? 'must be a path on this site or an http(s) URL' : null;
  try {
    const url = new URL(template.replace(/\{[^}]*\}/g, 'x'));
    return url.protocol === 'https:' || url.protocol === 'http:'
      ? null
      : 'must be a path on this site or an http(s) URL';
  } catch {
    return 'must be a path on this site or an http(s) URL';
  }
}

/** The origin a template sends requests to (for the Content-Security-Policy), or null for the site's own. */
export function resizerOrigin(template: string): string | null {
  if (!template || onThisSite(template)) return null;
  return new URL(template.replace(/\{[^}]*\}/g, 'x')).origin;
}

/**
 * The address of a photo at a width (and format), through the resizer. `url` is absolute; it is normalised
 * (spaces escaped), so the address is safe in a srcset.
 */
export function resizedUrl(template: string, url: string, width: number, format: GalleryFormat): string {
  const { href, pathname, search } = new URL(url);
  const values: Record<(typeof PLACEHOLDERS)[number], string> = {
    width: String(width),
    format,
    url: href,
    urlEncoded: encodeURIComponent(href),
    path: pathname + search,
    stem: pathname.replace(/\.[^./]+$/, ''),
  };
  return template.replace(/\{(\w+)\}/g, (_, name: (typeof PLACEHOLDERS)[number]) => values[name]);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

/**
 * Read a resized address back: which photo, at which width and format. The service worker uses it to answer
 * with another size of the same photo when offline. Null for any other address.
 */
export function parseResizedUrl(
  template: string,
  address: string,
  origin: string,
): { url: string; width: number; format?: string } | null {
  if (!template) return null;
  const absolute = onThisSite(template) ? origin + template : template;
  const pattern = escapeRegExp(absolute)
    .replace(/\\?\{width\\?\}/g, '(?<width>\\d+)')
    .replace(/\\?\{format\\?\}/g, '(?<format>[a-z]+)')
    .replace(/\\?\{url\\?\}/g, '(?<url>https?://.+)')
    .replace(/\\?\{urlEncoded\\?\}/g, '(?<urlEncoded>[^&#]+)')
    .replace(/\\?\{path\\?\}/g, '(?<path>/[^?#]*(?:\\?[^#]*)?)')
    .replace(/\\?\{stem\\?\}/g, '(?<stem>/[^?#]*?)');
  const match = new RegExp(`^${pattern}$`).exec(address);
  if (!match?.groups) return null;
  const { width, format, url, urlEncoded, path, stem } = match.groups;
  const photo = url ?? (urlEncoded ? decodeURIComponent(urlEncoded) : (path ?? stem));
  if (!photo || !width) return null;
  return { url: photo, width: Number(width), ...(format ? { format } : {}) };
}

/**
 * How the page asks for a photo: `<picture>` sources (AVIF, then WebP) with a width ladder, and a fallback
 * `src`; or, with no resizer, the original alone. `maxWidth` caps the ladder at what the box can ever need.
 */
export function photoSources(template: string, url: string, maxWidth: number) {
  if (!template) return { sources: [], src: url, srcSet: undefined };
  const widths = GALLERY_WIDTHS.filter((w) => w <= maxWidth);
  const srcSet = (format: GalleryFormat) =>
    widths.map((w) => `${resizedUrl(template, url, w, format)} ${w}w`).join(', ');
  const middle = widths[Math.min(2, widths.length - 1)] ?? GALLERY_WIDTHS[0];
  return {
    sources: template.includes('{format}')
      ? GALLERY_FORMATS.map((format) => ({ type: `image/${format}`, srcSet: srcSet(format) }))
      : [],
    src: resizedUrl(template, url, middle, 'webp'),
    srcSet: template.includes('{format}') ? undefined : srcSet('webp'),
  };
}

/**
 * How wide a photo's box is drawn, as data: the first rule whose `minWidth` the viewport reaches applies (the
 * last has none). One list gives both the `sizes` attribute and the width the page warms the worker with.
 */
export interface SizeRule {
  minWidth?: number;
  px?: number;
  vw?: number;
}

/** The grid's covers: 1 to 4 columns (src/pages/gallery/gallery-page.css), the page at most 1550 px wide. */
export const COVER_SIZES: readonly SizeRule[] = [
  { minWidth: 1280, px: 345 },
  { minWidth: 1024, vw: 31 },
  { minWidth: 640, vw: 46 },
  { vw: 92 },
];
/** The viewer's photo: at most 950 px wide, the whole width on a phone. */
export const VIEWER_SIZES: readonly SizeRule[] = [{ minWidth: 950, px: 950 }, { vw: 100 }];
/** The viewer's thumbnails: three columns in the viewer, a strip on phones. */
export const THUMB_SIZES: readonly SizeRule[] = [{ minWidth: 640, px: 300 }, { px: 120 }];
/** The largest width each box can use (on the densest screens). */
export const MAX_WIDTHS = { cover: 960, viewer: 1280, thumb: 320 } as const;

export function sizesAttribute(rules: readonly SizeRule[]): string {
  return rules
    .map((r) => `${r.minWidth ? `(min-width: ${r.minWidth}px) ` : ''}${r.px !== undefined ? `${r.px}px` : `${r.vw}vw`}`)
    .join(', ');
}

export function slotWidth(rules: readonly SizeRule[], viewportWidth: number): number {
  const rule = rules.find((r) => r.minWidth === undefined || viewportWidth >= r.minWidth) ?? rules[rules.length - 1]!;
  return rule.px ?? ((rule.vw ?? 100) * viewportWidth) / 100;
}

/**
 * The width a browser picks from a ladder for a box `cssWidth` wide at `pixelRatio`: the smallest that covers
 * it, else the largest. The page warms the worker's cache with this, so covers read offline at this size.
 */
export function pickWidth(cssWidth: number, pixelRatio: number, maxWidth: number): number {
  const widths = GALLERY_WIDTHS.filter((w) => w <= maxWidth);
  const needed = cssWidth * pixelRatio;
  return widths.find((w) => w >= needed) ?? (widths[widths.length - 1] as number);
}

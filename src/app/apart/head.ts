/**
 * What goes in each page's <head>: title, description, canonical URL, language alternates, Open Graph and
 * Twitter card tags, and the school's schema.org record. The prerender step writes these into the served
 * HTML; on client-side navigation `applyHead` updates the same tags.
 */
import { identity } from '../../content/identity.ts';
import { routeMeta, type EventView, type RouteMeta, type SiteContent } from '../../content/index.ts';
import { photoOf } from '../../content/photos.ts';
import { imageUrl, images } from '../../content/images.ts';
import {
  alternatePaths,
  canonicalPath,
  feedPath,
  languageTags,
  matchRoute,
  otherLanguage,
  splitPath,
} from '../../lib/routes.ts';

/** The words a page's head is written from: the site-wide words, each route's words for search engines, and their photos. */
export type HeadWords = SiteContent & RouteMeta;

export const headWords = (site: SiteContent, routes: RouteMeta): HeadWords => ({
  ...site,
  ...routes,
  photos: { ...site.photos, ...routes.photos },
});

export interface HeadTag {
  type: 'meta' | 'link' | 'script';
  props: Record<string, string>;
  children?: string;
}

type PageMeta = RouteMeta['meta']['home'];

/** What a page says of itself, over its route's words: a notice's own title and text. */
export type MetaOverride = Pick<PageMeta, 'title' | 'description'> | undefined;

export function metaFor(
  pathname: string,
  site: HeadWords,
  override?: MetaOverride,
): { meta: PageMeta; found: boolean } {
  const match = matchRoute(pathname);
  if (!match) return { meta: site.notFound.meta, found: false };
  return { meta: { ...site.meta[match.route.key], ...override }, found: true };
}

export function documentTitle(pathname: string, site: HeadWords, override?: MetaOverride): string {
  const { meta } = metaFor(pathname, site, override);
  const { path, lang } = splitPath(pathname);
  // A page's own title first, then the school's short name: a tab or a search result shows the page's.
  return path === '/' ? meta.title : `${meta.title} | ${identity.names[lang].short}`;
}

/** The absolute address of a page, in its one form (src/lib/routes.ts, pagePath): `/about` is `…/about/`. */
export function canonicalUrl(pathname: string): string {
  return `${identity.origin}${canonicalPath(pathname)}`;
}

export function headTags(pathname: string, site: HeadWords, override?: MetaOverride): HeadTag[] {
  const { meta, found } = metaFor(pathname, site, override);
  const { lang } = splitPath(pathname);
  const title = documentTitle(pathname, site, override);
  const image = images[meta.image];
  const photo = photoOf(site.photos, meta.image);
  const shareWidth = 1280 <= image.width ? 1280 : image.width;
  const imageAbsolute = `${identity.origin}${imageUrl(meta.image, photo.version, shareWidth, 'webp')}`;
  const tags: HeadTag[] = [
    { type: 'meta', props: { name: 'description', content: meta.description } },
    { type: 'meta', props: { property: 'og:type', content: 'website' } },
    { type: 'meta', props: { property: 'og:site_name', content: identity.names[lang].full } },
    { type: 'meta', props: { property: 'og:title', content: title } },
    { type: 'meta', props: { property: 'og:description', content: meta.description } },
    { type: 'meta', props: { property: 'og:locale', content: languageTags[lang].ogLocale } },
    { type: 'meta', props: { property: 'og:locale:alternate', content: languageTags[otherLanguage(lang)].ogLocale } },
    { type: 'meta', props: { property: 'og:image', content: imageAbsolute } },
    { type: 'meta', props: { property: 'og:image:alt', content: photo.alt } },
    { type: 'meta', props: { name: 'twitter:card', content: 'summary_large_image' } },
    { type: 'meta', props: { name: 'twitter:title', content: title } },
    { type: 'meta', props: { name: 'twitter:description', content: meta.description } },
    { type: 'meta', props: { name: 'twitter:image', content: imageAbsolute } },
    // The notices feed of the page's language, for feed readers.
    {
      type: 'link',
      props: { rel: 'alternate', type: 'application/atom+xml', title: site.notices.heading, href: feedPath(lang) },
    },
  ];
  if (found) {
    tags.push(
      { type: 'link', props: { rel: 'canonical', href: canonicalUrl(pathname) } },
      { type: 'meta', props: { property: 'og:url', content: canonicalUrl(pathname) } },
      ...alternatePaths(pathname).map(({ hreflang, path }): HeadTag => ({
        type: 'link',
        props: { rel: 'alternate', hreflang, href: canonicalUrl(path) },
      })),
    );
  } else {
    tags.push({ type: 'meta', props: { name: 'robots', content: 'noindex' } });
  }
  return tags;
}

/** The school's address, as schema.org writes one. */
function postalAddress() {
  const { address } = identity;
  return {
    '@type': 'PostalAddress',
    streetAddress: address.street,
    addressLocality: address.locality,
    addressRegion: address.region,
    postalCode: address.postalCode,
    addressCountry: 'IN',
  };
}

/** A record for a `<script type="application/ld+json">`: "<" escaped, so no text in it can close the element. */
function jsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** The school's other names (its short one, its Malayalam ones), where it has any. */
function alternateNames(): { alternateName?: string[] } {
  const { en, ml } = identity.names;
  const others = [...new Set([en.short, ml.full, ml.short])].filter((name) => name !== identity.schoolName);
  return others.length ? { alternateName: others } : {};
}

/** schema.org record of the school, served on every page. */
export function schoolJsonLd(): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'HighSchool',
    name: identity.schoolName,
    ...alternateNames(),
    url: `${identity.origin}/`,
    email: identity.email,
    telephone: identity.phones[0],
    address: postalAddress(),
    sameAs: Object.values(identity.social),
  };
  return jsonLd(data);
}

/**
 * schema.org records of the calendar's coming dates, for search engines, on the calendar page: each date at the
 * school (or the place it names), all day or at its time in Kerala.
 */
export function eventsJsonLd(events: readonly EventView[], pageUrl: string): string {
  const when = (day: string, time: string) => (time ? `${day}T${time}:00+05:30` : day);
  const data = events.map((event) => ({
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    startDate: when(event.start, event.startTime),
    endDate: when(event.end || event.start, event.endTime || event.startTime),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    url: `${pageUrl}#${event.slug}`,
    ...(event.description ? { description: event.description } : {}),
    location: {
      '@type': 'Place',
      name: event.place || identity.schoolName,
      address: postalAddress(),
    },
    organizer: { '@type': 'Organization', name: identity.schoolName, url: `${identity.origin}/` },
  }));
  return jsonLd(data);
}

/** The selector that finds the element of a head tag (links by rel, and by hreflang for alternates). */
function selectorOf(tag: HeadTag): string {
  const { name, property, rel, hreflang, type } = tag.props;
  if (name) return `meta[name="${name}"]`;
  if (property) return `meta[property="${property}"]`;
  return `link[rel="${rel}"]${hreflang ? `[hreflang="${hreflang}"]` : ''}${type ? `[type="${type}"]` : ''}`;
}

/** Client-side: bring the document's head in line with the page just navigated to. */
export async function applyHead(pathname: string, siteWords: SiteContent, override?: MetaOverride): Promise<void> {
  const site = headWords(siteWords, await routeMeta(splitPath(pathname).lang));
  document.title = documentTitle(pathname, site, override);
  for (const tag of headTags(pathname, site, override)) {
    let element = document.head.querySelector(selectorOf(tag));
    if (!element) {
      element = document.createElement(tag.type);
      document.head.append(element);
    }
    for (const [attr, value] of Object.entries(tag.props)) element.setAttribute(attr, value);
  }
  const { found } = metaFor(pathname, site);
  if (found) document.head.querySelector('meta[name="robots"]')?.remove();
  else
    for (const element of document.head.querySelectorAll('link[rel="canonical"], link[rel="alternate"][hreflang]'))
      element.remove();
}

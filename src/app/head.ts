/**
 * What goes in each page's <head>: title, description, canonical URL, Open Graph and Twitter card tags, and
 * the school's schema.org record. The prerender step writes these into the served HTML; on client-side
 * navigation `applyHead` updates the same tags.
 */
import { matchPath } from 'react-router';
import { identity } from '../content/identity.ts';
import { imageUrl, images } from '../content/images.ts';
import { pageMeta, type PageMeta } from '../content/meta.ts';
import { routes, type RouteEntry } from './paths.ts';

export interface HeadTag {
  type: 'meta' | 'link' | 'script';
  props: Record<string, string>;
  children?: string;
}

export function matchRoute(pathname: string): RouteEntry | undefined {
  return routes.find((route) => matchPath({ path: route.path, end: true }, pathname));
}

export function metaFor(pathname: string): { meta: PageMeta; found: boolean } {
  const route = matchRoute(pathname);
  return route ? { meta: pageMeta[route.key], found: true } : { meta: pageMeta.notFound, found: false };
}

export function documentTitle(pathname: string): string {
  const { meta } = metaFor(pathname);
  return pathname === '/' ? meta.title : `${meta.title} | ${identity.schoolName}`;
}

export function canonicalUrl(pathname: string): string {
  return `${identity.origin}${pathname === '/' ? '/' : pathname.replace(/\/$/, '')}`;
}

export function headTags(pathname: string): HeadTag[] {
  const { meta, found } = metaFor(pathname);
  const title = documentTitle(pathname);
  const image = images[meta.image];
  const shareWidth = 1280 <= image.width ? 1280 : image.width;
  const imageAbsolute = `${identity.origin}${imageUrl(meta.image, shareWidth, 'webp')}`;
  const tags: HeadTag[] = [
    { type: 'meta', props: { name: 'description', content: meta.description } },
    { type: 'meta', props: { property: 'og:type', content: 'website' } },
    { type: 'meta', props: { property: 'og:site_name', content: identity.schoolName } },
    { type: 'meta', props: { property: 'og:title', content: title } },
    { type: 'meta', props: { property: 'og:description', content: meta.description } },
    { type: 'meta', props: { property: 'og:image', content: imageAbsolute } },
    { type: 'meta', props: { property: 'og:image:alt', content: image.alt } },
    { type: 'meta', props: { name: 'twitter:card', content: 'summary_large_image' } },
    { type: 'meta', props: { name: 'twitter:title', content: title } },
    { type: 'meta', props: { name: 'twitter:description', content: meta.description } },
    { type: 'meta', props: { name: 'twitter:image', content: imageAbsolute } },
  ];
  if (found) {
    tags.push(
      { type: 'link', props: { rel: 'canonical', href: canonicalUrl(pathname) } },
      { type: 'meta', props: { property: 'og:url', content: canonicalUrl(pathname) } },
    );
  } else {
    tags.push({ type: 'meta', props: { name: 'robots', content: 'noindex' } });
  }
  return tags;
}

/** schema.org record of the school, served on every page. */
export function schoolJsonLd(): string {
  const { address } = identity;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'HighSchool',
    name: identity.schoolName,
    url: `${identity.origin}/`,
    email: identity.email,
    telephone: identity.phones[0],
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      addressLocality: address.locality,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: 'IN',
    },
    sameAs: Object.values(identity.social),
  };
  // "<" is escaped so no text in the record can close the script element.
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** Client-side: bring the document's head in line with the page just navigated to. */
export function applyHead(pathname: string): void {
  document.title = documentTitle(pathname);
  for (const tag of headTags(pathname)) {
    const key = tag.props.name ? 'name' : tag.props.property ? 'property' : 'rel';
    const selector = `${tag.type}[${key}="${tag.props[key]}"]`;
    let element = document.head.querySelector(selector);
    if (!element) {
      element = document.createElement(tag.type);
      document.head.append(element);
    }
    for (const [attr, value] of Object.entries(tag.props)) element.setAttribute(attr, value);
  }
  const { found } = metaFor(pathname);
  if (found) document.head.querySelector('meta[name="robots"]')?.remove();
  else document.head.querySelector('link[rel="canonical"]')?.remove();
}

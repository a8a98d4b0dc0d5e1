/**
 * The one list of the site's routes. The router, header, footers, sitemap and prerender step all read it.
 * Titles and descriptions live with the rest of the copy in src/content/meta.ts.
 */

export type RouteKey =
  | 'home'
  | 'about'
  | 'academic'
  | 'admission'
  | 'gallery'
  | 'galleryViewer'
  | 'coreTeam'
  | 'workWithUs';

export interface RouteEntry {
  key: RouteKey;
  /** Router pattern. */
  path: string;
  /** Label in the header and footers; absent for routes that are not in the navigation. */
  label?: string;
  inHeader: boolean;
  inFooter: boolean;
  /** Whether the build writes this route's HTML (the gallery viewer needs an id, so it is not listed). */
  prerender: boolean;
}

export const routes: readonly RouteEntry[] = [
  { key: 'home', path: '/', label: 'Home', inHeader: true, inFooter: true, prerender: true },
  { key: 'about', path: '/about', label: 'About Us', inHeader: true, inFooter: true, prerender: true },
  { key: 'academic', path: '/academic', label: 'Academic', inHeader: true, inFooter: true, prerender: true },
  { key: 'admission', path: '/admission', label: 'Admission', inHeader: true, inFooter: true, prerender: true },
  { key: 'gallery', path: '/gallery', label: 'Gallery', inHeader: true, inFooter: false, prerender: true },
  { key: 'galleryViewer', path: '/galleries/:id', inHeader: false, inFooter: false, prerender: false },
  { key: 'coreTeam', path: '/core-team', label: 'Core Team', inHeader: true, inFooter: false, prerender: true },
  { key: 'workWithUs', path: '/work-with-us', label: 'Work With Us', inHeader: true, inFooter: true, prerender: true },
];

export const paths = Object.fromEntries(routes.map((route) => [route.key, route.path])) as Record<RouteKey, string>;

export const galleryPath = (id: string): string => `/galleries/${encodeURIComponent(id)}`;

/** Every address the build writes as HTML, in sitemap order. */
export const prerenderedPaths: readonly string[] = routes.filter((r) => r.prerender).map((r) => r.path);

export const NOT_FOUND_FILE = '/404.html';

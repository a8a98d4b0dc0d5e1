/**
 * The one list of the site's routes and languages. The router, header, footers, sitemap, prerender step and
 * service worker all read it. English lives at the root; every route has a Malayalam twin under /ml. The
 * words (labels, titles, descriptions) are the content's, per language: src/content/<lang>/site.yaml.
 */

export type RouteKey =
  | 'home'
  | 'about'
  | 'academic'
  | 'admission'
  | 'gallery'
  | 'galleryViewer'
  | 'coreTeam'
  | 'workWithUs'
  | 'notices'
  | 'notice'
  | 'residentialLife'
  | 'wellbeing'
  | 'privacy';

export interface RouteEntry {
  key: RouteKey;
  /** Router pattern, in English (the Malayalam twin adds the language prefix). */
  path: string;
  inHeader: boolean;
  inFooter: boolean;
  /** Whether the build writes this route's HTML as it is (a route with an :id is written once per entry). */
  prerender: boolean;
  /**
   * A page of the school's own facts that exists only once the school has filled it in: until then it is not
   * built, linked or listed (scripts/build/content/site-paths.ts writes it; the site's words say which are filled in).
   */
  optional?: boolean;
}

export const routes: readonly RouteEntry[] = [
  { key: 'home', path: '/', inHeader: true, inFooter: true, prerender: true },
  { key: 'about', path: '/about', inHeader: true, inFooter: true, prerender: true },
  { key: 'academic', path: '/academic', inHeader: true, inFooter: true, prerender: true },
  { key: 'admission', path: '/admission', inHeader: true, inFooter: true, prerender: true },
  { key: 'gallery', path: '/gallery', inHeader: true, inFooter: false, prerender: true },
  { key: 'galleryViewer', path: '/galleries/:id', inHeader: false, inFooter: false, prerender: false },
  { key: 'coreTeam', path: '/core-team', inHeader: true, inFooter: false, prerender: true },
  { key: 'workWithUs', path: '/work-with-us', inHeader: true, inFooter: true, prerender: true },
  { key: 'notices', path: '/notices', inHeader: false, inFooter: true, prerender: true },
  // Each notice's page is written by the build, one per notice (scripts/build/content/site-paths.ts).
  { key: 'notice', path: '/notices/:id', inHeader: false, inFooter: false, prerender: false },
  {
    key: 'residentialLife',
    path: '/residential-life',
    inHeader: true,
    inFooter: true,
    prerender: false,
    optional: true,
  },
  { key: 'wellbeing', path: '/wellbeing', inHeader: false, inFooter: true, prerender: true },
  { key: 'privacy', path: '/privacy', inHeader: false, inFooter: true, prerender: true },
];

/** The routes a menu links to (every route but the gallery viewer, which needs a gallery). */
export type NavKey = Exclude<RouteKey, 'galleryViewer' | 'notice'>;
const inMenus = (route: RouteEntry): route is RouteEntry & { key: NavKey } =>
  route.key !== 'galleryViewer' && route.key !== 'notice';
export const headerRoutes = routes.filter((route) => route.inHeader).filter(inMenus);
export const footerRoutes = routes.filter((route) => route.inFooter).filter(inMenus);

/** Whether a route's page exists, given the optional pages the school has filled in (in the page's language). */
export const isBuilt = (route: RouteEntry, filled: readonly RouteKey[]): boolean =>
  !route.optional || filled.includes(route.key);

/** The routes a menu shows: its own, less the optional pages not filled in. */
export const builtRoutes = <R extends RouteEntry>(menu: readonly R[], filled: readonly RouteKey[]): R[] =>
  menu.filter((route) => isBuilt(route, filled));

export const paths = Object.fromEntries(routes.map((route) => [route.key, route.path])) as Record<RouteKey, string>;

export const languages = ['en', 'ml'] as const;
export type Lang = (typeof languages)[number];

/** How each language is named to browsers and search engines, and where its pages live. */
export const languageTags: Record<Lang, { prefix: string; html: string; hreflang: string; ogLocale: string }> = {
  en: { prefix: '', html: 'en', hreflang: 'en-IN', ogLocale: 'en_IN' },
  ml: { prefix: '/ml', html: 'ml', hreflang: 'ml-IN', ogLocale: 'ml_IN' },
};

/** `/about` in a language: `/about` (English) or `/ml/about`; the home page is `/` or `/ml`. */
export function localPath(path: string, lang: Lang): string {
  const { prefix } = languageTags[lang];
  return prefix && path === '/' ? prefix : `${prefix}${path}`;
}

/** The language of an address and the English path it is the twin of: `/ml/about` → ml, `/about`. */
export function splitPath(pathname: string): { lang: Lang; path: string } {
  for (const lang of languages) {
    const { prefix } = languageTags[lang];
    if (!prefix) continue;
    if (pathname === prefix || pathname === `${prefix}/`) return { lang, path: '/' };
    if (pathname.startsWith(`${prefix}/`)) return { lang, path: pathname.slice(prefix.length) };
  }
  return { lang: 'en', path: pathname };
}

export const otherLanguage = (lang: Lang): Lang => (lang === 'en' ? 'ml' : 'en');

/** Every language's version of a page, for search engines: en-IN, ml-IN and x-default (the English page). */
export function alternatePaths(pathname: string): { hreflang: string; path: string }[] {
  const { path } = splitPath(pathname);
  return [
    ...languages.map((lang) => ({ hreflang: languageTags[lang].hreflang, path: localPath(path, lang) })),
    { hreflang: 'x-default', path: localPath(path, 'en') },
  ];
}

/** Whether an address (in English form, without the language prefix) is a route's pattern: `:name` takes one segment. */
export function matchesPattern(pattern: string, path: string): boolean {
  const segments = (value: string) => value.replace(/\/+$/, '').split('/').filter(Boolean);
  const want = segments(pattern);
  const have = segments(path);
  return (
    want.length === have.length &&
    want.every((part, i) => (part.startsWith(':') ? have[i] !== '' : part.toLowerCase() === have[i]?.toLowerCase()))
  );
}

/** The route an address shows, and its language; undefined for an unknown address. */
export function matchRoute(pathname: string): { route: RouteEntry; lang: Lang } | undefined {
  const { lang, path } = splitPath(pathname);
  const route = routes.find((r) => matchesPattern(r.path, path));
  return route ? { route, lang } : undefined;
}

export const galleryPath = (id: string, lang: Lang): string => localPath(`/galleries/${encodeURIComponent(id)}`, lang);
export const noticePath = (slug: string, lang: Lang): string => localPath(`/notices/${slug}`, lang);

/** Each language's notices feed (Atom), written by the build (scripts/build/feeds.ts). */
export const feedPath = (lang: Lang): string => localPath('/notices/feed.xml', lang);

/** Every address the build writes as HTML, in sitemap order: each route in English, then in Malayalam. */
export const prerenderedPaths: readonly string[] = languages.flatMap((lang) =>
  routes.filter((route) => route.prerender).map((route) => localPath(route.path, lang)),
);

/** The not-found page of each language, written by the build for static hosts. */
export const notFoundFile = (lang: Lang): string => localPath('/404.html', lang);

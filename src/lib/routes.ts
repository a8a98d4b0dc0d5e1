/**
 * The one list of the site's routes and languages, which the router, menus, sitemap, prerenderer and worker read.
 * English is at the root, each route's Malayalam twin under /ml; a page's words are its own (src/content/<lang>/).
 */

/** Where a route is linked from: the header's menu, the footer's quick links. */
export type Menu = 'header' | 'footer';

interface RouteRow {
  key: string;
  /** Router pattern, in English (the Malayalam twin adds the language prefix). `:id`: one address per entry. */
  path: string;
  /**
   * The page that shows it: its code is src/pages/<page>/<page>-page.tsx, its words src/content/<lang>/<page>.yaml
   * with their schema in src/content/schema/ (kebab-case of the name: coreTeam is core-team).
   */
  page: string;
  /** What the office calls the page, in the editor: on its first row (a row of its entries has none). */
  label?: string;
  menus?: readonly Menu[];
  /**
   * A page that waits for the school's own facts (scripts/build/content/filled.ts says when they are there):
   * `page`, not built, linked or listed until then; `links`, built (it says plainly there is nothing yet) but not
   * in the menus or the sitemap until then.
   */
  optional?: 'page' | 'links';
}

/** A new page is a row here, its folder in src/pages/, its schema (in src/content/schema/index.ts) and two YAML files. */
const rows = [
  { key: 'home', path: '/', page: 'home', label: 'Home page', menus: ['header', 'footer'] },
  { key: 'about', path: '/about', page: 'about', label: 'About page', menus: ['header', 'footer'] },
  { key: 'academic', path: '/academic', page: 'academic', label: 'Academic page', menus: ['header', 'footer'] },
  { key: 'admission', path: '/admission', page: 'admission', label: 'Admission page', menus: ['header', 'footer'] },
  {
    key: 'results',
    path: '/results',
    page: 'results',
    label: 'Results page',
    menus: ['header', 'footer'],
    optional: 'page',
  },
  { key: 'gallery', path: '/gallery', page: 'gallery', label: 'Gallery page', menus: ['header'] },
  // The gallery list and its viewer are one page, so opening a gallery keeps the list as it is; so are the notices.
  { key: 'galleryViewer', path: '/galleries/:id', page: 'gallery' },
  { key: 'coreTeam', path: '/core-team', page: 'coreTeam', label: 'Core Team page', menus: ['header'] },
  {
    key: 'workWithUs',
    path: '/work-with-us',
    page: 'workWithUs',
    label: 'Work With Us page',
    menus: ['header', 'footer'],
  },
  { key: 'notices', path: '/notices', page: 'notices', label: 'Notices page', menus: ['footer'] },
  // Each school year's notices, in pages (issue 62): the notices page holds what matters now.
  { key: 'noticeArchive', path: '/notices/archive/:year', page: 'notices' },
  { key: 'noticeArchivePage', path: '/notices/archive/:year/:page', page: 'notices' },
  { key: 'notice', path: '/notices/:id', page: 'notices' },
  {
    key: 'residentialLife',
    path: '/residential-life',
    page: 'residentialLife',
    label: 'Residential life page',
    menus: ['header', 'footer'],
    optional: 'page',
  },
  {
    key: 'calendar',
    path: '/calendar',
    page: 'calendar',
    label: 'Calendar page',
    menus: ['header', 'footer'],
    optional: 'links',
  },
  // A school year's dates, a line each, in pages: the calendar page holds the next ones and the latest past ones.
  { key: 'calendarArchive', path: '/calendar/archive/:year', page: 'calendar' },
  { key: 'calendarArchivePage', path: '/calendar/archive/:year/:page', page: 'calendar' },
  {
    key: 'documents',
    path: '/documents',
    page: 'documents',
    label: 'Documents page',
    menus: ['header', 'footer'],
    optional: 'page',
  },
  // Linked from the Admission page's fees, once the school says how to pay them.
  { key: 'payFees', path: '/pay-fees', page: 'payFees', label: 'Pay fees page', optional: 'page' },
  // Every page, notice, date and document in the language; the header's field searches them too.
  { key: 'search', path: '/search', page: 'search', label: 'Search page', menus: ['footer'] },
  { key: 'wellbeing', path: '/wellbeing', page: 'wellbeing', label: 'Wellbeing and safety page', menus: ['footer'] },
  { key: 'privacy', path: '/privacy', page: 'privacy', label: 'Privacy page', menus: ['footer'] },
  {
    key: 'accessibility',
    path: '/accessibility',
    page: 'accessibility',
    label: 'Accessibility statement',
    menus: ['footer'],
  },
] as const satisfies readonly RouteRow[];

type Row = (typeof rows)[number];
export type RouteKey = Row['key'];
/** The pages by name (a row's `page`: each has its code, its schema and its words); the routes a menu may link to. */
export type PageName = Row['page'];
export type NavKey = Extract<Row, { menus: readonly Menu[] }>['key'];
export type OptionalKey = Extract<Row, { optional: 'page' | 'links' }>['key'];
export interface RouteEntry extends RouteRow {
  key: RouteKey;
  page: PageName;
}

export const routes: readonly RouteEntry[] = rows;

/** Each page once, in the route table's order. */
export const pageNames: readonly PageName[] = [...new Set(rows.map((row) => row.page))];

/** A page's name as its folder and file are named: coreTeam is core-team. */
export const kebab = (name: string): string => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** Whether a route has one address per entry (a notice, a gallery, a year of an archive), each written by the build. */
export const isPerEntry = (route: RouteEntry): boolean => route.path.includes(':');

/** Whether the build writes a route's page as it is (a page that waits for the school's facts, once they are in). */
export const isPrerendered = (route: RouteEntry): boolean => !isPerEntry(route) && route.optional !== 'page';

const inMenu =
  (menu: Menu) =>
  (route: RouteEntry): route is RouteEntry & { key: NavKey } =>
    route.menus?.includes(menu) ?? false;
export const headerRoutes = routes.filter(inMenu('header'));
export const footerRoutes = routes.filter(inMenu('footer'));
export const navKeys = routes.filter((route) => route.menus?.length).map((route) => route.key as NavKey);

/** Whether a route's page exists, given the pages the school has filled in. */
export const isBuilt = (route: RouteEntry, filled: readonly RouteKey[]): boolean =>
  route.optional !== 'page' || filled.includes(route.key);

/** Whether a route is linked from the menus and listed in the sitemap, given the pages the school has filled in. */
export const isListed = (route: RouteEntry, filled: readonly RouteKey[]): boolean =>
  !route.optional || filled.includes(route.key);

/** The routes a menu shows: its own, less the pages waiting for the school's facts. */
export const builtRoutes = <R extends RouteEntry>(menu: readonly R[], filled: readonly RouteKey[]): R[] =>
  menu.filter((route) => isListed(route, filled));

export const paths = Object.fromEntries(routes.map((route) => [route.key, route.path])) as Record<RouteKey, string>;

export const languages = ['en', 'ml'] as const;
export type Lang = (typeof languages)[number];

/** How each language is named to browsers and search engines, and where its pages live. */
export const languageTags: Record<Lang, { prefix: string; html: string; hreflang: string; ogLocale: string }> = {
  en: { prefix: '', html: 'en', hreflang: 'en-IN', ogLocale: 'en_IN' },
  ml: { prefix: '/ml', html: 'ml', hreflang: 'ml-IN', ogLocale: 'ml_IN' },
};

/** A path in a language: `/notices/feed.xml` (English) or `/ml/notices/feed.xml`; `/` is `/` or `/ml`. For files. */
export function localPath(path: string, lang: Lang): string {
  const { prefix } = languageTags[lang];
  return prefix && path === '/' ? prefix : `${prefix}${path}`;
}

/**
 * A page's address in a language, in the one form every host serves with 200 and no redirect (Cloudflare Pages,
 * Netlify, GitHub Pages, nginx, Caddy): its folder, with the slash. `/about` is `/about/` or `/ml/about/`; the home
 * pages are `/` and `/ml/`. The build writes each page as its folder's index.html; a host answers the form without
 * the slash with one redirect to this one. Links, canonical addresses, the sitemap and the feeds all write this.
 */
export function pagePath(path: string, lang: Lang): string {
  const local = localPath(path, lang);
  return local.endsWith('/') ? local : `${local}/`;
}

/** Any form of a page's address in its one form: `/about`, `/about/` and `/about/index.html` are all `/about/`. */
export const canonicalPath = (pathname: string): string => `${pathname.replace(/(\/index\.html|\/+)$/, '')}/`;

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
    ...languages.map((lang) => ({ hreflang: languageTags[lang].hreflang, path: pagePath(path, lang) })),
    { hreflang: 'x-default', path: pagePath(path, 'en') },
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

/**
 * A link the office typed to a page of this site (`/admission`, `/ml/calendar#exams`), in the page's one form
 * (`/admission/`), its query and fragment kept; any other link (a file, another site) as it was typed.
 */
export function siteLink(link: string): string {
  const { path = '', rest = '' } = /^(?<path>\/(?!\/)[^?#]*)(?<rest>.*)$/s.exec(link)?.groups ?? {};
  return path && matchRoute(path) ? `${canonicalPath(path)}${rest}` : link;
}

export const galleryPath = (id: string, lang: Lang): string => pagePath(`/galleries/${encodeURIComponent(id)}`, lang);
export const noticePath = (slug: string, lang: Lang): string => pagePath(`/notices/${slug}`, lang);
/** A page of a school year's notices: `/notices/archive/2025-26/`, then `/notices/archive/2025-26/2/`. */
export const noticeArchivePath = (year: string, page: number, lang: Lang): string =>
  pagePath(`/notices/archive/${year}${page > 1 ? `/${page}` : ''}`, lang);
/** A page of a school year's dates: `/calendar/archive/2025-26/`, then `/calendar/archive/2025-26/2/`. */
export const calendarArchivePath = (year: string, page: number, lang: Lang): string =>
  pagePath(`/calendar/archive/${year}${page > 1 ? `/${page}` : ''}`, lang);

/** Each language's notices of now as data (src/notices/shared/contract.ts), read by the app as it opens and the push sender. */
export const noticesDataPath = (lang: Lang): string => localPath('/notices/notices.json', lang);

/** The first of a search's files in each language, the recent years' (src/lib/search/shards.ts). */
export const searchDataPath = (lang: Lang): string => localPath('/search/search.json', lang);

/** Each language's notices feed (Atom, scripts/build/feeds.ts). */
export const feedPath = (lang: Lang): string => localPath('/notices/feed.xml', lang);

/** Every address the build writes as HTML, in sitemap order: each route in English, then in Malayalam. */
export const prerenderedPaths: readonly string[] = languages.flatMap((lang) =>
  routes.filter(isPrerendered).map((route) => pagePath(route.path, lang)),
);

/** The not-found page of each language, written by the build for static hosts. */
export const notFoundFile = (lang: Lang): string => localPath('/404.html', lang);

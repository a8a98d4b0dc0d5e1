/**
 * How a host serves dist/, from one source: which headers each address gets and which addresses are rewritten (a
 * gallery's viewer, the not-found pages). The build writes it as `_headers` and `_redirects` (read by Netlify and
 * Cloudflare Pages); `npm run deploy-config` prints the same rules as an nginx server block and a Caddyfile
 * (scripts/cli/deploy-config.ts). Every page is a folder's index.html, addressed with its slash (`/about/`:
 * src/lib/routes.ts, pagePath), the one form each of those hosts, and GitHub Pages, serves with 200 and no redirect.
 *
 * Every file gets the baseline (`/*`). A page's policy, the editor's and the caching are set on the addresses they
 * are for, never on `/*` with an exception: hosts add up every rule that covers an address, and the site's policy
 * on the editor's addresses would stop the editor (its styles are set inline).
 */
import { editorBackend } from './admin/backend.ts';
import { ADMIN_PATH, adminPolicy } from './admin/plugin.ts';
import type { Env } from '../../src/lib/identity.ts';
import { isPrerendered, languages, localPath, notFoundFile, pagePath, routes } from '../../src/lib/routes.ts';
import type { Content } from './content/load.ts';
import { galleryPaths } from './content/site-paths.ts';
import { baselineHeaders, pageHeaders } from './security.ts';

export interface HeaderRule {
  /** An address, or a prefix ending in `*`. */
  path: string;
  headers: Record<string, string>;
}

export interface Rewrite {
  from: string;
  to: string;
  status: 200 | 404;
}

export interface DeployRules {
  headers: HeaderRule[];
  rewrites: Rewrite[];
}

/** Whether a rule's address (an exact one, or a prefix ending in `*`) covers a request's. */
export const covers = (rulePath: string, pathname: string): boolean =>
  rulePath.endsWith('*') ? pathname.startsWith(rulePath.slice(0, -1)) : rulePath === pathname;

export const NO_CACHE = { 'Cache-Control': 'no-cache' };
/** Hashed file names (the app's code): a year, never asked again. */
export const FOR_A_YEAR = { 'Cache-Control': 'public, max-age=31536000, immutable' };
/** Photos, named by their content (a replaced photo is a new address), and the PDFs: a week. */
export const FOR_A_WEEK = { 'Cache-Control': 'public, max-age=604800' };

/** Every page the route table has, in each language, at its one address. */
const pagePaths = (): string[] =>
  routes.filter(isPrerendered).flatMap((route) => languages.map((lang) => pagePath(route.path, lang)));

/** The editor's headers: its own policy, a sign-in window that can answer it, never indexed, never kept. */
export const editorHeaders = (env: Env): Record<string, string> => ({
  'Content-Security-Policy': adminPolicy(editorBackend(env), { forMeta: false }),
  // GitHub's, GitLab's and Gitea's sign-in open a window that reports back to the editor: same-origin would cut it.
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  'X-Robots-Tag': 'noindex',
  ...NO_CACHE,
});

/**
 * The entries' pages (/notices/<name>/, the notices' archive, /galleries/<id>/) and the calendar's years
 * (/calendar/archive/<year>/), in both languages, by their prefixes.
 */
const ENTRY_PREFIXES = languages.flatMap((lang) =>
  ['/notices/*', '/galleries/*', '/calendar/archive/*'].map((p) => localPath(p, lang)),
);

export function deployRules(content: Content, env: Env): DeployRules {
  const page = { ...pageHeaders(content.identity), ...NO_CACHE };
  const rules: HeaderRule[] = [
    { path: '/*', headers: baselineHeaders },
    // A page an entries' prefix covers (/notices/) gets its headers there: a host joins two rules' values.
    ...pagePaths()
      .filter((path) => !ENTRY_PREFIXES.some((prefix) => covers(prefix, path)))
      .map((path) => ({ path, headers: page })),
    ...ENTRY_PREFIXES.map((path) => ({ path, headers: page })),
    ...languages.map((lang) => ({ path: notFoundFile(lang), headers: page })),
    { path: '/assets/*', headers: FOR_A_YEAR },
    { path: '/media/*', headers: FOR_A_WEEK },
    // The worker and the manifest: always asked again.
    { path: '/sw.js', headers: NO_CACHE },
    { path: '/manifest.webmanifest', headers: NO_CACHE },
    { path: '/api/*', headers: { 'Content-Type': 'application/json; charset=utf-8', ...NO_CACHE } },
    { path: `${ADMIN_PATH}*`, headers: editorHeaders(env) },
  ];
  const rewrites: Rewrite[] = [
    // A gallery's own page, as it is: Cloudflare Pages applies a rule below even where a file is there.
    ...galleryPaths(content).map((path) => ({ from: path, to: path, status: 200 as const })),
    // A gallery's address the build did not write (an unknown id, the school's own API's galleries): the gallery
    // page opens it (its folder: a rewrite to an .html file is answered with a redirect by Cloudflare).
    ...languages.map((lang) => ({
      from: localPath('/galleries/*', lang),
      to: pagePath('/gallery', lang),
      status: 200 as const,
    })),
    // Anything else unknown: the not-found page of its language, as a 404.
    ...[...languages].reverse().map((lang) => ({
      from: lang === 'en' ? '/*' : localPath('/*', lang),
      to: notFoundFile(lang),
      status: 404 as const,
    })),
  ];
  return { headers: rules, rewrites };
}

/** The headers the hosts give `pathname`: every rule that covers it, added up as a host adds them. */
export const headersAt = ({ headers }: DeployRules, pathname: string): Record<string, string> =>
  Object.assign({}, ...headers.filter((rule) => covers(rule.path, pathname)).map((rule) => rule.headers));

/** `_headers` (Netlify, Cloudflare Pages). */
export const headersFile = ({ headers }: DeployRules): string =>
  headers
    .map((rule) =>
      [rule.path, ...Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
    )
    .join('\n\n') + '\n';

/** `_redirects` (Netlify, Cloudflare Pages). A file that exists is served before any rule. */
export const redirectsFile = ({ rewrites }: DeployRules): string =>
  rewrites.map((r) => `${r.from} ${r.to} ${r.status}`).join('\n') + '\n';

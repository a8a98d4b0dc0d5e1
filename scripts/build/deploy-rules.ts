/**
 * How a host serves dist/, from one source: which headers each address gets (the Content-Security-Policy of the
 * pages' <meta> tag plus frame-ancestors, the editor's own, caching) and which addresses are rewritten (a
 * gallery's viewer, the not-found pages). The build writes it as `_headers` and `_redirects` (read by Netlify and
 * Cloudflare Pages); `npm run deploy-config` prints the same rules as an nginx server block and a Caddyfile
 * (scripts/cli/deploy-config.ts).
 *
 * Headers are set per address, not on `/*` with an exception: hosts merge every matching rule, and the site's
 * policy on the editor's addresses would stop the editor (its styles are set inline).
 */
import { editorBackend } from './admin/backend.ts';
import { ADMIN_PATH, adminPolicy } from './admin/plugin.ts';
import type { Env, Identity } from '../../src/lib/identity.ts';
import { isPrerendered, languages, localPath, notFoundFile, routes } from '../../src/lib/routes.ts';
import { securityHeaders } from './security.ts';

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

const NO_CACHE = { 'Cache-Control': 'no-cache' };

/** Every address of the site's pages, as a host sees them: each route with and without its trailing slash. */
function pagePaths(): string[] {
  const pages = routes.filter(isPrerendered).flatMap((route) => languages.map((lang) => localPath(route.path, lang)));
  return [...new Set(pages.flatMap((page) => (page === '/' ? ['/'] : [page, `${page}/`])))];
}

export function deployRules(identity: Identity, env: Env): DeployRules {
  const site = securityHeaders(identity);
  const editor = {
    ...site,
    'Content-Security-Policy': adminPolicy(editorBackend(env), { forMeta: false }),
    'X-Robots-Tag': 'noindex',
    ...NO_CACHE,
  };
  const rules: HeaderRule[] = [
    ...pagePaths().map((path) => ({ path, headers: { ...site, ...NO_CACHE } })),
    // Entries' pages (/notices/<name>, /galleries/<id>), in both languages.
    ...languages.flatMap((lang) =>
      ['/notices/*', '/galleries/*'].map((prefix) => ({
        path: localPath(prefix, lang),
        headers: { ...site, ...NO_CACHE },
      })),
    ),
    ...languages.map((lang) => ({ path: notFoundFile(lang), headers: { ...site, ...NO_CACHE } })),
    // Hashed file names: kept for a year. Images: a week. The worker and the manifest: always asked again.
    { path: '/assets/*', headers: { ...site, 'Cache-Control': 'public, max-age=31536000, immutable' } },
    { path: '/media/*', headers: { ...site, 'Cache-Control': 'public, max-age=604800' } },
    { path: '/sw.js', headers: { ...site, ...NO_CACHE } },
    { path: '/manifest.webmanifest', headers: { ...site, ...NO_CACHE } },
    { path: '/api/*', headers: { ...site, 'Content-Type': 'application/json; charset=utf-8', ...NO_CACHE } },
    { path: `${ADMIN_PATH}*`, headers: editor },
  ];
  const rewrites: Rewrite[] = [
    // A gallery's address the build did not write (the school's own API's galleries): the gallery page opens it.
    ...languages.map((lang) => ({
      from: localPath('/galleries/*', lang),
      to: `${localPath('/gallery', lang)}/index.html`,
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

/**
 * How a host serves dist/, from one source: which headers each address gets (the Content-Security-Policy of the
 * pages' <meta> tag plus frame-ancestors, the editor's own, caching) and which addresses are rewritten (a
 * gallery's viewer, the not-found pages). The build writes it as `_headers` and `_redirects` (read by Netlify and
 * Cloudflare Pages); the same rules as an nginx server block and a Caddyfile, printed by
 * `npm run deploy-config` for this deployment's settings (README, "Publishing").
 *
 * Headers are set per address, not on `/*` with an exception: hosts merge every matching rule, and the site's
 * policy on the editor's addresses would stop the editor (its styles are set inline).
 */
import { fileURLToPath } from 'node:url';
import { editorBackend } from './admin/backend.ts';
import { ADMIN_PATH, adminPolicy } from './admin/plugin.ts';
import type { Env, Identity } from '../src/lib/identity.ts';
import { languages, localPath, notFoundFile, routes } from '../src/lib/routes.ts';
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
  const pages = routes
    .filter((route) => route.prerender)
    .flatMap((route) => languages.map((lang) => localPath(route.path, lang)));
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
    ...[...languages]
      .reverse()
      .map((lang) => ({
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

const quote = (value: string) => `"${value.replace(/"/g, '\\"')}"`;

/**
 * The rules as nginx configuration: a file for /etc/nginx/conf.d/ (`map`s choose each address's policy and
 * caching, then one set of headers for the whole server; `root` is where dist/ is copied to).
 */
export function nginxServer({ headers }: DeployRules, identity: Identity, root = '/var/www/school'): string {
  const host = new URL(identity.origin).host;
  const rule = (path: string) => headers.find((h) => h.path === path)?.headers ?? {};
  const site = rule('/');
  const editor = rule(`${ADMIN_PATH}*`);
  const { 'Content-Security-Policy': _csp, 'Cache-Control': _cache, ...common } = site;
  return [
    `map $uri $school_csp {`,
    `  ~^${ADMIN_PATH} ${quote(editor['Content-Security-Policy'] ?? '')};`,
    `  default ${quote(site['Content-Security-Policy'] ?? '')};`,
    '}',
    'map $uri $school_cache {',
    `  ~^/assets/ ${quote(rule('/assets/*')['Cache-Control'] ?? '')};`,
    `  ~^/media/ ${quote(rule('/media/*')['Cache-Control'] ?? '')};`,
    `  default ${quote(site['Cache-Control'] ?? '')};`,
    '}',
    'map $uri $school_robots {',
    `  ~^${ADMIN_PATH} ${quote(editor['X-Robots-Tag'] ?? '')};`,
    '  default "";',
    '}',
    '',
    'server {',
    '  listen 80;',
    `  server_name ${host};`,
    `  root ${root};`,
    '  charset utf-8;',
    '  gzip on;',
    '  gzip_types text/css application/javascript application/json application/xml application/atom+xml application/manifest+json image/svg+xml;',
    '',
    '  add_header Content-Security-Policy $school_csp always;',
    '  add_header Cache-Control $school_cache always;',
    '  add_header X-Robots-Tag $school_robots always;',
    ...Object.entries(common).map(([name, value]) => `  add_header ${name} ${quote(value)} always;`),
    '',
    '  location / {',
    '    try_files $uri $uri/index.html =404;',
    '  }',
    ...languages.map(
      (lang) => `  location ~ ^${localPath('/galleries', lang)}/[^/]+/?$ {
    try_files $uri $uri/index.html ${localPath('/gallery', lang)}/index.html;
  }`,
    ),
    '  location /api/ {',
    '    default_type application/json;',
    '  }',
    '  location /ml/ {',
    '    try_files $uri $uri/index.html =404;',
    `    error_page 404 ${notFoundFile('ml')};`,
    '  }',
    `  error_page 404 ${notFoundFile('en')};`,
    '}',
    '',
  ].join('\n');
}

/** The rules as a Caddyfile (Caddy gets and renews the HTTPS certificate itself). */
export function caddyfile({ headers }: DeployRules, identity: Identity, root = '/var/www/school'): string {
  const host = new URL(identity.origin).host;
  const rule = (path: string) => headers.find((h) => h.path === path)?.headers ?? {};
  const block = (matcher: string, set: Record<string, string>) => [
    `  header ${matcher} {`,
    ...Object.entries(set).map(([name, value]) => `    ${name} ${quote(value)}`),
    '  }',
  ];
  const { 'Cache-Control': _cache, ...page } = rule('/');
  return [
    `${host} {`,
    `  root * ${root}`,
    '  encode zstd gzip',
    '  @site not path /admin/*',
    ...block('@site', page),
    ...block('/admin/*', rule(`${ADMIN_PATH}*`)),
    '  header /assets/* Cache-Control "public, max-age=31536000, immutable"',
    '  header /media/* Cache-Control "public, max-age=604800"',
    // Pages, the worker, the manifest and the gallery list: asked again every time (the worker keeps its copy).
    '  @fresh not path /assets/* /media/*',
    '  header @fresh Cache-Control "no-cache"',
    '  header /api/* Content-Type "application/json; charset=utf-8"',
    ...languages.flatMap((lang) => [
      `  @gallery${lang} path_regexp ^${localPath('/galleries', lang)}/[^/]+/?$`,
      `  handle @gallery${lang} {`,
      `    try_files {path} {path}/index.html ${localPath('/gallery', lang)}/index.html`,
      '    file_server',
      '  }',
    ]),
    '  handle {',
    '    try_files {path} {path}/index.html',
    '    file_server',
    '  }',
    '  handle_errors {',
    '    @ml path /ml/*',
    `    rewrite @ml ${notFoundFile('ml')}`,
    `    rewrite * ${notFoundFile('en')}`,
    '    file_server',
    '  }',
    '}',
    '',
  ].join('\n');
}

// `npm run deploy-config`: the nginx server block and the Caddyfile for this deployment's settings.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { loadContentOrExit } = await import('./content/load.ts');
  const env = process.env as Env;
  const { identity } = loadContentOrExit(process.cwd(), env);
  const rules = deployRules(identity, env);
  console.log(
    `# nginx (dist/ copied to /var/www/school)\n${nginxServer(rules, identity)}\n# Caddyfile\n${caddyfile(rules, identity)}`,
  );
}

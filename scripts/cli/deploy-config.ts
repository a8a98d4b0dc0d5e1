/**
 * `npm run deploy-config`: the build's host rules (scripts/build/deploy-rules.ts) as an nginx server block and a
 * Caddyfile, for this deployment's settings (README, "Publishing").
 */
import { ADMIN_PATH } from '../build/admin/plugin.ts';
import { loadContentOrExit } from '../build/content/load.ts';
import { deployRules, type DeployRules } from '../build/deploy-rules.ts';
import type { Env, Identity } from '../../src/lib/identity.ts';
import { languages, localPath, notFoundFile } from '../../src/lib/routes.ts';

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

const env = process.env as Env;
const { identity } = loadContentOrExit(process.cwd(), env);
const rules = deployRules(identity, env);
console.log(
  `# nginx (dist/ copied to /var/www/school)\n${nginxServer(rules, identity)}\n# Caddyfile\n${caddyfile(rules, identity)}`,
);

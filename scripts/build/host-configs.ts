/**
 * The build's host rules (./deploy-rules.ts) as the configuration of a server of the school's own: an nginx server
 * block and a Caddyfile, printed by `npm run deploy-config` and run as they are by the gate (tests/hosts/). Both
 * serve HTTPS with HSTS, each page at its folder's address with the slash (`/about/`; `/about` is sent there with
 * one redirect), a gallery's viewer for any id, the not-found page of the address's language with 404, and every
 * file with the baseline headers. Both send a text file as the build compressed it (scripts/build/precompress.ts:
 * brotli at 11, gzip at 9) to a browser that takes that, and compress on the fly only what has no such twin.
 */
import type { Identity } from '../../src/lib/identity.ts';
import { languages, localPath, notFoundFile, pagePath } from '../../src/lib/routes.ts';
import { ADMIN_PATH } from './admin/plugin.ts';
import type { DeployRules } from './deploy-rules.ts';

export interface ServerPlace {
  /** Where dist/ is copied to. */
  root: string;
  /** The certificate and its key (PEM); Caddy gets and renews its own when none is given. */
  tls?: { certificate: string; key: string };
  /** The ports, when not 80 and 443 (the gate's own servers). */
  ports?: { http: number; https: number };
  /** The address served, when not the site's host (the gate's: 127.0.0.1). */
  host?: string;
  /**
   * The public address of the bucket that keeps the gallery photos (docs/hosting.md), when the deploy moved them
   * there: a photo not on the disk is fetched from it, with the server's own headers.
   */
  photoStore?: string;
}

const quote = (value: string) => `"${value.replace(/"/g, '\\"')}"`;

/** The headers of a rule of the host rules, by its address. */
const ruleOf = ({ headers }: DeployRules, path: string): Record<string, string> =>
  headers.find((rule) => rule.path === path)?.headers ?? {};

/** The rules the servers need, read once: the baseline, a page's, the editor's, the caching of code and photos. */
function parts(rules: DeployRules) {
  const { 'Cache-Control': pageCache = 'no-cache', ...page } = ruleOf(rules, '/');
  const { 'Cache-Control': _editorCache, ...editor } = ruleOf(rules, `${ADMIN_PATH}*`);
  return {
    baseline: ruleOf(rules, '/*'),
    page,
    editor,
    pageCache,
    code: ruleOf(rules, '/assets/*')['Cache-Control'] ?? '',
    photos: ruleOf(rules, '/media/*')['Cache-Control'] ?? '',
  };
}

/**
 * nginx's locations for the photos in the bucket at `store` (an https:// or http:// origin): the disk first, then
 * the bucket, its answer bounded in time and its own caching and baseline headers left out for the server's.
 */
function nginxPhotoStore(store: string, baseline: string[]): string[] {
  const { host, origin, protocol } = new URL(store);
  // nginx takes a bucket's certificate on trust unless told to check it.
  const verify =
    protocol === 'https:'
      ? ['    proxy_ssl_verify on;', '    proxy_ssl_trusted_certificate /etc/ssl/certs/ca-certificates.crt;']
      : [];
  return [
    '  location /media/galleries/ {',
    '    try_files $uri @photo_store;',
    '  }',
    '  location @photo_store {',
    `    proxy_pass ${origin};`,
    `    proxy_set_header Host ${host};`,
    '    proxy_ssl_server_name on;',
    ...verify,
    '    proxy_connect_timeout 5s;',
    '    proxy_send_timeout 20s;',
    '    proxy_read_timeout 20s;',
    ...['Cache-Control', ...baseline].map((name) => `    proxy_hide_header ${name};`),
    '  }',
  ];
}

/**
 * The rules as nginx configuration: a file for /etc/nginx/conf.d/. Each policy is chosen per address by a `map`,
 * and every header is added once, on the server (nginx drops a server's add_header in a location that has its own).
 * `brotli_static` is Debian's libnginx-mod-http-brotli-static (which loads itself once installed).
 */
export function nginxServer(rules: DeployRules, identity: Identity, place: ServerPlace): string {
  const host = place.host ?? new URL(identity.origin).host;
  const { http = 80, https = 443 } = place.ports ?? {};
  const tls = place.tls ?? {
    certificate: `/etc/letsencrypt/live/${host}/fullchain.pem`,
    key: `/etc/letsencrypt/live/${host}/privkey.pem`,
  };
  const { baseline, page, editor, pageCache, code, photos } = parts(rules);
  const byAddress = (name: string, forEditor: string, forSite: string) => [
    `map $uri $school_${name} {`,
    `  ~^${ADMIN_PATH} ${quote(forEditor)};`,
    `  default ${quote(forSite)};`,
    '}',
  ];
  return [
    "# Needs Debian's libnginx-mod-http-brotli-static, for brotli_static: apt install libnginx-mod-http-brotli-static",
    ...byAddress('csp', editor['Content-Security-Policy'] ?? '', page['Content-Security-Policy'] ?? ''),
    ...byAddress('coop', editor['Cross-Origin-Opener-Policy'] ?? '', page['Cross-Origin-Opener-Policy'] ?? ''),
    ...byAddress('robots', editor['X-Robots-Tag'] ?? '', ''),
    'map $uri $school_cache {',
    `  ~^/assets/ ${quote(code)};`,
    `  ~^/media/ ${quote(photos)};`,
    `  default ${quote(pageCache)};`,
    '}',
    '',
    // Plain HTTP only sends the visitor to HTTPS.
    'server {',
    `  listen ${http};`,
    `  listen [::]:${http};`,
    `  server_name ${host};`,
    `  return 301 https://$host${https === 443 ? '' : `:${https}`}$request_uri;`,
    '}',
    '',
    'server {',
    `  listen ${https} ssl http2;`,
    `  listen [::]:${https} ssl http2;`,
    `  server_name ${host};`,
    `  ssl_certificate ${tls.certificate};`,
    `  ssl_certificate_key ${tls.key};`,
    `  root ${place.root};`,
    '  index index.html;',
    // "/about" is sent to "/about/" with a path, not a whole address (so a proxy in front does not change it).
    '  absolute_redirect off;',
    '  charset utf-8;',
    // The build's compressed twins first: brotli at 11 sent React 14% smaller than gzip at 6 (issue 47).
    '  brotli_static on;',
    '  gzip_static on;',
    // One address, three forms (brotli, gzip, plain): a cache between the server and the phone must tell them apart.
    '  gzip_vary on;',
    '  gzip on;',
    // nginx's own level is 1: React alone went 12 KB (18%) larger than at 6, the level other hosts send.
    '  gzip_comp_level 6;',
    '  gzip_types text/css application/javascript application/json application/xml application/atom+xml application/manifest+json image/svg+xml text/calendar;',
    '',
    ...Object.entries(baseline).map(([name, value]) => `  add_header ${name} ${quote(value)} always;`),
    '  add_header Content-Security-Policy $school_csp always;',
    '  add_header Cross-Origin-Opener-Policy $school_coop always;',
    '  add_header Cache-Control $school_cache always;',
    '  add_header X-Robots-Tag $school_robots always;',
    '',
    // A folder's address without its slash gets one redirect to it ($uri/ is the folder).
    '  location / {',
    '    try_files $uri $uri/ =404;',
    '  }',
    ...languages.map(
      (lang) => `  location ~ ^${localPath('/galleries', lang)}/[^/]+/?$ {
    try_files $uri $uri/ ${pagePath('/gallery', lang)}index.html;
  }`,
    ),
    ...(place.photoStore ? nginxPhotoStore(place.photoStore, Object.keys(baseline)) : []),
    '  location /api/ {',
    '    default_type application/json;',
    '  }',
    '  location = /manifest.webmanifest {',
    '    default_type application/manifest+json;',
    '  }',
    '  location ~ \\.ics$ {',
    '    default_type "text/calendar; charset=utf-8";',
    '  }',
    ...languages
      .filter((lang) => lang !== 'en')
      .map(
        (lang) => `  location ${localPath('/', lang)}/ {
    try_files $uri $uri/ =404;
    error_page 404 ${notFoundFile(lang)};
  }`,
      ),
    `  error_page 404 ${notFoundFile('en')};`,
    '}',
    '',
  ].join('\n');
}

/** Caddy's file server, sending the build's compressed twin of a file where the browser takes it. */
const fileServer = ['    file_server {', '      precompressed br gzip', '    }'];

/** The rules as a Caddyfile. Without a certificate given, Caddy gets and renews the site's own. */
export function caddyfile(rules: DeployRules, identity: Identity, place: ServerPlace): string {
  const host = place.host ?? new URL(identity.origin).host;
  const address = place.ports ? `https://${host}:${place.ports.https}` : host;
  const { baseline, page, editor, pageCache, code, photos } = parts(rules);
  const block = (matcher: string, set: Record<string, string>) => [
    `  header ${matcher ? `${matcher} ` : ''}{`,
    ...Object.entries(set).map(([name, value]) => `    ${name} ${quote(value)}`),
    '  }',
  ];
  return [
    `${address} {`,
    `  root * ${place.root}`,
    ...(place.tls ? [`  tls ${place.tls.certificate} ${place.tls.key}`] : []),
    '  encode zstd gzip',
    ...block('', baseline),
    `  @site not path ${ADMIN_PATH}*`,
    ...block('@site', page),
    ...block(`${ADMIN_PATH}*`, editor),
    `  header /assets/* Cache-Control ${quote(code)}`,
    `  header /media/* Cache-Control ${quote(photos)}`,
    // Pages, the worker, the manifest and the gallery list: asked again every time (the worker keeps its copy).
    '  @fresh not path /assets/* /media/*',
    `  header @fresh Cache-Control ${quote(pageCache)}`,
    '  header /api/* Content-Type "application/json; charset=utf-8"',
    '  header /manifest.webmanifest Content-Type "application/manifest+json"',
    '  header *.ics Content-Type "text/calendar; charset=utf-8"',
    ...languages.flatMap((lang) => [
      `  @gallery${lang} path_regexp ^${localPath('/galleries', lang)}/[^/]+/?$`,
      `  handle @gallery${lang} {`,
      `    try_files {path} {path}/ ${pagePath('/gallery', lang)}`,
      ...fileServer,
      '  }',
    ]),
    // A folder's address without its slash gets one redirect to it (the file server's own, 308).
    '  handle {',
    ...fileServer,
    '  }',
    '  handle_errors {',
    ...languages
      .filter((lang) => lang !== 'en')
      .flatMap((lang) => [`    @${lang} path ${localPath('/', lang)}/*`, `    rewrite @${lang} ${notFoundFile(lang)}`]),
    `    rewrite * ${notFoundFile('en')}`,
    ...fileServer,
    '  }',
    '}',
    '',
  ].join('\n');
}

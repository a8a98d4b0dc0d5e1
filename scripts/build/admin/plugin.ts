/**
 * The school's editor at /admin/: Sveltia CMS from npm (pinned in package.json; never from a CDN), its
 * configuration made from the content schemas (./editor-config.ts), and its two fonts served from this site
 * (the matching @fontsource-variable packages), so it works on a school office's slow line and asks nothing of
 * anyone else. Its own Content-Security-Policy lets it talk to this site and the school's Git host only: the
 * npm build's update check (unpkg.com), its CDN fonts (jsDelivr) and GitHub's status page are refused.
 *
 * No part of the public site: a folder of its own in dist/, not prerendered, not in the sitemap, `noindex`, not
 * precached by the service worker (vite.config.ts) nor answered by its navigation fallback (sw/sw.ts), and not
 * one byte of it on a public page.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Connect, Plugin } from 'vite';
import { fileURLToPath } from 'node:url';
import { stringify } from 'yaml';
import type { Env, Identity } from '../../../src/lib/identity.ts';
import { ADMIN_PATH } from '../../../src/lib/sw-messages.ts';

export { ADMIN_PATH };
import { editorBackend, editorOrigins, editorReview, type EditorBackend } from './backend.ts';
import { bundle } from '../bundle.ts';
import { editorConfig } from './editor-config.ts';

const require = createRequire(import.meta.url);

/** The fonts the npm build asks jsDelivr for, and the same files from our own packages. */
const FONTS = [
  {
    cdn: 'https://cdn.jsdelivr.net/fontsource/fonts/source-sans-3:vf@5.3.0/latin-wght-normal.woff2',
    file: '@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2',
    local: 'fonts/source-sans-3.woff2',
  },
  {
    cdn: 'https://cdn.jsdelivr.net/fontsource/fonts/material-symbols-outlined:vf@5.3.7/latin-wght-normal.woff2',
    file: '@fontsource-variable/material-symbols-outlined/files/material-symbols-outlined-latin-wght-normal.woff2',
    local: 'fonts/material-symbols-outlined.woff2',
  },
];

/** Malayalam in the editor's fields, on any computer (Linux and ChromeOS offices may have no Malayalam font). */
const MALAYALAM_FONT = {
  file: '@fontsource/noto-sans-malayalam/files/noto-sans-malayalam-malayalam-400-normal.woff2',
  local: 'fonts/noto-sans-malayalam.woff2',
};
// The Malayalam letters of the editor's own font family: every field written in it shows Malayalam.
const EDITOR_CSS = `@font-face {
  font-family: 'Source Sans 3';
  font-weight: 200 900;
  font-display: swap;
  src: url('${ADMIN_PATH}${MALAYALAM_FONT.local}') format('woff2');
  unicode-range: U+0D00-0D7F, U+200C-200D, U+25CC;
}
/* The save check's message (./save-check.ts) lists one problem a line. */
[role='dialog'] .error {
  white-space: pre-line;
}
`;

/** The editor's policy: this site, and the Git host (its API, sign-in and avatars). Svelte sets styles inline. */
export function adminPolicy(backend: EditorBackend, { forMeta }: { forMeta: boolean }): string {
  const { connect, images } = editorOrigins(backend);
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'"],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'blob:', 'data:', ...images],
    ['media-src', "'self'", 'blob:'],
    ['connect-src', "'self'", 'blob:', 'data:', ...connect],
    ['font-src', "'self'"],
    ['worker-src', "'self'", 'blob:'],
    ['frame-src', "'self'", 'blob:'],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'none'"],
  ];
  if (!forMeta) directives.push(['frame-ancestors', "'none'"]);
  return directives.map((d) => d.join(' ')).join('; ');
}

function indexHtml(identity: Identity, backend: EditorBackend): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta http-equiv="Content-Security-Policy" content="${adminPolicy(backend, { forMeta: true })}" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>Editor · ${identity.schoolName}</title>
    <link rel="icon" href="/favicon.ico" />
    <link rel="cms-config-url" type="application/yaml" href="${ADMIN_PATH}config.yml" />
    <link rel="stylesheet" href="${ADMIN_PATH}editor.css" />
  </head>
  <body>
    <script src="${ADMIN_PATH}sveltia-cms.js"></script>
    <script src="${ADMIN_PATH}checks.js"></script>
  </body>
</html>
`;
}

/**
 * Sveltia CMS loads Immutable.js from a CDN before it runs event hooks (and skips them when it cannot): this site
 * serves it instead, so the save check (./save-check.ts) runs. Other packages it would fetch stay refused.
 */
const CDN_PACKAGES = 'https://unpkg.com/${e}';
const VENDOR = 'vendor/';

/** Sveltia CMS's npm build, asking this site for its fonts and for Immutable.js. */
function editorScript(): { code: string; immutable: string } {
  // The package exports only its module entry (npm/index.js); the classic-script build sits beside it.
  let code = readFileSync(path.join(path.dirname(require.resolve('@sveltia/cms')), '../dist/sveltia-cms.js'), 'utf8');
  for (const font of FONTS) {
    if (!code.includes(font.cdn))
      throw new Error(
        `Sveltia CMS no longer asks for ${font.cdn}: update FONTS in scripts/build/admin/plugin.ts for the version in package.json.`,
      );
    code = code.replaceAll(font.cdn, `${ADMIN_PATH}${font.local}`);
  }
  const version = /immutable:`\^?([\d.]+)`/.exec(code)?.[1];
  if (!code.includes(CDN_PACKAGES) || !version)
    throw new Error(
      'Sveltia CMS no longer loads Immutable.js from unpkg: update CDN_PACKAGES in scripts/build/admin/plugin.ts.',
    );
  code = code.replace(CDN_PACKAGES, `${ADMIN_PATH}${VENDOR}\${e}`);
  return { code, immutable: `${VENDOR}immutable@${version}/dist/immutable.es.js` };
}

/** The editor's configuration, made from the content schemas (./editor-config.ts). */
function configYml(identity: Identity, env: Env): string {
  const config = editorConfig({
    backend: editorBackend(env),
    siteUrl: identity.origin,
    schoolName: identity.schoolName,
    review: editorReview(env),
  });
  return stringify(config, { lineWidth: 0 });
}

/** The build's checks, run by the editor before each Save (./save-check.ts). */
const saveCheck = (identity: Identity): Promise<string> =>
  bundle(fileURLToPath(new URL('./checks.ts', import.meta.url)), {
    format: 'iife',
    define: { SCHOOL_NAME: JSON.stringify(identity.schoolName) },
  });

/** Every file of the editor, by its path under /admin/. */
export async function adminFiles(identity: Identity, env: Env): Promise<Record<string, string | Buffer>> {
  const backend = editorBackend(env);
  const editor = editorScript();
  return {
    'checks.js': await saveCheck(identity),
    'index.html': indexHtml(identity, backend),
    'config.yml': configYml(identity, env),
    'sveltia-cms.js': editor.code,
    [editor.immutable]: readFileSync(require.resolve('immutable/dist/immutable.es.js')),
    'editor.css': EDITOR_CSS,
    ...Object.fromEntries(
      [...FONTS, MALAYALAM_FONT].map((font) => [font.local, readFileSync(require.resolve(font.file))]),
    ),
  };
}

const types: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  yml: 'application/yaml; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  woff2: 'font/woff2',
};

export function adminPlugin(identity: () => Identity, env: Env): Plugin {
  let files: Record<string, string | Buffer> | undefined;
  const serve: Connect.NextHandleFunction = async (req, res, next) => {
    const url = req.url?.split('?')[0] ?? '';
    if (!url.startsWith(ADMIN_PATH) && url !== '/admin') return next();
    if (url === '/admin') {
      res.writeHead(301, { Location: ADMIN_PATH });
      return res.end();
    }
    // In `npm run dev` the configuration follows the content as it is edited; the rest is made once.
    files = { ...(files ?? (await adminFiles(identity(), env))), 'config.yml': configYml(identity(), env) };
    const name = url.slice(ADMIN_PATH.length) || 'index.html';
    const file = files[name];
    if (file === undefined) return next();
    res.setHeader('Content-Type', types[name.split('.').pop() ?? ''] ?? 'application/octet-stream');
    res.setHeader('Content-Security-Policy', adminPolicy(editorBackend(env), { forMeta: false }));
    res.setHeader('X-Robots-Tag', 'noindex');
    res.setHeader('Cache-Control', 'no-cache');
    res.end(file);
  };
  return {
    name: 'school-admin',
    async generateBundle() {
      for (const [name, source] of Object.entries(await adminFiles(identity(), env)))
        this.emitFile({ type: 'asset', fileName: `admin/${name}`, source });
    },
    configureServer(server) {
      server.middlewares.use(serve);
    },
  };
}

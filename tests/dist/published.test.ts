/**
 * Nothing is published that no page, worker or host uses (issue 43: the worker's 300 KB source map and the 110 KB
 * prerendering bundle were). From what a host, a browser or the office opens first (the pages, the worker, the
 * manifest, robots.txt and the sitemap, the host's rules, the editor), every file dist/ holds is reached through
 * what names it: a page's links and sources, a script's imports, a stylesheet's fonts, the worker's precache, the
 * gallery list's photos and the sizes the page asks of them; and each such file's compressed twins, which
 * servers send in its place. The test lists each file with its first user
 * (test-results/dist-files.txt).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GALLERY_FORMATS, GALLERY_WIDTHS, STATIC_GALLERY_PHOTOS, resizedUrl } from '../../src/lib/gallery/gallery-images.ts';
import { imageFormats, imageUrl, imageWidths, images, type ImageName } from '../../src/content/images.ts';
import { galleryApiUrl } from '../../src/lib/gallery/gallery-client.ts';
import { languages, noticesDataPath, searchDataPath } from '../../src/lib/routes.ts';
import { imageVersions } from '../../scripts/build/media.ts';
import { ENCODINGS } from '../../scripts/build/precompress.ts';
import { content } from '../helpers/content.ts';
import { pathsUnder } from '../helpers/files.ts';

const DIST = 'dist';
const files = new Set(pathsUnder(DIST).map((file) => `/${path.relative(DIST, file)}`));

/** What a host, a browser or the office asks for first, with nothing naming it in a file. */
const STARTS: Record<string, string> = {
  [galleryApiUrl('', content.identity.gallerySiteKey)]: 'the gallery page (its list, src/lib/gallery/gallery-client.ts)',
  ...Object.fromEntries(languages.map((lang) => [noticesDataPath(lang), 'the app (the newest notices) and the push sender'])),
  ...Object.fromEntries(languages.map((lang) => [searchDataPath(lang), 'the search (src/ui/search/search-results.tsx)'])),
  ...Object.fromEntries(
    [...files].filter((f) => f.startsWith('/admin/vendor/')).map((f) => [f, 'the editor (for its Save check)']),
  ),
  // Every size of every site image: a page's srcset names those it shows, the worker keeps one of each.
  ...Object.fromEntries(
    Object.entries(images).flatMap(([name, entry]) =>
      imageWidths(entry.width).flatMap((w) =>
        imageFormats.map((f) => [
          imageUrl(name, imageVersions(content)[name as ImageName], w, f),
          'the worker (one size of each image, src/lib/warm-list.ts)',
        ]),
      ),
    ),
  ),
  '/sw.js': 'the browser (registered by the pages)',
  '/manifest.webmanifest': 'the browser (installing the app)',
  '/robots.txt': 'search engines',
  '/sitemap.xml': 'search engines',
  '/favicon.ico': 'the browser (by convention)',
  '/_headers': 'the host (Cloudflare Pages, Netlify)',
  '/_redirects': 'the host (Cloudflare Pages, Netlify)',
  '/admin/index.html': 'the office (the editor)',
};

const TEXT = /\.(html|css|js|json|webmanifest|xml|ics|txt|yml|svg)$|^\/_(headers|redirects)$|^\/api\//;

/** The files a file names: absolute paths, a script's relative imports, the worker's precache entries. */
function named(file: string): string[] {
  if (!TEXT.test(file)) return [];
  const text = readFileSync(path.join(DIST, file), 'utf8');
  const dir = path.posix.dirname(file);
  const absolute = [...text.matchAll(/(?<=["'(\s,=`]|^)(\/(?!\/)[\w.~%@/-]*[\w])/g)].map((m) => m[1]!);
  const relative = [...text.matchAll(/["'`](\.\.?\/[\w.-]+)["'`]/g)].map((m) => path.posix.join(dir, m[1]!));
  const precached = file === '/sw.js' ? [...text.matchAll(/"url":"([^"]+)"/g)].map((m) => `/${m[1]}`) : [];
  // The gallery list names each photo once; the page asks for it at every width the build wrote.
  const sized =
    file.startsWith('/api/galleries/') && file.split('/').length === 4
      ? absolute.flatMap((url) =>
          GALLERY_WIDTHS.flatMap((w) =>
            GALLERY_FORMATS.map((f) => resizedUrl(STATIC_GALLERY_PHOTOS, `http://site${url}`, w, f)),
          ),
        )
      : [];
  return [...absolute, ...relative, ...precached, ...sized]
    .map((p) => {
      try {
        return decodeURIComponent(p.replace(/[?#].*$/, ''));
      } catch {
        return p; // a regular expression's text in a script, not an address
      }
    })
    .flatMap((p) => [p, `${p.replace(/\/$/, '')}/index.html`])
    .filter((p) => files.has(p));
}

/** Every file of dist/, with the first file (or party) found using it; undefined for a file nothing uses. */
function users(): Map<string, string> {
  const user = new Map<string, string>(Object.entries(STARTS).filter(([file]) => files.has(file)));
  for (const file of files) if (file.endsWith('.html') && !user.has(file)) user.set(file, 'a visitor (a page)');
  const queue = [...user.keys()];
  while (queue.length) {
    const file = queue.shift()!;
    for (const used of named(file)) {
      if (user.has(used)) continue;
      user.set(used, file);
      queue.push(used);
    }
  }
  // A used file's compressed twins, which nginx, Caddy and `npm start` send in its place.
  for (const [file] of user)
    for (const { suffix } of ENCODINGS) if (files.has(file + suffix)) user.set(file + suffix, `a server, for ${file}`);
  return user;
}

describe('what dist/ publishes', () => {
  it('holds no file that no page, worker, host or the office uses', () => {
    const found = users();
    mkdirSync('test-results', { recursive: true });
    writeFileSync('test-results/dist-files.txt', [...found].sort().map(([file, by]) => `${file}  <-  ${by}`).join('\n'));
    const unused = [...files].filter((file) => !found.has(file)).sort();
    expect(unused).toEqual([]);
    expect(files.size).toBeGreaterThan(300);
  });

  it('publishes no source map and no build-time code', () => {
    expect([...files].filter((file) => /\.map$|\/prerender-/.test(file))).toEqual([]);
  });
});

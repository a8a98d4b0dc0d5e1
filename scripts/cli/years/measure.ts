/**
 * What a built site (a dist/ folder) costs a parent, as the years benchmark reports it (issue 62): the largest page,
 * each route's first-load script, the notices a phone fetches, the first search download, the precache and the
 * files a host must hold. Sizes only: nothing here runs the site.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { languages, noticesDataPath, prerenderedPaths } from '../../../src/lib/routes.ts';
import { firstSearchFile } from '../../../src/lib/search/shards.ts';

/** Every file under a folder, as paths relative to it with forward slashes. */
export function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? filesUnder(dir, relative) : [relative];
  });
}

export interface Measure {
  files: number;
  largestHtml: { file: string; bytes: number };
  /** Each prerendered page's first-load script (its code and its words), gzip bytes, by address. */
  firstLoad: Record<string, number>;
  /** The larger language's notices.json: its bytes and gzip bytes. */
  noticesJson: { bytes: number; gzip: number };
  /** The larger language's first search download. */
  firstSearch: { bytes: number; gzip: number };
  /** What the service worker keeps at install: entries and bytes. */
  precache: { entries: number; bytes: number };
}

/** The JS files a module imports statically, found in its import statements, with itself. */
function staticImports(dist: string, file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(path.join(dist, file), 'utf8');
  for (const match of code.matchAll(/(?:import|from)\s*["']\.\/([\w.-]+\.js)["']/g))
    staticImports(dist, `assets/${match[1]}`, seen);
  return seen;
}

/** The script a written page loads before it hydrates: the entry, the shell, its own code and its words. */
export function firstLoadFiles(dist: string, html: string): Set<string> {
  const start = readdirSync(path.join(dist, 'assets')).find((file) => /^start-.*\.js$/.test(file));
  const entry = /<script type="module"[^>]*src="\/(assets\/[^"]+)"/.exec(html)?.[1];
  const own = (/<div id="root" data-page-code="([^"]*)"/.exec(html)?.[1] ?? '').split(' ').filter(Boolean);
  const files = new Set<string>();
  for (const file of [entry, start && `assets/${start}`, ...own.map((f) => f.slice(1))])
    if (file) staticImports(dist, file, files);
  return files;
}

const sizes = (bytes: Buffer) => ({ bytes: bytes.length, gzip: gzipSync(bytes).length });
const larger = (a: { bytes: number; gzip: number }, b: { bytes: number; gzip: number }) => (a.gzip >= b.gzip ? a : b);

export function measure(dist: string): Measure {
  const files = filesUnder(dist);
  const read = (file: string) => readFileSync(path.join(dist, file));
  const gzipOf = new Map<string, number>();
  const gzip = (file: string) => gzipOf.get(file) ?? gzipOf.set(file, gzipSync(read(file)).length).get(file)!;
  const pages = files.filter((file) => file.endsWith('.html') && !file.startsWith('admin/'));
  const largestHtml = pages
    .map((file) => ({ file, bytes: statSync(path.join(dist, file)).size }))
    .reduce((a, b) => (b.bytes > a.bytes ? b : a), { file: '', bytes: 0 });
  const firstLoad = Object.fromEntries(
    prerenderedPaths.map((address) => {
      const html = read(`${address.slice(1)}index.html`).toString('utf8');
      return [address, [...firstLoadFiles(dist, html)].reduce((sum, file) => sum + gzip(file), 0)];
    }),
  );
  const none = { bytes: 0, gzip: 0 };
  const noticesJson = languages.map((lang) => sizes(read(noticesDataPath(lang).slice(1)))).reduce(larger, none);
  const firstSearch = languages.map((lang) => sizes(read(firstSearchFile(lang).slice(1)))).reduce(larger, none);
  const sw = read('sw.js').toString('utf8');
  const manifest = JSON.parse(/(\[\{"revision":[^\]]*\])/.exec(sw)?.[1] ?? '[]') as { url: string }[];
  const precache = {
    entries: manifest.length,
    bytes: manifest.reduce((sum, { url }) => sum + statSync(path.join(dist, url)).size, 0),
  };
  return { files: files.length, largestHtml, firstLoad, noticesJson, firstSearch, precache };
}

/**
 * The speed floor: the page with its app may not paint later than the same HTML with its scripts removed. On each
 * page measured, the first and the largest paint of the real page (mobile Lighthouse) stay within
 * ZERO_JS_MAX_RATIO of the copy's, both served by the same kind of plain static server.
 * tests/harness/lighthouse/run.ts runs the comparison in `npm test`.
 *
 * Every script is removed except the entry's request, which stays as a file of the same size holding only a
 * comment. Lighthouse's phone is a simulation, and its estimate of a paint counts every request made before it,
 * the async, low-priority entry included, though no browser waits for that to paint. With the request kept on both
 * sides, the floor compares what the scripts do before the paint; the entry's size has its own budget
 * (tests/dist/quality.test.ts).
 */
import { cpSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { precompressFile } from '../../../scripts/build/precompress.ts';

export const ZERO_JS_ROUTES = ['/', '/about/', '/admission/', '/ml/'];
export const ZERO_JS_MAX_RATIO = 1.1;

const ENTRY = /<script\b[^>]*\bsrc="\/assets\/(entry-[\w-]+)\.js"[^>]*><\/script>/;

/** The inert twin of an entry file: the same number of bytes, a comment only. */
export const inertEntry = (entry: string): string => `/*${' '.repeat(Math.max(0, Buffer.byteLength(entry) - 4))}*/`;

/**
 * The page without any <script> element (JSON-LD included) and without module preloads, but for the entry's,
 * which points at its inert twin (`<name>.inert.js`).
 */
export function stripScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, (tag) => {
      const entry = ENTRY.exec(tag)?.[1];
      return entry ? tag.replace(`/assets/${entry}.js`, `/assets/${entry}.inert.js`) : '';
    })
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '');
}

/**
 * A copy of the built site whose pages run no script at all (and register no service worker). Each file it
 * rewrites is compressed again, as the build compresses the real ones, so both sides are sent alike.
 */
export async function writeZeroJsCopy(dist: string, out: string): Promise<void> {
  rmSync(out, { recursive: true, force: true });
  // With each file's times, which tell a server that a compressed twin still is its file.
  cpSync(dist, out, { recursive: true, preserveTimestamps: true });
  const written: string[] = [];
  const write = (file: string, text: string) => {
    writeFileSync(file, text);
    written.push(file);
  };
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (name.endsWith('.html')) write(file, stripScripts(readFileSync(file, 'utf8')));
    }
  };
  walk(out);
  const assets = path.join(out, 'assets');
  for (const name of readdirSync(assets).filter((file) => /^entry-[\w-]+\.js$/.test(file))) {
    write(
      path.join(assets, name.replace(/\.js$/, '.inert.js')),
      inertEntry(readFileSync(path.join(assets, name), 'utf8')),
    );
  }
  await Promise.all(written.map(precompressFile));
}

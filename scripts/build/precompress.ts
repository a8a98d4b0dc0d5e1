/**
 * Every text file of the built site also as `.br` (brotli at its best quality, 11) and `.gz` (gzip at 9), written
 * once by the build, so a server sends the smallest form without compressing on each request. A host compressing
 * on the fly uses a fast level: brotli 4 or gzip 6 sent React in 66 KB, brotli 11 sends it in 56.8 (issue 47).
 * `npm start`, nginx (`brotli_static`, `gzip_static`) and Caddy (`precompressed`) send these files; Cloudflare,
 * Netlify and GitHub Pages compress at their edge and leave them unread.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompressSync, constants, gunzipSync, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { writeWhole } from './write-whole.ts';

/** The files a browser is sent as text, by their media types: code, styles, pages, data, feeds, the manifest. */
export const TEXT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml',
  '.ics': 'text/calendar; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
};

/** Whether a file is sent as text, and so compressed. (Images and fonts are compressed already.) */
export const isCompressible = (file: string): boolean => path.extname(file) in TEXT_TYPES;

/** The encodings written beside a file, the better first, each with its file's suffix. */
export const ENCODINGS = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

export type Encoding = (typeof ENCODINGS)[number]['encoding'];

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
const unpack: Record<Encoding, (bytes: Buffer) => Buffer> = { br: brotliDecompressSync, gzip: gunzipSync };

async function encode(bytes: Buffer, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'gzip') return gzipped(bytes, { level: 9 });
  return brotli(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
}

/**
 * A large file compressed once on this machine: the builds the tests make hold the same editor, React and
 * shell (the editor's 2 MB bundle takes brotli 5 s of a core). Small files, pages among them, change with
 * every build and cost little.
 */
const CACHE = fileURLToPath(new URL('../../node_modules/.cache/precompress', import.meta.url));
const CACHED_FROM = 64 * 1024;
/** What the compressed bytes depend on besides the file: a change of either is a new entry. */
const SETTINGS = `brotli-${constants.BROTLI_MAX_QUALITY}-gzip-9-zlib-${process.versions.zlib}`;

async function encodeOnce(bytes: Buffer, encoding: Encoding): Promise<Buffer> {
  if (bytes.length < CACHED_FROM) return encode(bytes, encoding);
  const key = createHash('sha256').update(SETTINGS).update(bytes).digest('hex');
  const kept = path.join(CACHE, `${key}.${encoding}`);
  // An entry is used only if it gives the file back (a build stopped mid-write, or another one writing it).
  if (existsSync(kept)) {
    const packed = readFileSync(kept);
    if (unpacksTo(packed, encoding, bytes)) return packed;
  }
  const packed = await encode(bytes, encoding);
  mkdirSync(CACHE, { recursive: true });
  writeWhole(kept, packed);
  return packed;
}

function unpacksTo(packed: Buffer, encoding: Encoding, bytes: Buffer): boolean {
  try {
    return unpack[encoding](packed).equals(bytes);
  } catch {
    return false;
  }
}

/**
 * Writes the file's compressed forms beside it, each only if it is smaller than the file (an older one is removed),
 * and gives the file and its twins one modification time, as the file system stores it: that is how a server
 * knows the twin still is the file (`encodedTwin`), in dist/ and in a copy that keeps the times.
 */
export async function precompressFile(file: string): Promise<void> {
  const bytes = readFileSync(file);
  const { atimeMs, mtimeMs } = statSync(file);
  const written = await Promise.all(
    ENCODINGS.map(async ({ encoding, suffix }) => {
      const packed = await encodeOnce(bytes, encoding);
      if (packed.length >= bytes.length) return rmSync(file + suffix, { force: true });
      writeFileSync(file + suffix, packed);
      return file + suffix;
    }),
  );
  for (const each of [file, ...written]) if (each) utimesSync(each, atimeMs / 1000, mtimeMs / 1000);
}

/**
 * For whatever rewrites a built file afterwards (the tests' copies of dist/): its twins go with its old bytes. Their
 * times cannot be trusted to tell: a file system may keep times to 4 ms, and a file copied and rewritten within
 * those 4 ms has the time of its copied twin.
 */
export function dropTwins(file: string): void {
  for (const { suffix } of ENCODINGS) rmSync(file + suffix, { force: true });
}

function textFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return textFilesUnder(file);
    return isCompressible(entry.name) ? [file] : [];
  });
}

/** Every text file under the folder, compressed beside it (zlib's threads do the work, a few files at a time). */
export async function precompressTree(dir: string): Promise<void> {
  // The largest first, so the editor's 2 MB bundle is not the last one left.
  const files = textFilesUnder(dir).sort((a, b) => statSync(b).size - statSync(a).size);
  const next = () => files.shift();
  const worker = async () => {
    for (let file = next(); file; file = next()) await precompressFile(file);
  };
  await Promise.all(Array.from({ length: 4 }, worker));
}

/**
 * The build's last step: once every file is written (the prerendered pages, and the service worker, which
 * vite-plugin-pwa builds when the bundle closes), each text file is compressed beside it; unless `enabled` is false
 * (SITE_PRECOMPRESS=off: the years benchmark's checks of sizes, which no twin changes, in half the time).
 */
export function precompressPlugin(enabled = true): Plugin {
  let outDir = '';
  let server = false;
  return {
    name: 'school-precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      server = Boolean(config.build.ssr);
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler(error) {
        if (!error && !server && enabled) await precompressTree(outDir);
      },
    },
  };
}

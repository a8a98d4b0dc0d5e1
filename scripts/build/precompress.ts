/**
 * Every text file of the built site also as `.br` (brotli at its best quality, 11) and `.gz` (gzip at 9), written
 * once by the build, so a server sends the smallest form without compressing on each request. A host compressing
 * on the fly uses a fast level: brotli 4 or gzip 6 sent React 67.8 KB, brotli 11 sends it 58.1 (issue 47).
 * `npm start`, nginx (`brotli_static`, `gzip_static`) and Caddy (`precompressed`) send these files; Cloudflare,
 * Netlify and GitHub Pages compress at their edge and leave them unread.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** The files a browser is sent as text, by their media types: code, styles, pages, data, feeds, the manifest. */
const TEXT_TYPES: Record<string, string> = {
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
const CACHE = 'node_modules/.cache/precompress';
const CACHED_FROM = 64 * 1024;

async function encodeOnce(bytes: Buffer, encoding: Encoding): Promise<Buffer> {
  if (bytes.length < CACHED_FROM) return encode(bytes, encoding);
  const kept = path.join(CACHE, `${createHash('sha256').update(bytes).digest('hex')}.${encoding}`);
  if (existsSync(kept)) return readFileSync(kept);
  const packed = await encode(bytes, encoding);
  mkdirSync(CACHE, { recursive: true });
  writeFileSync(kept, packed);
  return packed;
}

/**
 * Writes the file's compressed forms beside it, each only if it is smaller than the file (an older one is removed),
 * with the file's own modification time: that is how a server knows the twin still is the file (`encodedTwin`).
 */
export async function precompressFile(file: string): Promise<void> {
  const bytes = readFileSync(file);
  const { atimeMs, mtimeMs } = statSync(file);
  await Promise.all(
    ENCODINGS.map(async ({ encoding, suffix }) => {
      const packed = await encodeOnce(bytes, encoding);
      if (packed.length >= bytes.length) return rmSync(file + suffix, { force: true });
      writeFileSync(file + suffix, packed);
      utimesSync(file + suffix, atimeMs / 1000, mtimeMs / 1000);
    }),
  );
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
 * vite-plugin-pwa builds when the bundle closes), each text file is compressed beside it.
 */
export function precompressPlugin(): Plugin {
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
        if (!error && !server) await precompressTree(outDir);
      },
    },
  };
}

/**
 * The encodings a request's Accept-Encoding takes, of those written beside files, the better first. A `q=0`
 * refuses one; `*` takes any.
 */
export function acceptedEncodings(accept: string | undefined): Encoding[] {
  const weights = new Map<string, number>();
  for (const part of (accept ?? '').toLowerCase().split(',')) {
    const [token = '', ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    if (token) weights.set(token, q ? Number(q.slice(2)) : 1);
  }
  const weight = (encoding: string) => weights.get(encoding) ?? weights.get('*') ?? 0;
  return ENCODINGS.filter(({ encoding }) => weight(encoding) > 0).map(({ encoding }) => encoding);
}

/** Times as a file system gives them back once set (seconds as a float: not always to the nanosecond). */
const sameMillisecond = (a: number, b: number) => Math.abs(a - b) < 1;

/**
 * The compressed twin to send for a file, if the request takes one and the build wrote it. A twin whose time is
 * not its file's (the file was changed after the build, or copied without its times) is passed over.
 */
export function encodedTwin(
  file: string,
  accept: string | undefined,
): { file: string; encoding: Encoding } | undefined {
  if (!isCompressible(file)) return undefined;
  for (const encoding of acceptedEncodings(accept)) {
    const twin = file + ENCODINGS.find((e) => e.encoding === encoding)!.suffix;
    if (existsSync(twin) && sameMillisecond(statSync(twin).mtimeMs, statSync(file).mtimeMs))
      return { file: twin, encoding };
  }
  return undefined;
}

/**
 * Answers a request for a file with its compressed twin, as nginx's brotli_static and Caddy's precompressed do
 * (with its validator, so a page asked again is a 304). False when there is none to send: the caller sends the
 * file as it would have.
 */
export function sendEncoded(req: IncomingMessage, res: ServerResponse, file: string): boolean {
  if (!isCompressible(file)) return false;
  res.setHeader('Vary', 'Accept-Encoding');
  const twin = encodedTwin(file, req.headers['accept-encoding']);
  if (!twin) return false;
  const { size, mtime } = statSync(twin.file);
  const etag = `W/"${twin.encoding}-${size.toString(16)}-${mtime.getTime().toString(16)}"`;
  res.setHeader('ETag', etag);
  res.setHeader('Last-Modified', mtime.toUTCString());
  const asked = req.headers['if-none-match']?.split(',').map((tag) => tag.trim()) ?? [];
  if (asked.includes(etag) || asked.includes('*')) {
    res.statusCode = 304;
    res.end();
    return true;
  }
  res.setHeader('Content-Type', TEXT_TYPES[path.extname(file)]!);
  res.setHeader('Content-Encoding', twin.encoding);
  res.setHeader('Content-Length', size);
  res.end(req.method === 'HEAD' ? undefined : readFileSync(twin.file));
  return true;
}

/** The file an address names under the folder, or none if the address would lead outside it (`/..%2f..`). */
export function fileUnder(dir: string, pathname: string): string | undefined {
  const root = path.resolve(dir);
  let file: string;
  try {
    file = path.resolve(root, `.${decodeURIComponent(pathname)}`);
  } catch {
    return undefined; // not an address: a malformed escape
  }
  return file === root || file.startsWith(root + path.sep) ? file : undefined;
}

/**
 * Sending the build's compressed twins (./precompress.ts) as nginx's brotli_static and Caddy's precompressed do:
 * for `npm start` (./site-files.ts) and the gate's static server. A twin goes only while it carries its file's
 * own time, so a file changed after the build is sent as it is now, compressed on the fly. Times are kept to a
 * clock tick (4 ms here): a copy rewritten within the tick its twin was copied in is not caught, so what rewrites
 * a built file removes its twins (dropTwins).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { ENCODINGS, TEXT_TYPES, isCompressible, type Encoding } from './precompress.ts';

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
 * not its file's (the file was changed after the build) is passed over.
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

/**
 * The file or folder an address names under the folder, or none if the address would lead outside it (`/..%2f..`)
 * or is not one (a malformed escape). A trailing slash is kept: `/404.html/` names no file.
 */
export function fileUnder(dir: string, pathname: string): string | undefined {
  const root = path.resolve(dir);
  let file: string;
  try {
    file = path.resolve(root, `.${decodeURIComponent(pathname)}`);
  } catch {
    return undefined; // not an address: a malformed escape
  }
  if (file !== root && !file.startsWith(root + path.sep)) return undefined;
  return pathname.endsWith('/') ? file + path.sep : file;
}

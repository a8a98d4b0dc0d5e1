/**
 * The image resizer the sample gallery API runs beside it (scripts/sample-api/server.ts), as a school would in front of
 * its own API's photos, built on IPX (the sharp-based resizer behind Nuxt Image):
 * GET /_ipx/w_<width>,f_<avif|webp|jpeg|auto>/<photo URL>.
 *
 * It answers only the widths the site asks for (src/lib/gallery/gallery-images.ts) and only photos from the site
 * itself (the sample) or from the configured photo hosts (SITE_GALLERY_IMAGE_HOSTS): it is not an open proxy.
 * Anything else gets a clear 4xx. Results are cached on disk (node_modules/.cache/resized), one job at a time,
 * so a cold cache never starves the machine.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createIPX, ipxHttpStorage, type IPXStorage } from 'ipx';
import type { Connect } from 'vite';
import { GALLERY_WIDTHS } from '../../src/lib/gallery/gallery-images.ts';
import { SAMPLE_IMAGE_PATH, SAMPLE_VERSION, samplePhoto } from './gallery-api.ts';

export const RESIZER_PATH = '/_ipx/';
const TYPES = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' } as const;
type Format = keyof typeof TYPES;
const QUALITY: Record<Format, string> = { avif: '50', webp: '72', jpeg: '78' };
/** Resized copies of a photo from another host are fetched again after a day. */
const REMOTE_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export interface ResizeRequest {
  width: number;
  format: Format | 'auto';
  source: URL;
  /** The photo is the site's own (the embedded sample), not from a configured photo host. */
  local: boolean;
}

export type Parsed = { ok: true; request: ResizeRequest } | { ok: false; status: number; message: string };

/** Read `/_ipx/w_640,f_webp/https://host/photo.jpg` into what to do, or the 4xx it deserves and why. */
export function parseResizeRequest(pathname: string, ownOrigin: string, allowedOrigins: readonly string[]): Parsed {
  const fail = (status: number, message: string): Parsed => ({ ok: false, status, message });
  const rest = pathname.slice(RESIZER_PATH.length);
  const slash = rest.indexOf('/');
  if (!pathname.startsWith(RESIZER_PATH) || slash < 1)
    return fail(400, 'Ask for /_ipx/w_<width>,f_<format>/<photo URL>.');
  let width: number | undefined;
  let format: ResizeRequest['format'] = 'auto';
  for (const modifier of rest.slice(0, slash).split(',')) {
    const [key, value = ''] = modifier.split('_');
    if (key === 'w') {
      if (!/^\d+$/.test(value) || !GALLERY_WIDTHS.includes(Number(value) as never))
        return fail(400, `The width must be one of ${GALLERY_WIDTHS.join(', ')} (got "${value}").`);
      width = Number(value);
    } else if (key === 'f') {
      const f = value === 'jpg' ? 'jpeg' : value;
      if (!(f in TYPES) && f !== 'auto')
        return fail(400, `The format must be avif, webp, jpeg or auto (got "${value}").`);
      format = f as ResizeRequest['format'];
    } else {
      return fail(400, `Unknown modifier "${modifier}": only w_<width> and f_<format> are answered.`);
    }
  }
  if (width === undefined) return fail(400, 'A width is needed: w_<width>.');
  let source: URL;
  try {
    source = new URL(decodeURI(rest.slice(slash + 1)));
  } catch {
    return fail(400, 'The photo must be given as an absolute http(s) URL.');
  }
  if (source.protocol !== 'https:' && source.protocol !== 'http:')
    return fail(400, 'The photo must be given as an absolute http(s) URL.');
  const local = source.origin === ownOrigin;
  if (local && !source.pathname.startsWith(SAMPLE_IMAGE_PATH))
    return fail(403, `From this site, only the gallery's photos (${SAMPLE_IMAGE_PATH}) are resized.`);
  if (!local && !allowedOrigins.includes(source.origin)) {
    const hosts = allowedOrigins.length
      ? `its photo hosts: ${allowedOrigins.join(', ')}`
      : 'no other host, as SITE_GALLERY_IMAGE_HOSTS names none';
    return fail(403, `This resizer fetches photos only from this site and ${hosts}; not from ${source.origin}.`);
  }
  return { ok: true, request: { width, format, source, local } };
}

/** AVIF where the browser takes it, else WebP, else JPEG. */
export function negotiate(format: ResizeRequest['format'], accept: string): Format {
  if (format !== 'auto') return format;
  if (accept.includes('image/avif')) return 'avif';
  return accept.includes('image/webp') ? 'webp' : 'jpeg';
}

export function imageResizer(root: string, allowedOrigins: readonly string[]): Connect.NextHandleFunction {
  // The embedded sample's photos come from this process; everything else over HTTP, from configured hosts only.
  const sample: IPXStorage = {
    name: 'sample',
    getMeta: () => ({ maxAge: 86_400 }),
    getData: async (id) => {
      const photo = await samplePhoto(
        root,
        decodeURIComponent(id.slice(SAMPLE_IMAGE_PATH.length).replace(/\.jpg$/, '')),
      );
      return photo && (photo.buffer.slice(photo.byteOffset, photo.byteOffset + photo.byteLength) as ArrayBuffer);
    },
  };
  const ipx = createIPX({
    storage: sample,
    httpStorage: ipxHttpStorage({ domains: allowedOrigins.map((origin) => new URL(origin).hostname) }),
  });
  const cacheDir = path.join(root, 'node_modules/.cache/resized');
  let queue: Promise<unknown> = Promise.resolve();
  const inFlight = new Map<string, Promise<Buffer>>();

  const resize = (request: ResizeRequest, format: Format): Promise<Buffer> => {
    const source = request.local ? `${request.source.pathname}|${SAMPLE_VERSION}` : request.source.href;
    const key = createHash('sha1')
      .update(`${source}|${request.width}|${format}|q${QUALITY[format]}`)
      .digest('hex')
      .slice(0, 24);
    const file = path.join(cacheDir, `${key}.${format}`);
    if (existsSync(file) && (request.local || Date.now() - statSync(file).mtimeMs < REMOTE_MAX_AGE_MS))
      return Promise.resolve(readFileSync(file));
    let job = inFlight.get(key);
    if (!job) {
      const id = request.local ? request.source.pathname : request.source.href;
      const run = () => ipx(id, { w: String(request.width), f: format, q: QUALITY[format] }).process();
      job = (queue = queue.then(run, run)).then(({ data }) => {
        const buffer = Buffer.from(data as Buffer);
        mkdirSync(cacheDir, { recursive: true });
        writeFileSync(file, buffer);
        return buffer;
      });
      job.finally(() => inFlight.delete(key)).catch(() => undefined);
      inFlight.set(key, job);
    }
    return job;
  };

  return (req, res, next) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (!url.pathname.startsWith(RESIZER_PATH)) return next();
    const fail = (status: number, message: string) => {
      res.statusCode = status;
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.end(JSON.stringify({ error: message }));
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') return fail(405, 'Only GET is answered.');
    const parsed = parseResizeRequest(url.pathname, `http://${req.headers.host ?? 'localhost'}`, allowedOrigins);
    if (!parsed.ok) return fail(parsed.status, parsed.message);
    const format = negotiate(parsed.request.format, String(req.headers.accept ?? ''));
    resize(parsed.request, format).then(
      (image) => {
        res.setHeader('Content-Type', TYPES[format]);
        res.setHeader('Content-Length', image.length);
        res.setHeader('Cache-Control', 'public, max-age=604800');
        if (parsed.request.format === 'auto') res.setHeader('Vary', 'Accept');
        res.end(req.method === 'HEAD' ? undefined : image);
      },
      (error: { statusCode?: number; message?: string }) => {
        const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 502;
        fail(
          status,
          status === 502
            ? `The photo could not be fetched or read: ${error.message ?? error}`
            : (error.message ?? 'Refused'),
        );
      },
    );
  };
}

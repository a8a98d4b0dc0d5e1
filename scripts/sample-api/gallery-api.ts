/**
 * A sample of a school's own gallery API (served by scripts/sample-api/server.ts): GET /api/galleries/{site} answers
 * the sample list (scripts/sample-api/gallery-sample.json, made-up test data) with an ETag, and the sample photos are served
 * from /sample-gallery/ as a phone camera takes them (4000 x 2667 JPEG, over 1 MB each), drawn by
 * scripts/build/artwork/draw.ts with photographic texture, generated at first use and cached in
 * node_modules/.cache/sample-gallery (never committed). The page never loads them as they are: it asks the
 * resizer (scripts/sample-api/image-resizer.ts) for the size it shows.
 *
 * GALLERY_SAMPLE_FILE names another sample file (read on every request): tests use it to change the list.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Connect } from 'vite';
import type { ArtKind } from '../../src/content/images.ts';
import { renderArtwork } from '../build/artwork/draw.ts';

interface SampleImage {
  _id: string;
  art: ArtKind;
  imgdescription?: string;
}
interface SampleGallery {
  _id: string;
  title: string;
  description: string;
  date: string;
  album: SampleImage[];
}

/** A 12-megapixel phone camera's photo. */
export const SAMPLE_WIDTH = 4000;
export const SAMPLE_HEIGHT = 2667;
export const SAMPLE_IMAGE_PATH = '/sample-gallery/';
/** Bumped when the drawing changes: cached photos (and the resizer's copies of them) are made again. */
export const SAMPLE_VERSION = 'v3';

function readSample(root: string): SampleGallery[] {
  const file = process.env.GALLERY_SAMPLE_FILE ?? path.join(root, 'scripts/sample-api/gallery-sample.json');
  return JSON.parse(readFileSync(file, 'utf8')) as SampleGallery[];
}

/** The API's answer: the sample with each image's drawing replaced by its address (on `origin`, this server). */
export function sampleAnswer(galleries: SampleGallery[], origin: string) {
  return galleries.map(({ album, ...gallery }) => ({
    ...gallery,
    album: album.map(({ art: _art, ...image }) => ({ ...image, url: `${origin}${SAMPLE_IMAGE_PATH}${image._id}.jpg` })),
  }));
}

/** Grey noise, `sigma` strong, `width` x `height`, as an sRGB PNG to lay over a picture. */
const noise = (width: number, height: number, sigma: number) =>
  sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma } },
  })
    .greyscale()
    .toColourspace('srgb');

/** Film grain: one tile, made once, laid over every photo at full size. */
let grainTile: Promise<Buffer> | undefined;
const grain = () => (grainTile ??= noise(256, 256, 40).png().toBuffer());

/**
 * The drawing, given texture at two scales (blotches and fine grain) so it keeps detail at every size, like a
 * photo: resized, it compresses about as a real photo does, not to the few KB flat shapes would. It is drawn at
 * a quarter of the size, enlarged, then given full-size grain, so the original is a camera-sized JPEG of over
 * 1 MB drawn in about a second and a half.
 */
async function drawPhoto(art: { kind: 'event'; seed: number }): Promise<Buffer> {
  const width = SAMPLE_WIDTH / 4;
  const height = Math.round(SAMPLE_HEIGHT / 4);
  const blotches = await noise(Math.round(width / 5), Math.round(height / 5), 55)
    .resize(width, height, { kernel: 'cubic' })
    .png()
    .toBuffer();
  const fine = await noise(width, height, 28).png().toBuffer();
  const small = await sharp(Buffer.from(renderArtwork(art, width, height)))
    .composite([
      { input: blotches, blend: 'soft-light' },
      { input: fine, blend: 'soft-light' },
    ])
    .png()
    .toBuffer();
  return sharp(small)
    .resize(SAMPLE_WIDTH, SAMPLE_HEIGHT, { kernel: 'lanczos3' })
    .composite([{ input: await grain(), tile: true, blend: 'soft-light' }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

const pending = new Map<string, Promise<Buffer>>();

/** A sample photo as a phone camera takes it (a JPEG over 1 MB), drawn at first use and cached on disk. */
export async function samplePhoto(root: string, id: string): Promise<Buffer | undefined> {
  const image = readSample(root)
    .flatMap((g) => g.album)
    .find((i) => i._id === id);
  if (!image) return undefined;
  const file = path.join(root, 'node_modules/.cache/sample-gallery', `${id}-${image.art}-${SAMPLE_VERSION}.jpg`);
  if (existsSync(file)) return readFileSync(file);
  const key = file;
  let job = pending.get(key);
  if (!job) {
    job = (async () => {
      mkdirSync(path.dirname(file), { recursive: true });
      const seed = [...id].reduce((sum, ch) => sum + ch.charCodeAt(0), 0);
      const art = {
        kind: 'event' as const,
        seed:
          seed * 8 +
          ['turf', 'fitness', 'students', 'leisure', 'campus', 'classroom', 'lab', 'library'].indexOf(image.art),
      };
      const photo = await drawPhoto(art);
      // Written whole, then renamed: another server process reading the cache never sees half a photo.
      const part = `${file}.${process.pid}.part`;
      writeFileSync(part, photo);
      renameSync(part, file);
      return photo;
    })().finally(() => pending.delete(key));
    pending.set(key, job);
  }
  return job;
}

/** The sample photo ids in the list, so a server can draw them all soon after it starts. */
export const samplePhotoIds = (root: string): string[] => readSample(root).flatMap((g) => g.album.map((i) => i._id));

export function galleryApi(root: string, siteKey: string): Connect.NextHandleFunction {
  return (req, res, next) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const api = /^\/api\/galleries\/([^/]+)\/?$/.exec(url.pathname);
    if (api) {
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('Cache-Control', 'no-cache');
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.statusCode = 405;
        res.end(JSON.stringify({ error: 'Only GET is supported.' }));
        return;
      }
      if (decodeURIComponent(api[1] ?? '') !== siteKey) {
        res.statusCode = 404;
        res.end(JSON.stringify({ error: `No galleries for site "${api[1]}".` }));
        return;
      }
      const body = JSON.stringify(sampleAnswer(readSample(root), `http://${req.headers.host ?? 'localhost'}`));
      const etag = `"${createHash('sha1').update(body).digest('hex').slice(0, 20)}"`;
      res.setHeader('ETag', etag);
      if (req.headers['if-none-match'] === etag) {
        res.statusCode = 304;
        res.end();
        return;
      }
      res.end(body);
      return;
    }
    if (url.pathname.startsWith(SAMPLE_IMAGE_PATH)) {
      const id = decodeURIComponent(url.pathname.slice(SAMPLE_IMAGE_PATH.length).replace(/\.jpg$/, ''));
      samplePhoto(root, id).then(
        (image) => {
          if (!image) return next();
          res.setHeader('Content-Type', 'image/jpeg');
          res.setHeader('Cache-Control', 'public, max-age=86400');
          res.end(image);
        },
        (error: unknown) => next(error),
      );
      return;
    }
    next();
  };
}

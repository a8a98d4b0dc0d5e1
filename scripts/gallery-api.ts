/**
 * The embedded gallery API that `npm run dev` and `npm start` serve, so the whole site works with no other
 * server: GET /api/galleries/{site} answers the sample list (scripts/gallery-sample.json) with an ETag, and
 * the sample images are drawn by scripts/artwork.ts and served from /sample-gallery/. A deployment points
 * the app at the real API with SITE_GALLERY_API instead (README, "Gallery API").
 *
 * GALLERY_SAMPLE_FILE names another sample file (read on every request): tests use it to change the list.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Connect, Plugin } from 'vite';
import type { ArtKind } from '../src/content/images.ts';
import { renderArtwork } from './artwork.ts';

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

const SAMPLE_WIDTH = 1280;
const SAMPLE_HEIGHT = 854;
export const SAMPLE_IMAGE_PATH = '/sample-gallery/';

function readSample(root: string): SampleGallery[] {
  const file = process.env.GALLERY_SAMPLE_FILE ?? path.join(root, 'scripts/gallery-sample.json');
  return JSON.parse(readFileSync(file, 'utf8')) as SampleGallery[];
}

/** The API's answer: the sample with each image's drawing replaced by its URL. */
export function sampleAnswer(galleries: SampleGallery[]) {
  return galleries.map(({ album, ...gallery }) => ({
    ...gallery,
    album: album.map(({ art: _art, ...image }) => ({ ...image, url: `${SAMPLE_IMAGE_PATH}${image._id}.webp` })),
  }));
}

async function sampleImage(root: string, id: string): Promise<Buffer | undefined> {
  const image = readSample(root)
    .flatMap((g) => g.album)
    .find((i) => i._id === id);
  if (!image) return undefined;
  const cache = path.join(root, 'node_modules/.cache/sample-gallery');
  const file = path.join(cache, `${id}-${image.art}.webp`);
  if (!existsSync(file)) {
    mkdirSync(cache, { recursive: true });
    const seed = [...id].reduce((sum, ch) => sum + ch.charCodeAt(0), 0);
    const svg = renderArtwork({ kind: 'event', seed: seed * 8 + ['turf', 'fitness', 'students', 'leisure', 'campus', 'classroom', 'lab', 'library'].indexOf(image.art) }, SAMPLE_WIDTH, SAMPLE_HEIGHT);
    writeFileSync(file, await sharp(Buffer.from(svg)).webp({ quality: 72 }).toBuffer());
  }
  return readFileSync(file);
}

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
      const body = JSON.stringify(sampleAnswer(readSample(root)));
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
      const id = decodeURIComponent(url.pathname.slice(SAMPLE_IMAGE_PATH.length).replace(/\.webp$/, ''));
      sampleImage(root, id).then(
        (image) => {
          if (!image) return next();
          res.setHeader('Content-Type', 'image/webp');
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

export function galleryApiPlugin(siteKey: string): Plugin {
  return {
    name: 'school-gallery-api',
    configureServer(server) {
      server.middlewares.use(galleryApi(server.config.root, siteKey));
    },
    configurePreviewServer(server) {
      server.middlewares.use(galleryApi(server.config.root, siteKey));
    },
  };
}

/**
 * The media step: every image in src/content/images.ts becomes AVIF and WebP files at several widths under
 * /media/. The source is the photo the school chose for it in the editor (src/content/<language>/photos.yaml,
 * a file in media/photos/), cropped to the image's shape, else the placeholder drawn by scripts/build/artwork/draw.ts.
 * Results are cached by content, so only changed images are redone.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Plugin } from 'vite';
import {
  imageFormats,
  imageUrl,
  imageWidths,
  images,
  type ImageEntry,
  type ImageName,
} from '../../src/content/images.ts';
import type { Content } from './content/load.ts';
import { VERSION_LENGTH } from '../../src/lib/media.ts';
import { renderArtwork } from './artwork/draw.ts';
import { writeWhole } from './write-whole.ts';

const ENCODER_VERSION = 'v1 avif q50 e3; webp q74';

/** The photo file chosen for an image (a path from the repository's root), or nothing for the placeholder. */
export type PhotoOf = (name: string) => string | undefined;

export interface MediaFile {
  /** URL path, e.g. /media/heroScience-1a2b3c4d-640.avif */
  url: string;
  file: string;
}

function sourceOf(root: string, entry: ImageEntry, photo: string | undefined): Buffer {
  if (photo) return readFileSync(path.join(root, photo.replace(/^\//, '')));
  return Buffer.from(renderArtwork(entry.art, entry.width, entry.height));
}

/** What an image's files are made from: its source's bytes, its size and the encoder, as a hex hash. */
function contentKey(bytes: Buffer, entry: ImageEntry): string {
  return createHash('sha1').update(bytes).update(`${entry.width}x${entry.height} ${ENCODER_VERSION}`).digest('hex');
}

/**
 * An image's version, in its files' names (src/lib/media.ts): a new photo, a new size or a new encoder is a new
 * address, which no phone or host has kept.
 */
export const imageVersion = (root: string, entry: ImageEntry, photo: string | undefined): string =>
  contentKey(sourceOf(root, entry, photo), entry).slice(0, VERSION_LENGTH);

export async function encodeImage(
  root: string,
  cacheDir: string,
  name: string,
  entry: ImageEntry,
  photo: string | undefined,
): Promise<MediaFile[]> {
  const bytes = sourceOf(root, entry, photo);
  const key = contentKey(bytes, entry);
  const dir = path.join(cacheDir, `${name}-${key.slice(0, 16)}`);
  const files = imageWidths(entry.width).flatMap((width) =>
    imageFormats.map((format) => {
      const url = imageUrl(name, key.slice(0, VERSION_LENGTH), width, format);
      return { url, file: path.join(dir, path.basename(url)), width, format };
    }),
  );
  if (files.every((f) => existsSync(f.file))) return files;

  mkdirSync(dir, { recursive: true });
  // A camera photo may be turned on its side in its EXIF: `rotate()` stands it up first.
  const base = await sharp(bytes, { density: 96 })
    .rotate()
    .resize(entry.width, entry.height, { fit: 'cover', position: 'attention' })
    .png()
    .toBuffer();
  for (const f of files) {
    const height = Math.round((entry.height * f.width) / entry.width);
    const pipeline = sharp(base).resize(f.width, height);
    const out = f.format === 'avif' ? pipeline.avif({ quality: 50, effort: 3 }) : pipeline.webp({ quality: 74 });
    writeWhole(f.file, await out.toBuffer());
  }
  return files;
}

/**
 * `encode` on every item, two at a time (the machines have two cores; each encoder is held to one thread), or
 * `workers` at a time for work that waits on the network, the results in the items' order.
 */
export async function encodeAll<T, R>(
  items: readonly T[],
  encode: (item: T) => Promise<R[]>,
  workers = 2,
): Promise<R[]> {
  const results: R[][] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await encode(items[i] as T);
    }
  };
  sharp.concurrency(1);
  await Promise.all(Array.from({ length: workers }, worker));
  return results.flat();
}

/** The photo the school chose for an image (photos.yaml, one choice for both languages), or none: the drawing. */
export const chosenPhoto = (content: Content, name: string): string | undefined =>
  (content.files.photos.en as Record<string, { photo: string } | undefined> | undefined)?.[name]?.photo || undefined;

const versionsOf = new WeakMap<Content, Record<ImageName, string>>();

/** Every image's version, for the pages (src/content/index.ts, SiteContent.imageVersion), once per content read. */
export function imageVersions(content: Content): Record<ImageName, string> {
  let versions = versionsOf.get(content);
  if (!versions) {
    versions = Object.fromEntries(
      (Object.entries(images) as [ImageName, ImageEntry][]).map(([name, entry]) => [
        name,
        imageVersion(content.root, entry, chosenPhoto(content, name)),
      ]),
    ) as Record<ImageName, string>;
    versionsOf.set(content, versions);
  }
  return versions;
}

/** Encode every image: the photos from the content's folder (`photoRoot`), the results cached in `cacheDir`. */
export function buildMedia(photoRoot: string, cacheDir: string, photoOf: PhotoOf): Promise<MediaFile[]> {
  return encodeAll(Object.entries(images) as [string, ImageEntry][], ([name, entry]) =>
    encodeImage(photoRoot, cacheDir, name, entry, photoOf(name)),
  );
}

const contentTypes: Record<string, string> = { avif: 'image/avif', webp: 'image/webp' };

/** The site's images, each from the photo the content names (in the content's folder, `photoRoot`). */
export function mediaPlugin(photoOf: PhotoOf, photoRoot: () => string): Plugin {
  let root = process.cwd();
  let built: { key: string; files: Promise<MediaFile[]> } | undefined;
  // Made again when the photos chosen change (in `npm run dev`, as the office saves).
  const load = () => {
    const key = Object.keys(images).map(photoOf).join();
    if (built?.key !== key)
      built = { key, files: buildMedia(photoRoot(), path.join(root, 'node_modules/.cache/media'), photoOf) };
    return built.files;
  };
  return {
    name: 'school-media',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle() {
      for (const f of await load()) {
        this.emitFile({ type: 'asset', fileName: f.url.slice(1), source: readFileSync(f.file) });
      }
    },
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        if (!req.url?.startsWith('/media/')) return next();
        const match = (await load()).find((f) => f.url === req.url?.split('?')[0]);
        if (!match) return next();
        res.setHeader('Content-Type', contentTypes[path.extname(match.file).slice(1)] ?? 'application/octet-stream');
        res.end(readFileSync(match.file));
      });
    },
  };
}

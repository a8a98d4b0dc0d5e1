/**
 * The galleries kept in the editor (src/content/<language>/galleries/), served by the site itself: the build
 * writes each photo in every size the gallery page asks for (AVIF and WebP at the gallery widths, beside the
 * photo's address: src/lib/gallery/gallery-images.ts, STATIC_GALLERY_PHOTOS) and the list, in the gallery API's shape,
 * as static files at the addresses the page calls (/api/galleries/{key}, and /api/galleries/{key}.2019-20 for each
 * older school year: ./gallery-list.ts). So dist/ alone serves a working gallery.
 * With SITE_GALLERY_API set, the school's own API is used instead, and none of this is written.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Connect, Plugin } from 'vite';
import { galleryApiUrl, galleryYearUrl } from '../../src/lib/gallery/gallery-client.ts';
import {
  GALLERY_FORMATS,
  GALLERY_WIDTHS,
  MAX_WIDTHS,
  STATIC_GALLERY_PHOTOS,
  resizedUrl,
} from '../../src/lib/gallery/gallery-images.ts';
import type { Content } from './content/load.ts';
import { buildDay } from './content/notice-views.ts';
import { contentKey, galleryYears, photoBytes, photoUrl, publishedUrl } from './gallery-list.ts';
import { encodeAll } from './media.ts';
import type { Env } from '../../src/lib/identity.ts';
import type { PhotoBucket } from './photo-store/bucket.ts';
import { fetchSizes, markOf } from './photo-store/store.ts';
import { writeWhole } from './write-whole.ts';

/** Every width a gallery box can ask for (the viewer's largest is the largest). */
const WIDTHS = GALLERY_WIDTHS.filter((w) => w <= MAX_WIDTHS.viewer);

/** Every photo of the editor's galleries, by its address. */
export const galleryPhotos = (content: Content): string[] => [
  ...new Set(content.collections.galleries.en.flatMap((g) => g.photos.map(photoUrl))),
];

export interface SizedPhoto {
  url: string;
  file: string;
}

/**
 * The object store that keeps the photos' sizes (scripts/photos/), and the photos it holds whole (their marks).
 * `leave`: the deploy serves the photos from the store, so what it holds need not be in dist/.
 */
export interface StoreCache {
  bucket: PhotoBucket;
  held: ReadonlySet<string>;
  leave?: boolean;
}

/** A photo's published address and the files of its sizes in the build's cache (`all`: with the photo's own). */
function sizesOf(root: string, cacheDir: string, url: string) {
  const bytes = photoBytes(root, url);
  const key = contentKey(bytes);
  const published = publishedUrl(url, key);
  const dir = path.join(cacheDir, key.slice(0, 16));
  const files = WIDTHS.flatMap((width) =>
    GALLERY_FORMATS.map((format) => {
      const sized = resizedUrl(STATIC_GALLERY_PHOTOS, `http://site${published}`, width, format);
      return { url: sized, file: path.join(dir, path.basename(sized)), width, format };
    }),
  );
  const largest = files.filter((f) => f.format === 'webp').at(-1)!;
  const all = [...files, { url: published, file: largest.file }];
  const mark = markOf(
    published.replace(/\.webp$/, ''),
    all.map((f) => f.url),
  );
  return { bytes, dir, files, all, mark };
}

/**
 * One photo in every width and format, as it is (never cropped, never enlarged), cached by its bytes. `root` is the
 * content's folder (the checkout, or SITE_CONTENT_ROOT), where the editor put the photo. A photo the object store
 * holds is copied from it, not encoded: with the store, a build with an empty cache encodes only new photos.
 */
export async function sizePhoto(
  root: string,
  cacheDir: string,
  url: string,
  store?: StoreCache,
): Promise<SizedPhoto[]> {
  const { bytes, dir, files, all, mark } = sizesOf(root, cacheDir, url);
  if (files.every((f) => existsSync(f.file))) return all;
  if (store?.held.has(mark)) {
    try {
      await fetchSizes(store.bucket, files);
      return all;
    } catch (error) {
      console.warn(`${(error as Error).message} So ${url} is encoded here instead.`);
    }
  }
  mkdirSync(dir, { recursive: true });
  // Each width decoded and made once, then written in both formats: a fifth less work than a decode for each file
  // (of a 2560 px photo, twelve times over), and the same bytes (for a photo with transparency, the same picture to
  // the last bit of rounding).
  for (const width of WIDTHS) {
    const resized = sharp(bytes).rotate().resize({ width, withoutEnlargement: true });
    const { data, info } = await resized.raw().toBuffer({ resolveWithObject: true });
    for (const f of files.filter((file) => file.width === width)) {
      const pipeline = sharp(data, { raw: info });
      const out = f.format === 'avif' ? pipeline.avif({ quality: 50, effort: 3 }) : pipeline.webp({ quality: 74 });
      writeWhole(f.file, await out.toBuffer());
    }
  }
  return all;
}

/**
 * Every size of these photos, for dist/. For a deploy whose photos the store serves (`store.leave`), a photo it holds
 * in these sizes is left there: neither encoded, fetched nor copied, so a build with an empty cache does no more
 * than a warm one, and dist/ holds only the new photos, which the deploy's step puts in the store
 * (scripts/photos/upload.ts). Encoding, two at a time: one at a time, the sample's photos took 25 s of a first build.
 * Copies from the store wait on the network, not the processor: eight at a time beside them.
 */
export async function sizeGalleryPhotos(
  root: string,
  cacheDir: string,
  urls: readonly string[],
  store?: StoreCache,
): Promise<{ sized: SizedPhoto[]; left: number }> {
  // Without a store nothing is held, and no photo is read for its mark.
  const heldUrls = new Set(store ? urls.filter((url) => store.held.has(sizesOf(root, cacheDir, url).mark)) : []);
  const held = (url: string) => heldUrls.has(url);
  const size = (url: string) => sizePhoto(root, cacheDir, url, store);
  const wanted = store?.leave ? urls.filter((url) => !held(url)) : urls;
  const [copied, encoded] = await Promise.all([
    encodeAll(wanted.filter(held), size, 8),
    encodeAll(
      wanted.filter((url) => !held(url)),
      size,
    ),
  ]);
  return { sized: [...copied, ...encoded], left: urls.length - wanted.length };
}

const contentTypes: Record<string, string> = { avif: 'image/avif', webp: 'image/webp' };

/** `store`: the photo store's copies, when the deployment names one (./photo-store/cache.ts). */
export function galleriesPlugin(
  content: () => Content,
  env: Env,
  store: () => Promise<StoreCache | undefined> = async () => undefined,
): Plugin {
  let root = process.cwd();
  let sized: { key: string; files: Promise<SizedPhoto[]> } | undefined;
  const cacheDir = () => path.join(root, 'node_modules/.cache/gallery-photos');
  const served = () => !content().identity.galleryApiBase;
  const listUrl = () => galleryApiUrl('', content().identity.gallerySiteKey);
  const sizeAll = async (urls: string[]): Promise<SizedPhoto[]> => {
    const { sized, left } = await sizeGalleryPhotos(content().root, cacheDir(), urls, await store());
    if (left)
      console.log(
        `${left} gallery photo${left === 1 ? ' is' : 's are'} in the photo store already, and left there: the site serves ${left === 1 ? 'it' : 'them'} from it.`,
      );
    return sized;
  };
  /** Every size of every photo, made again when the photos change (in `npm run dev`, as the office saves). */
  const photos = () => {
    const urls = galleryPhotos(content());
    // A photo replaced under the same name is made again (in `npm run dev`, as the office saves).
    const key = urls.map((url) => contentKey(photoBytes(content().root, url))).join();
    if (sized?.key !== key) {
      sized = {
        key,
        files: sizeAll(urls),
      };
    }
    return sized.files;
  };
  /** The lists by address: the first, and each older school year's. */
  const lists = (): Map<string, string> => {
    const { first, byYear } = galleryYears(content(), buildDay(env));
    return new Map([
      [listUrl(), JSON.stringify(first)],
      ...[...byYear].map(([year, items]): [string, string] => [galleryYearUrl(listUrl(), year), JSON.stringify(items)]),
    ]);
  };

  const serve: Connect.NextHandleFunction = (req, res, next) => {
    if (!served()) return next();
    const url = req.url?.split('?')[0] ?? '';
    const list = url.startsWith(listUrl()) ? lists().get(url) : undefined;
    if (list !== undefined) {
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('Cache-Control', 'no-cache');
      return res.end(list);
    }
    if (!url.startsWith('/media/galleries/')) return next();
    void photos().then((files) => {
      const file = files.find((f) => f.url === url);
      if (!file) return next();
      res.setHeader('Content-Type', contentTypes[path.extname(file.file).slice(1)] ?? 'application/octet-stream');
      res.end(readFileSync(file.file));
    }, next);
  };

  return {
    name: 'school-galleries',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle() {
      if (!served()) return;
      // The lists as files without an extension, at the addresses the page calls: any static host serves them.
      for (const [url, list] of lists()) this.emitFile({ type: 'asset', fileName: url.slice(1), source: list });
    },
    // The photos are copied beside the bundle, not emitted into it: ten years of them are 65,000 files, which
    // the bundle's every later step would go through.
    async writeBundle(options) {
      if (!served() || !options.dir) return;
      for (const file of await photos()) {
        const target = path.join(options.dir, file.url);
        mkdirSync(path.dirname(target), { recursive: true });
        copyFileSync(file.file, target);
      }
    },
    configureServer(server) {
      server.middlewares.use(serve);
    },
  };
}

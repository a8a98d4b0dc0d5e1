/**
 * The galleries kept in the editor (src/content/<language>/galleries/), served by the site itself: the build
 * writes each photo in every size the gallery page asks for (AVIF and WebP at the gallery widths, beside the
 * photo's address: src/lib/gallery-images.ts, STATIC_GALLERY_PHOTOS) and the list, in the gallery API's shape,
 * as a static file at the address the page calls (/api/galleries/{key}). So dist/ alone serves a working gallery.
 * With SITE_GALLERY_API set, the school's own API is used instead, and none of this is written.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Connect, Plugin } from 'vite';
import { galleryApiUrl } from '../../src/lib/gallery-client.ts';
import {
  GALLERY_FORMATS,
  GALLERY_WIDTHS,
  MAX_WIDTHS,
  STATIC_GALLERY_PHOTOS,
  resizedUrl,
} from '../../src/lib/gallery-images.ts';
import { VERSION_LENGTH } from '../../src/lib/media.ts';
import { languages } from '../../src/lib/routes.ts';
import type { Content } from './content/load.ts';
import { encodeAll } from './media.ts';

const ENCODER_VERSION = 'v1 avif q50 e3; webp q74; gallery';
/** Every width a gallery box can ask for (the viewer's largest is the largest). */
const WIDTHS = GALLERY_WIDTHS.filter((w) => w <= MAX_WIDTHS.viewer);

/** A gallery's photo, by its address in the repository (/media/galleries/day-1.jpg). */
const photoUrl = (photo: string) => `/${photo.replace(/^\//, '')}`;

/** What a photo's sizes are made from, as a hex hash: its bytes and the encoder. */
const contentKey = (bytes: Buffer) => createHash('sha1').update(bytes).update(ENCODER_VERSION).digest('hex');

/** A gallery photo's bytes, from the content's folder (the checkout, or SITE_CONTENT_ROOT). */
const photoBytes = (root: string, photo: string) => readFileSync(path.join(root, photoUrl(photo).slice(1)));

/**
 * The address the list gives a photo: its largest WebP copy, under the photo's own name and its content's version
 * (/media/galleries/day-1-a1b2c3d4.webp), so every address in the list answers, a photo the office replaces is a new
 * address, and the page finds each size from it ({stem}-{width}.{format}).
 */
const publishedUrl = (photo: string, key: string) =>
  `${photoUrl(photo).replace(/\.[^./]+$/, '')}-${key.slice(0, VERSION_LENGTH)}.webp`;

/** The list in the gallery API's shape: English first, every other language in `translations`; newest first. */
export function galleryList(content: Content): unknown[] {
  const byLang = Object.fromEntries(
    languages.map((lang) => [lang, new Map(content.collections.galleries[lang].map((g) => [g.slug, g]))]),
  );
  const english = [...byLang.en!.values()].sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
  return english.map((gallery) => {
    const other = (lang: string) => byLang[lang]?.get(gallery.slug);
    return {
      _id: gallery.slug,
      title: gallery.title,
      description: gallery.description,
      // Noon at the school: the same day for every visitor.
      date: `${gallery.date}T12:00:00+05:30`,
      translations: Object.fromEntries(
        languages
          .filter((lang) => lang !== 'en')
          .map((lang) => [lang, { title: other(lang)?.title, description: other(lang)?.description }]),
      ),
      album: gallery.photos.map((item, i) => ({
        _id: `${gallery.slug}-${i + 1}`,
        url: publishedUrl(item.photo, contentKey(photoBytes(content.root, item.photo))),
        ...(item.caption ? { imgdescription: item.caption } : {}),
        translations: Object.fromEntries(
          languages
            .filter((lang) => lang !== 'en')
            .map((lang) => [lang, { imgdescription: other(lang)?.photos[i]?.caption || undefined }]),
        ),
      })),
    };
  });
}

/** Every photo of the editor's galleries, by its address. */
export const galleryPhotos = (content: Content): string[] => [
  ...new Set(content.collections.galleries.en.flatMap((g) => g.photos.map((p) => photoUrl(p.photo)))),
];

export interface SizedPhoto {
  url: string;
  file: string;
}

/**
 * One photo in every width and format, as it is (never cropped, never enlarged), cached by its bytes. `root` is the
 * content's folder (the checkout, or SITE_CONTENT_ROOT), where the editor put the photo.
 */
export async function sizePhoto(root: string, cacheDir: string, url: string): Promise<SizedPhoto[]> {
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
  if (files.every((f) => existsSync(f.file))) return all;
  mkdirSync(dir, { recursive: true });
  for (const f of files) {
    const pipeline = sharp(bytes).rotate().resize({ width: f.width, withoutEnlargement: true });
    const out = f.format === 'avif' ? pipeline.avif({ quality: 50, effort: 3 }) : pipeline.webp({ quality: 74 });
    writeFileSync(f.file, await out.toBuffer());
  }
  return all;
}

const contentTypes: Record<string, string> = { avif: 'image/avif', webp: 'image/webp' };

export function galleriesPlugin(content: () => Content): Plugin {
  let root = process.cwd();
  let sized: { key: string; files: Promise<SizedPhoto[]> } | undefined;
  const cacheDir = () => path.join(root, 'node_modules/.cache/gallery-photos');
  const served = () => !content().identity.galleryApiBase;
  const listUrl = () => galleryApiUrl('', content().identity.gallerySiteKey);
  /** Every size of every photo, made again when the photos change (in `npm run dev`, as the office saves). */
  const photos = () => {
    const urls = galleryPhotos(content());
    // A photo replaced under the same name is made again (in `npm run dev`, as the office saves).
    const key = urls.map((url) => contentKey(photoBytes(content().root, url))).join();
    if (sized?.key !== key) {
      sized = {
        key,
        // Two at a time: one at a time, the sample's photos took 25 s of a first build.
        files: encodeAll(urls, (url) => sizePhoto(content().root, cacheDir(), url)),
      };
    }
    return sized.files;
  };
  const list = () => JSON.stringify(galleryList(content()));

  const serve: Connect.NextHandleFunction = (req, res, next) => {
    if (!served()) return next();
    const url = req.url?.split('?')[0] ?? '';
    if (url === listUrl()) {
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('Cache-Control', 'no-cache');
      return res.end(list());
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
      // The list as a file without an extension, at the address the page calls: any static host serves it.
      this.emitFile({ type: 'asset', fileName: listUrl().slice(1), source: list() });
      for (const file of await photos())
        this.emitFile({ type: 'asset', fileName: file.url.slice(1), source: readFileSync(file.file) });
    },
    configureServer(server) {
      server.middlewares.use(serve);
    },
  };
}

/**
 * The toppers' photos, uploaded in the editor to media/toppers/ (each only with the family's consent): the build
 * crops each to a square around the face and writes it at the results page's two widths as WebP, under the names
 * scripts/build/content/results.ts gives them. In `npm run dev` they are made as the page asks for them.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Connect, Plugin } from 'vite';
import { TOPPER_PHOTOS } from '../../src/content/schema/results.ts';
import type { Content } from './content/load.ts';
import { topperPhotoSizes } from './content/results.ts';
import { encodeAll } from './media.ts';
import { writeWhole } from './write-whole.ts';

interface SizedPhoto {
  url: string;
  file: string;
}

/** Every topper's photo (one for both languages: a photo is not words), by its address in the content. */
export const topperPhotos = (content: Content): string[] => [
  ...new Set(
    content.collections.results.en.flatMap((result) =>
      result.toppers.filter((t) => t.consent && t.photo).map((t) => t.photo),
    ),
  ),
];

/** One photo's sizes, cached under `cacheDir` by their names (which carry the photo's content). */
async function sizeTopperPhoto(root: string, cacheDir: string, photo: string): Promise<SizedPhoto[]> {
  const sizes = topperPhotoSizes(root, photo).map((size) => ({
    ...size,
    file: path.join(cacheDir, path.basename(size.url)),
  }));
  if (sizes.every((size) => existsSync(size.file))) return sizes;
  mkdirSync(cacheDir, { recursive: true });
  const bytes = readFileSync(path.join(root, photo.replace(/^\//, '')));
  for (const size of sizes) {
    const square = sharp(bytes)
      .rotate()
      .resize({ width: size.width, height: size.width, fit: 'cover', position: sharp.strategy.attention });
    writeWhole(size.file, await square.webp({ quality: 74 }).toBuffer());
  }
  return sizes;
}

export function topperPhotosPlugin(content: () => Content): Plugin {
  let root = process.cwd();
  const cacheDir = () => path.join(root, 'node_modules/.cache/topper-photos');
  const photos = () =>
    encodeAll(topperPhotos(content()), (photo) => sizeTopperPhoto(content().root, cacheDir(), photo));

  const serve: Connect.NextHandleFunction = (req, res, next) => {
    const url = req.url?.split('?')[0] ?? '';
    if (!url.startsWith(`/${TOPPER_PHOTOS}/`)) return next();
    void photos().then((files) => {
      const file = files.find((f) => f.url === url);
      if (!file) return next();
      res.setHeader('Content-Type', 'image/webp');
      res.end(readFileSync(file.file));
    }, next);
  };

  return {
    name: 'school-topper-photos',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle() {
      for (const file of await photos())
        this.emitFile({ type: 'asset', fileName: file.url.slice(1), source: readFileSync(file.file) });
    },
    configureServer(server) {
      server.middlewares.use(serve);
    },
  };
}

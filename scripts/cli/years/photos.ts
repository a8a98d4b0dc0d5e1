/**
 * Ten years of gallery photos with the photo store (issue 64): the ten-year content (./fill.ts) with every gallery
 * holding 25 photos of its own, 5,000 distinct photos in all (small ones, so the run takes minutes: the counts of
 * files do not depend on a photo's size), built with the store kept by Miniflare on this machine.
 *
 *   npm run years:photos [-- <photos>]
 *
 * Measured, each built for Cloudflare Pages as the workflow builds it: a first build with an empty cache and an empty
 * store; the deploy's upload; what is left to publish; a build with an empty cache and the full store (what it holds
 * left there); and a build with a warm cache.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { parse, stringify } from 'yaml';
import { openBucket } from '../../build/photo-store/bucket.ts';
import { uploadPhotos } from '../../build/photo-store/store.ts';
import { buildFrom, SCRATCH, YEARS_TODAY } from './main.ts';
import { writeYears } from './fill.ts';
import { filesUnder } from './measure.ts';

const PER_GALLERY = 25;
const CACHE = 'node_modules/.cache/gallery-photos';

/** `count` photos, each its own picture (a colour and a pattern from its number), in `dir`. */
async function distinctPhotos(dir: string, count: number): Promise<string[]> {
  mkdirSync(dir, { recursive: true });
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    const name = `event-${String(i).padStart(5, '0')}.jpg`;
    const background = { r: (i * 37) % 256, g: (i * 91) % 256, b: (i * 53) % 256 };
    const mark = Buffer.from(
      `<svg width="320" height="240"><rect x="${i % 280}" y="${(i * 7) % 200}" width="40" height="40" fill="white"/></svg>`,
    );
    await sharp({ create: { width: 320, height: 240, channels: 3, background } })
      .composite([{ input: mark }])
      .jpeg({ quality: 80 })
      .toFile(path.join(dir, name));
    names.push(`/media/galleries/${name}`);
  }
  return names;
}

/** Gives each gallery of the content 25 photos of its own (with enough photos), in both languages. */
function givePhotos(root: string, photos: string[]): number {
  const dirs = ['en', 'ml'].map((lang) => path.join(root, 'src/content', lang, 'galleries'));
  const files = readdirSync(dirs[0]!).filter((file) => file.startsWith('gallery-'));
  files.forEach((file, i) => {
    // Round again when there are fewer photos than places (a quick run): every place filled, captions kept valid.
    const own = Array.from({ length: PER_GALLERY }, (_, n) => photos[(i * PER_GALLERY + n) % photos.length]!);
    for (const dir of dirs) {
      const gallery = parse(readFileSync(path.join(dir, file), 'utf8')) as { photos: string[] };
      writeFileSync(path.join(dir, file), stringify({ ...gallery, photos: own }));
    }
  });
  return files.length;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

function sizeOf(dist: string): { files: number; bytes: number } {
  const files = filesUnder(dist);
  return { files: files.length, bytes: files.reduce((sum, f) => sum + readFileSync(path.join(dist, f)).length, 0) };
}

async function main(count: number): Promise<void> {
  const dir = path.resolve(SCRATCH, 'photos');
  rmSync(dir, { recursive: true, force: true });
  const root = writeYears(path.join(dir, 'content'), 10, YEARS_TODAY);
  // The checkout's photos are linked; these are the years' own.
  rmSync(path.join(root, 'media'));
  mkdirSync(path.join(root, 'media'));
  cpSync('media/photos', path.join(root, 'media/photos'), { recursive: true });
  cpSync('media/galleries', path.join(root, 'media/galleries'), { recursive: true });
  const photos = await distinctPhotos(path.join(root, 'media/galleries'), count);
  const galleries = givePhotos(root, photos);
  // As the workflow builds for Cloudflare Pages with a store: what the store holds is left there (../../build/galleries.ts).
  const store = {
    PHOTO_STORE: 'school-photos',
    PHOTO_STORE_DIR: path.join(dir, 'store'),
    DEPLOY_TO: 'cloudflare-pages',
  };
  const dist = path.join(dir, 'dist');
  const kept = path.join(dir, 'kept-cache');
  if (existsSync(CACHE)) renameSync(CACHE, kept);
  try {
    const cold = buildFrom(root, dist, store);
    const built = sizeOf(dist);
    const { bucket, close } = await openBucket({ bucket: store.PHOTO_STORE, dir: store.PHOTO_STORE_DIR });
    const started = Date.now();
    const uploaded = await uploadPhotos(bucket, dist).finally(close);
    const uploadMs = Date.now() - started;
    const published = sizeOf(dist);
    rmSync(CACHE, { recursive: true, force: true });
    const fromStore = buildFrom(root, dist, store);
    const warm = buildFrom(root, dist, store);
    console.log(
      [
        `${photos.length} distinct photos in ${galleries} galleries over ten years, both languages:`,
        `- first build, empty cache and empty store: ${seconds(cold)}; dist/ ${built.files} files, ${mb(built.bytes)}`,
        `- the deploy's upload: ${uploaded.photos} photos, ${uploaded.files} files, in ${seconds(uploadMs)}`,
        `- published after it: ${published.files} files, ${mb(published.bytes)}`,
        `- build with an empty cache and the full store: ${seconds(fromStore)}; with a warm cache: ${seconds(warm)}; dist/ then ${sizeOf(dist).files} files`,
      ].join('\n'),
    );
  } finally {
    rmSync(CACHE, { recursive: true, force: true });
    if (existsSync(kept)) renameSync(kept, CACHE);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) void main(Number(process.argv[2]) || 5000);

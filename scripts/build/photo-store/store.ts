/**
 * The gallery photos' sizes in the object store (./bucket.ts), each under its address on the site
 * (`media/galleries/day-1-a1b2c3d4-640.avif`: named by content, so never overwritten with other bytes), and one mark
 * per photo and set of sizes (`done/media/galleries/day-1-a1b2c3d4/<sizes>`) written once all of them are in: a photo
 * half uploaded by a run that died has no mark, and is uploaded whole again; a new width or format is a new set. Nothing is ever deleted: a published page, or a phone's kept
 * copy of one, may name any photo ever sent (a year of photos costs cents: docs/hosting.md).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { VERSION_LENGTH } from '../../../src/lib/media.ts';
import { bounded, type PhotoBucket } from './bucket.ts';
import { writeWhole } from '../write-whole.ts';

export const DONE = 'done/';

/** Where the gallery photos' sizes are, in dist/ and in the store. */
export const GALLERY_PHOTOS = 'media/galleries/';

const CONTENT_TYPES: Record<string, string> = { avif: 'image/avif', webp: 'image/webp' };

/**
 * The photo (its published address without `.webp`: `/media/galleries/day-1-a1b2c3d4`) a size's address belongs to,
 * or null for a file that is no photo's size.
 */
export function photoOfFile(url: string): string | null {
  const match = new RegExp(`^(/${GALLERY_PHOTOS}.+-[0-9a-f]{${VERSION_LENGTH}})(?:-\\d+)?\\.(?:avif|webp)$`).exec(url);
  return match ? match[1]! : null;
}

/**
 * The mark of a photo (its address without `.webp`) whose sizes are these addresses: the photo, and a hash of its
 * files' names without it.
 */
export function markOf(photo: string, urls: readonly string[]): string {
  const sizes = urls.map((url) => url.slice(photo.length)).sort();
  return `${photo}/${createHash('sha1').update(sizes.join()).digest('hex').slice(0, 12)}`;
}

/** Every photo the store holds whole, with the sizes it holds it in: the marks (./markOf). */
export async function heldPhotos(bucket: PhotoBucket): Promise<Set<string>> {
  const held = new Set<string>();
  let cursor: string | undefined;
  do {
    const page = await bounded('listing the photos it holds', bucket.list({ prefix: DONE, cursor }));
    for (const { key } of page.objects) held.add(`/${key.slice(DONE.length)}`);
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return held;
}

/** Copies a held photo's sizes from the store into the build's cache, in place of encoding them. */
export async function fetchSizes(bucket: PhotoBucket, files: readonly { url: string; file: string }[]): Promise<void> {
  const bytes = await Promise.all(
    files.map(async ({ url }) => {
      const object = await bounded(`reading ${url}`, bucket.get(url.slice(1)));
      if (!object) throw new Error(`The photo store marks ${url}'s photo as held, but has no ${url}.`);
      return new Uint8Array(await object.arrayBuffer());
    }),
  );
  for (const [i, { file }] of files.entries()) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeWhole(file, bytes[i]!);
  }
}

export interface Uploaded {
  /** Photos put in the store by this run, and their files. */
  photos: number;
  files: number;
  /** Photos the store held already. */
  held: number;
}

/** The gallery photos' sizes in `dist`, by photo. */
export function photosIn(dist: string): Map<string, string[]> {
  const dir = path.join(dist, GALLERY_PHOTOS);
  const photos = new Map<string, string[]>();
  if (!existsSync(dir)) return photos;
  for (const name of readdirSync(dir).sort()) {
    const url = `/${GALLERY_PHOTOS}${name}`;
    const photo = photoOfFile(url);
    if (photo) photos.set(photo, [...(photos.get(photo) ?? []), url]);
  }
  return photos;
}

/**
 * The deploy's step before the static host's: every photo in `dist` the store lacks is put there, sizes first and
 * its mark last; then every photo's sizes leave `dist`, as the site's Worker serves them from the store. Four photos
 * at a time.
 */
export async function uploadPhotos(bucket: PhotoBucket, dist: string): Promise<Uploaded> {
  const held = await heldPhotos(bucket);
  const photos = [...photosIn(dist)];
  const result: Uploaded = { photos: 0, files: 0, held: 0 };
  let next = 0;
  const worker = async () => {
    while (next < photos.length) {
      const [photo, urls] = photos[next++]!;
      const mark = markOf(photo, urls);
      if (held.has(mark)) {
        result.held++;
        continue;
      }
      await Promise.all(
        urls.map((url) =>
          bounded(
            `storing ${url}`,
            bucket.put(url.slice(1), readFileSync(path.join(dist, url)), {
              httpMetadata: { contentType: CONTENT_TYPES[url.split('.').pop()!] },
            }),
          ),
        ),
      );
      await bounded(`marking ${photo} as stored`, bucket.put(`${DONE}${mark.slice(1)}`, new Uint8Array()));
      result.photos++;
      result.files += urls.length;
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  for (const urls of photosIn(dist).values()) for (const url of urls) rmSync(path.join(dist, url));
  return result;
}

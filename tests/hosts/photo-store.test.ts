/**
 * The gallery photos in an object store (issue 64), against Cloudflare R2 as Miniflare keeps it on this machine (the
 * same bucket binding wrangler gives the deploy at Cloudflare), and served by the site's _worker.js on wrangler's
 * Cloudflare Pages asset server with that bucket bound: the deploy puts only new photos there, a build with an empty
 * cache takes the rest from it instead of encoding them, and nothing a page may name is ever deleted.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sizeGalleryPhotos, sizePhoto, type SizedPhoto } from '../../scripts/build/galleries.ts';
import { bounded, openBucket, type PhotoBucket } from '../../scripts/build/photo-store/bucket.ts';
import { servePhotosFromStore } from '../../scripts/photos/pages.ts';
import { DONE, heldPhotos, photosIn, uploadPhotos } from '../../scripts/build/photo-store/store.ts';
import { get } from './http.ts';
import { cloudflarePages, nginx, pagesBindings } from './servers.ts';

/** While set, encoding a photo fails the test: what the store holds must be copied, not made again. */
const encoding = vi.hoisted(() => ({ refused: false }));
vi.mock('sharp', async (original) => {
  const real = ((await original()) as { default: typeof sharp }).default;
  const guarded = (...args: Parameters<typeof sharp>) => {
    if (encoding.refused) throw new Error('a photo was encoded');
    return real(...args);
  };
  return { default: Object.assign(guarded, real) };
});

const BUCKET = 'school-photos';
const scratch = mkdtempSync(path.join(tmpdir(), 'photo-store-test-'));
const root = path.join(scratch, 'content');
const cache = path.join(scratch, 'cache');
const persist = path.join(scratch, 'pages-state');
let store: { bucket: PhotoBucket; close(): Promise<void> };

/** A small camera-like photo of its own colour. */
async function photo(name: string, hue: number): Promise<void> {
  const file = path.join(root, 'media/galleries', `${name}.jpg`);
  mkdirSync(path.dirname(file), { recursive: true });
  const background = { r: hue, g: 255 - hue, b: (hue * 7) % 255 };
  await sharp({ create: { width: 400, height: 300, channels: 3, background } })
    .jpeg()
    .toFile(file);
}

/** dist/ as a build with these photos writes it: each photo's every size under /media/galleries/. */
async function distWith(names: string[]): Promise<{ dist: string; sized: SizedPhoto[][] }> {
  const dist = mkdtempSync(path.join(scratch, 'dist-'));
  const sized = [];
  for (const name of names) {
    const files = await sizePhoto(root, cache, `/media/galleries/${name}.jpg`);
    for (const { url, file } of files) cpSync(file, path.join(dist, url));
    sized.push(files);
  }
  return { dist, sized };
}

const keys = async (prefix: string) => (await store.bucket.list({ prefix })).objects.map((o) => o.key);

beforeAll(async () => {
  for (const [i, name] of ['assembly-1', 'assembly-2', 'sports-day-1', 'prize-day-1'].entries())
    await photo(name, 40 + i * 50);
  store = await openBucket({ bucket: BUCKET, dir: pagesBindings(persist) });
}, 60_000);
afterAll(async () => {
  await store?.close();
  rmSync(scratch, { recursive: true, force: true });
});

describe('the gallery photos in the object store', () => {
  it('a first deploy puts every size of every photo there, and takes them all out of dist/', async () => {
    const { dist } = await distWith(['assembly-1', 'assembly-2']);
    expect(await uploadPhotos(store.bucket, dist)).toEqual({ photos: 2, files: 26, held: 0 });
    expect(photosIn(dist).size).toBe(0);
    expect(await keys('media/galleries/')).toHaveLength(26);
    const held = [...(await heldPhotos(store.bucket))].map((mark) => mark.replace(/\/[0-9a-f]{12}$/, ''));
    expect(held.sort()).toEqual(
      [
        ...new Set((await keys('media/galleries/')).map((key) => `/${key.replace(/(-\d+)?\.(avif|webp)$/, '')}`)),
      ].sort(),
    );
  });

  it('a second deploy with one new photo puts only that photo’s sizes', async () => {
    const { dist } = await distWith(['assembly-1', 'assembly-2', 'sports-day-1']);
    expect(await uploadPhotos(store.bucket, dist)).toEqual({ photos: 1, files: 13, held: 2 });
    expect(await keys('media/galleries/')).toHaveLength(39);
  });

  it('a deleted gallery’s photos stay in the store, for the pages and phones that name them', async () => {
    const { dist } = await distWith(['sports-day-1']);
    expect(await uploadPhotos(store.bucket, dist)).toEqual({ photos: 0, files: 0, held: 1 });
    expect((await keys('media/galleries/assembly-1-')).length).toBe(13);
  });

  it('a photo half stored by a run that died is stored whole by the next', async () => {
    const { dist, sized } = await distWith(['prize-day-1']);
    for (const { url, file } of sized[0]!.slice(0, 3)) await store.bucket.put(url.slice(1), readFileSync(file));
    expect(await uploadPhotos(store.bucket, dist)).toEqual({ photos: 1, files: 13, held: 0 });
    expect(await keys(`${DONE}media/galleries/prize-day-1-`)).toHaveLength(1);
  });

  it('a build with an empty cache copies what the store holds and encodes nothing', async () => {
    const emptyCache = mkdtempSync(path.join(scratch, 'empty-cache-'));
    const held = await heldPhotos(store.bucket);
    await photo('not-stored', 250);
    encoding.refused = true;
    try {
      const files = await sizePhoto(root, emptyCache, '/media/galleries/assembly-2.jpg', {
        bucket: store.bucket,
        held,
      });
      expect(files).toHaveLength(13);
      for (const { url, file } of files.filter((f) => /-\d+\.(avif|webp)$/.test(f.url))) {
        const stored = await store.bucket.get(url.slice(1));
        expect(Buffer.from(readFileSync(file)).equals(Buffer.from(await stored!.arrayBuffer()))).toBe(true);
      }
      // A photo the store lacks would be encoded: refused here, so the guard is real.
      await expect(
        sizePhoto(root, emptyCache, '/media/galleries/not-stored.jpg', { bucket: store.bucket, held }),
      ).rejects.toThrow('a photo was encoded');
    } finally {
      encoding.refused = false;
    }
  });

  it('a build for Cloudflare Pages leaves what the store holds there: with an empty cache, only a new photo is made', async () => {
    const emptyCache = mkdtempSync(path.join(scratch, 'empty-cache-'));
    const held = await heldPhotos(store.bucket);
    await photo('new-today', 120);
    const reads: string[] = [];
    const bucket: PhotoBucket = {
      get: (key) => (reads.push(key), store.bucket.get(key)),
      put: (...args) => store.bucket.put(...args),
      list: (options) => store.bucket.list(options),
    };
    const urls = ['assembly-1', 'assembly-2', 'sports-day-1', 'new-today'].map((n) => `/media/galleries/${n}.jpg`);
    const left = await sizeGalleryPhotos(root, emptyCache, urls, { bucket, held, leave: true });
    expect(left.left).toBe(3);
    expect(new Set(left.sized.map(({ url }) => url.replace(/-[0-9a-f]+(-\d+)?\.(avif|webp)$/, '')))).toEqual(
      new Set(['/media/galleries/new-today']),
    );
    expect([left.sized.length, reads]).toEqual([13, []]);
    // Built for any other host, every photo is in dist/: the held ones read from the store, none encoded.
    encoding.refused = true;
    const everywhere = await sizeGalleryPhotos(root, emptyCache, urls, { bucket, held }).finally(() => {
      encoding.refused = false;
    });
    expect([everywhere.left, everywhere.sized.length, reads.length]).toEqual([0, 4 * 13, 3 * 12]);
  });

  it('a photo held in other sizes, or marked but gone, is encoded again rather than taken or lost', async () => {
    const held = await heldPhotos(store.bucket);
    const otherSizes = new Set([...held].map((mark) => mark.replace(/[0-9a-f]{12}$/, '000000000000')));
    const gone: PhotoBucket = {
      get: async () => null,
      put: async () => undefined,
      list: async () => ({ objects: [], truncated: false }),
    };
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    encoding.refused = true;
    try {
      for (const cache of [
        { bucket: store.bucket, held: otherSizes },
        { bucket: gone, held },
      ]) {
        const emptyCache = mkdtempSync(path.join(scratch, 'empty-cache-'));
        await expect(sizePhoto(root, emptyCache, '/media/galleries/assembly-2.jpg', cache)).rejects.toThrow(
          'a photo was encoded',
        );
      }
      expect(warned).toHaveBeenCalledWith(expect.stringMatching(/but has no .* So .* is encoded here instead\./));
    } finally {
      encoding.refused = false;
      warned.mockRestore();
    }
  });

  it('a store that never answers fails the run in words, within its bound', async () => {
    const never = new Promise<never>(() => {});
    await expect(bounded('listing the photos it holds', never, 50)).rejects.toThrow(
      'The photo store did not answer in 0.05 s: listing the photos it holds.',
    );
  });
});

describe("the site's Worker on Cloudflare Pages' asset server, with the bucket bound", () => {
  const site = path.join(scratch, 'site');
  let origin = '';
  let stop = async () => {};
  const photoHeaders = { 'Cache-Control': 'public, max-age=604800', 'X-Content-Type-Options': 'nosniff' };

  beforeAll(async () => {
    // The store's data is read by the server from here on: Miniflare lets go of it first.
    await store.close();
    mkdirSync(path.join(site, 'media/galleries'), { recursive: true });
    writeFileSync(path.join(site, 'index.html'), '<!doctype html><title>School</title>');
    writeFileSync(path.join(site, '404.html'), '<!doctype html><title>Not found</title>');
    await servePhotosFromStore(site, photoHeaders);
    writeFileSync(path.join(site, 'media/galleries/only-here-0123abcd-160.webp'), 'in the deployment');
    const host = await cloudflarePages(4371, { dist: site, photoStore: { dir: persist, bucket: BUCKET } });
    ({ origin, stop } = host);
    store = await openBucket({ bucket: BUCKET, dir: pagesBindings(persist) });
  }, 90_000);
  afterAll(() => stop());

  it('serves a stored photo with its type, its length, its ETag and the headers every photo has', async () => {
    const [key] = await keys('media/galleries/assembly-1-');
    const answer = await get(`${origin}/${key}`);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^image\/(avif|webp)$/);
    expect(answer.headers['cache-control']).toBe('public, max-age=604800');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(Number(answer.headers['content-length'])).toBeGreaterThan(0);
    const again = await get(`${origin}/${key}`, { headers: { 'If-None-Match': answer.headers.etag! } });
    expect(again.status).toBe(304);
  });

  it('serves a photo the store lacks from the deployment, and refuses one that is nowhere', async () => {
    expect((await get(`${origin}/media/galleries/only-here-0123abcd-160.webp`)).status).toBe(200);
    expect((await get(`${origin}/media/galleries/nowhere-0123abcd-160.webp`)).status).toBe(404);
    // A broken escape is no photo's address: not found, not an error of the Worker.
    expect((await get(`${origin}/media/galleries/%E0%A4-0123abcd-160.webp`)).status).toBe(404);
    expect(existsSync(path.join(site, '_worker.js'))).toBe(true);
  });

  // The bucket's public address, as R2 gives one (a custom domain), is stood in for by the Pages server above: it
  // answers /media/galleries/* from the same bucket.
  it("on nginx, as deploy-config prints it, fetches a photo not on the disk from the bucket's address", async () => {
    const server = await nginx({ http: 4372, https: 4373 }, { dist: site, photoStore: origin });
    try {
      const [key] = await keys('media/galleries/assembly-1-');
      const answer = await get(`${server.origin}/${key}`, { ca: server.ca });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^image\/(avif|webp)$/);
      // Once each, the server's own: the bucket's are left out.
      expect(answer.headers['cache-control']).toBe('public, max-age=604800');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const onDisk = await get(`${server.origin}/media/galleries/only-here-0123abcd-160.webp`, { ca: server.ca });
      expect(onDisk.body.toString()).toBe('in the deployment');
      const nowhere = await get(`${server.origin}/media/galleries/nowhere-0123abcd-160.webp`, { ca: server.ca });
      expect(nowhere.status).toBe(404);
    } finally {
      await server.stop();
    }
  });
});

/**
 * The gallery photos' object store as the build's cache (issue 64; scripts/photos/): with `PHOTO_STORE` set, each
 * photo the store holds is copied from it instead of encoded again (../galleries.ts, StoreCache), so a build with an
 * empty cache encodes only new photos. Built for Cloudflare Pages (`DEPLOY_TO=cloudflare-pages`), whose site serves
 * the photos from the store, a photo it holds is left there, not even copied: dist/ holds the new photos only, and
 * the deploy's step (`npm run photos:upload`) moves them to the store. Otherwise dist/ is the same with or without a
 * store, and works on every host. A store that cannot be reached costs time, not the publish: every photo is
 * encoded here and written to dist/, as without one.
 */
import type { Plugin } from 'vite';
import type { Env } from '../../../src/lib/identity.ts';
import { openBucket, photoStoreOf } from './bucket.ts';
import { heldPhotos } from './store.ts';
import type { StoreCache } from '../galleries.ts';

/** `leave`: the deploy serves the photos from the store (Cloudflare Pages), so dist/ need not hold what it holds. */
export function photoStoreCache(env: Env, leave = false): { plugin: Plugin; cache(): Promise<StoreCache | undefined> } {
  const store = photoStoreOf(env);
  let opened: Promise<{ cache?: StoreCache; close(): Promise<void> }> | undefined;
  const open = () =>
    (opened ??= (async () => {
      if (!store) return { close: async () => {} };
      let close = async () => {};
      try {
        const { bucket, close: closeBucket } = await openBucket(store);
        close = closeBucket;
        return { cache: { bucket, held: await heldPhotos(bucket), leave }, close };
      } catch (error) {
        await close().catch(() => undefined);
        console.warn(
          `The photo store ${store.bucket} (PHOTO_STORE) could not be read, so every gallery photo not in this build's cache is encoded here, which takes longer: ${(error as Error).message}`,
        );
        return { close: async () => {} };
      }
    })());
  return {
    plugin: {
      name: 'school-photo-store',
      async closeBundle() {
        if (opened) await (await opened).close();
        opened = undefined;
      },
    },
    cache: async () => (await open()).cache,
  };
}

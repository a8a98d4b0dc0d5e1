/**
 * The object store that keeps the gallery photos' sizes (issue 64): a Cloudflare R2 bucket, reached from Node
 * through wrangler's platform proxy, the very binding a Worker is given. `PHOTO_STORE` names the bucket (the
 * workflow's variable; wrangler signs in with CLOUDFLARE_API_TOKEN and CLOUDFLARE_ACCOUNT_ID). With
 * `PHOTO_STORE_DIR`, Miniflare's R2 kept in that folder stands in for it: the tests, or a school trying it out.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** What the photos ask of a bucket: R2Bucket's own methods, as a Worker's binding and Miniflare's have them. */
export interface PhotoBucket {
  get(key: string): Promise<{ arrayBuffer(): Promise<ArrayBuffer> } | null>;
  put(key: string, value: Uint8Array, options?: { httpMetadata?: { contentType?: string } }): Promise<unknown>;
  list(options: { prefix?: string; cursor?: string }): Promise<{
    objects: { key: string }[];
    truncated: boolean;
    cursor?: string;
  }>;
}

export interface PhotoStore {
  /** The bucket's name at Cloudflare (the Pages project binds it as PHOTOS). */
  bucket: string;
  /** Miniflare's copy on this machine, in place of Cloudflare's. */
  dir?: string;
}

/** The store the deployment names, if any. */
export function photoStoreOf(env: Record<string, string | boolean | undefined>): PhotoStore | undefined {
  const bucket = typeof env.PHOTO_STORE === 'string' ? env.PHOTO_STORE.trim() : '';
  const dir = typeof env.PHOTO_STORE_DIR === 'string' && env.PHOTO_STORE_DIR ? env.PHOTO_STORE_DIR : undefined;
  if (!bucket) return undefined;
  if (!/^[a-z0-9][a-z0-9-]{1,61}[a-z0-9]$/.test(bucket))
    throw new Error(
      `PHOTO_STORE is "${bucket}", which is not an R2 bucket's name: 3 to 63 lowercase letters, digits and hyphens.`,
    );
  return { bucket, dir };
}

/** The binding a Pages project and its _worker.js give the photos' bucket (docs/hosting.md). */
export const BINDING = 'PHOTOS';

/** Each call to the store is given this long; a store that never answers fails the run with a plain message. */
export const STORE_WAIT_MS = 60_000;

/** How often a wait on the store looks at the clock. */
const TICK_MS = 1000;

/**
 * `call`, or a failure once the store has had `ms` of this process's attention without answering. Time the process
 * spends on something else is not counted: a long synchronous step of the build (compressing thousands of pages
 * beside the photos' copying) holds back the store's answer, already arrived, with the clock; a plain timer then
 * fires first and blames the store (at ten years, eight photos the store held were encoded again for it). A tick
 * that comes late counts as two ticks, and never ends the wait itself: the next one, on time, comes after the
 * answers waiting have been read.
 */
export function bounded<T>(what: string, call: Promise<T>, ms = STORE_WAIT_MS): Promise<T> {
  const tick = Math.min(TICK_MS, ms);
  return new Promise<T>((resolve, reject) => {
    let waited = 0;
    let last = performance.now();
    const clock = setInterval(() => {
      const now = performance.now();
      const late = now - last > 2 * tick;
      waited += Math.min(now - last, 2 * tick);
      last = now;
      if (waited >= ms && !late) {
        clearInterval(clock);
        reject(new Error(`The photo store did not answer in ${ms / 1000} s: ${what}.`));
      }
    }, tick);
    call.then(
      (value) => {
        clearInterval(clock);
        resolve(value);
      },
      (error: unknown) => {
        clearInterval(clock);
        reject(error as Error);
      },
    );
  });
}

/** The bucket, open until `close`. wrangler is loaded only here: a build without a store never reads it. */
export async function openBucket(store: PhotoStore): Promise<{ bucket: PhotoBucket; close(): Promise<void> }> {
  const scratch = mkdtempSync(path.join(tmpdir(), 'photo-store-'));
  const configPath = path.join(scratch, 'wrangler.json');
  writeFileSync(
    configPath,
    JSON.stringify({
      name: 'school-photos',
      compatibility_date: '2026-07-01',
      r2_buckets: [{ binding: BINDING, bucket_name: store.bucket, remote: !store.dir }],
    }),
  );
  const { getPlatformProxy } = await import('wrangler');
  const starting = getPlatformProxy<Record<typeof BINDING, PhotoBucket>>({
    configPath,
    persist: store.dir ? { path: store.dir } : false,
    remoteBindings: !store.dir,
  });
  const forget = () => rmSync(scratch, { recursive: true, force: true });
  let proxy: Awaited<typeof starting>;
  try {
    proxy = await bounded(`opening the bucket ${store.bucket}`, starting);
  } catch (error) {
    // One that opens after all is closed then, so no workerd is left holding the build open.
    starting
      .then(
        (late) => late.dispose(),
        () => undefined,
      )
      .finally(forget);
    throw error;
  }
  return {
    bucket: proxy.env[BINDING],
    close: async () => {
      await proxy.dispose();
      forget();
    },
  };
}

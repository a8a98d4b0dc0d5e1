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

export function bounded<T>(what: string, call: Promise<T>, ms = STORE_WAIT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`The photo store did not answer in ${ms / 1000} s: ${what}.`)), ms);
  });
  return Promise.race([call, late]).finally(() => clearTimeout(timer));
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

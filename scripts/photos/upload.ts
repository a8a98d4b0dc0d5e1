/**
 * The deploy's step before Cloudflare Pages' (issue 64), with `PHOTO_STORE` naming the R2 bucket:
 *
 *   npm run photos:upload [-- <dist>]      puts the photos the store lacks there, takes every photo out of dist/,
 *                                          and adds the Worker that serves them from the store (./pages.ts)
 *   npm run photos:upload -- --own-server  the same without the Worker: nginx fetches them from the bucket's public
 *                                          address (npm run deploy-config -- --photo-store <address>)
 *
 * What it did, in plain words, on the run's page. A store that cannot be reached fails the step, and the publish
 * with it: the last good site stays up, and no page goes out naming photos that are nowhere.
 */
import { appendFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { contentRootOf, loadContent } from '../build/content/load.ts';
import { deployRules, headersAt } from '../build/deploy-rules.ts';
import { settingsOf } from '../build/settings.ts';
import { openBucket, photoStoreOf } from '../build/photo-store/bucket.ts';
import { servePhotosFromStore } from './pages.ts';
import { GALLERY_PHOTOS, uploadPhotos, type Uploaded } from '../build/photo-store/store.ts';

export const uploadReport = (bucket: string, { photos, files, held }: Uploaded): string =>
  photos + held === 0
    ? 'No gallery photo in dist/ to store.'
    : photos === 0
      ? `No new gallery photo: the store ${bucket} held all ${held}.`
      : `Put ${photos} new gallery photo${photos === 1 ? '' : 's'} (${files} files) in the store ${bucket}; it held the other ${held}.`;

/** The headers the hosts give a gallery photo, as dist/'s `_headers` gives them. */
export function photoHeaders(env = settingsOf()): Record<string, string> {
  const content = loadContent(contentRootOf(process.cwd(), env), env);
  return headersAt(deployRules(content, env), `/${GALLERY_PHOTOS}photo.webp`);
}

async function main(dist = 'dist', ownServer = false): Promise<void> {
  const store = photoStoreOf(settingsOf());
  if (!store) throw new Error('PHOTO_STORE is not set: name the R2 bucket that keeps the gallery photos.');
  const { bucket, close } = await openBucket(store);
  try {
    const report = uploadReport(store.bucket, await uploadPhotos(bucket, dist));
    if (!ownServer) await servePhotosFromStore(dist, photoHeaders());
    console.log(report);
    if (process.env.GITHUB_STEP_SUMMARY) appendFileSync(process.env.GITHUB_STEP_SUMMARY, `${report}\n`);
  } finally {
    await close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values, positionals } = parseArgs({ options: { 'own-server': { type: 'boolean' } }, allowPositionals: true });
  main(positionals[0], values['own-server']).catch((error: unknown) => {
    console.error(`The gallery photos were not stored, so nothing was published: ${(error as Error).message}`);
    process.exit(1);
  });
}

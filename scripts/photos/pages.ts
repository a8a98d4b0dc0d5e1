/**
 * dist/ made ready for Cloudflare Pages with the photos in the store (issue 64): the site's `_worker.js`
 * (./pages-worker.ts, with the headers the hosts give every photo written in) and `_routes.json`, which has Pages
 * run it for the photos' addresses only.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { bundle } from '../build/bundle.ts';
import { GALLERY_PHOTOS } from '../build/photo-store/store.ts';

const WORKER = path.resolve(import.meta.dirname, 'pages-worker.ts');

/** `_routes.json`: Pages runs the Worker for the photos' addresses only. */
export const PHOTO_ROUTES = { version: 1, include: [`/${GALLERY_PHOTOS}*`], exclude: [] };

/** Pages' `_worker.js`, answering with `headers` as well as a photo's own. */
export const pagesWorker = (headers: Record<string, string>): Promise<string> =>
  bundle(WORKER, { format: 'es', define: { PHOTO_HEADERS: JSON.stringify(headers) } });

/** Writes both into `dist`. */
export async function servePhotosFromStore(dist: string, headers: Record<string, string>): Promise<void> {
  writeFileSync(path.join(dist, '_worker.js'), await pagesWorker(headers));
  writeFileSync(path.join(dist, '_routes.json'), JSON.stringify(PHOTO_ROUTES));
}

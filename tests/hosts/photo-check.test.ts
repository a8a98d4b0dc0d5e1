/**
 * The check after a deploy whose photos are in the object store (scripts/photos/check.ts), against the site as
 * Cloudflare Pages serves it: wrangler's Pages asset server running the site's _worker.js, with the bucket (Miniflare's
 * R2) bound, and without it, as a school that forgot the binding has it; and against a host that never answers.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBucket } from '../../scripts/build/photo-store/bucket.ts';
import { uploadPhotos } from '../../scripts/build/photo-store/store.ts';
import { servePhotosFromStore } from '../../scripts/photos/pages.ts';
import { checkPhotos, checkReport, photoProblem, photosToCheck } from '../../scripts/photos/check.ts';
import { cloudflarePages, pagesBindings, type Host } from './servers.ts';

const BUCKET = 'school-photos';
const scratch = mkdtempSync(path.join(tmpdir(), 'photo-check-test-'));
const persist = path.join(scratch, 'pages-state');
/** Seven galleries, newest first, each with its cover (a photo at its version) and one more photo. */
const COVERS = Array.from({ length: 7 }, (_, i) => `event-${i + 1}-${String(i).repeat(8)}`);

/** dist/ as the build writes it: the gallery list, and each photo's sizes (their bytes stand in for a photo's). */
function siteWith(dir: string, stems: readonly string[]): string {
  mkdirSync(path.join(dir, 'media/galleries'), { recursive: true });
  mkdirSync(path.join(dir, 'api/galleries'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>School</title>');
  writeFileSync(path.join(dir, '404.html'), '<!doctype html><title>Not found</title>');
  const list = stems.map((stem, i) => ({
    _id: `gallery-${i}`,
    title: `Event ${i + 1}`,
    album: [{ url: `/media/galleries/${stem}.webp` }, { url: `/media/galleries/more-${i}-abcdef01.webp` }],
  }));
  writeFileSync(path.join(dir, 'api/galleries/school'), JSON.stringify(list));
  // An older year's list and a compressed twin: neither is read.
  writeFileSync(
    path.join(dir, 'api/galleries/school.2024-25'),
    JSON.stringify([{ title: 'Old', album: [{ url: '/media/galleries/old-01234567.webp' }] }]),
  );
  writeFileSync(path.join(dir, 'api/galleries/school.br'), 'compressed');
  for (const stem of stems)
    for (const width of [160, 320])
      for (const format of ['avif', 'webp'])
        writeFileSync(path.join(dir, `media/galleries/${stem}-${width}.${format}`), `${stem} at ${width}`);
  return dir;
}

const dist = siteWith(path.join(scratch, 'dist'), COVERS);
let bound: Host;
let unbound: Host;

beforeAll(async () => {
  const store = await openBucket({ bucket: BUCKET, dir: pagesBindings(persist) });
  try {
    await uploadPhotos(store.bucket, dist);
  } finally {
    await store.close();
  }
  await servePhotosFromStore(dist, { 'Cache-Control': 'public, max-age=604800' });
  bound = await cloudflarePages(4374, { dist, photoStore: { dir: persist, bucket: BUCKET } });
  unbound = await cloudflarePages(4375, { dist });
}, 90_000);
afterAll(async () => {
  await Promise.all([bound?.stop(), unbound?.stop()]);
  rmSync(scratch, { recursive: true, force: true });
});

describe('the photos checked after a deploy', () => {
  it("are the newest galleries' covers at their smallest size, from the site's own list", () => {
    expect(photosToCheck(dist)).toEqual(COVERS.slice(0, 5).map((stem) => `/media/galleries/${stem}-160.webp`));
    expect(photosToCheck(path.join(scratch, 'no-site'))).toEqual([]);
  });

  it('pass on a site that serves them from the bucket it has bound', async () => {
    const result = await checkPhotos(bound.origin, photosToCheck(dist));
    expect(result).toEqual({ checked: 5, problems: [] });
    expect(checkReport(bound.origin, result)).toBe(
      `${bound.origin} serves the gallery photos from the store: 5 checked.`,
    );
  });

  it('fail on a project without the binding, saying to bind the bucket as PHOTOS', async () => {
    const result = await checkPhotos(unbound.origin, photosToCheck(dist), { retryAfter: 0 });
    expect(result.problems).toHaveLength(5);
    for (const problem of result.problems) expect(problem).toMatch(/503.*Bind the R2 bucket .* as PHOTOS/);
    expect(checkReport(unbound.origin, result)).toMatch(/does not serve 5 of 5 gallery photos checked:\n- /);
  });

  it('name a photo the bound bucket does not hold', async () => {
    expect(await photoProblem(bound.origin, '/media/galleries/gone-89abcdef-160.webp')).toMatch(
      /not found\. The bucket bound .* as PHOTOS does not hold it/,
    );
  });

  it('fail within their bound on a site that never answers, in words', async () => {
    const held: Server = createServer(() => {});
    await new Promise<void>((listening) => held.listen(4376, '127.0.0.1', listening));
    try {
      const since = Date.now();
      const result = await checkPhotos('http://127.0.0.1:4376', photosToCheck(dist), { wait: 1000, retryAfter: 0 });
      expect(Date.now() - since).toBeLessThan(5000);
      expect(result.problems).toHaveLength(5);
      expect(result.problems[0]).toMatch(/no answer within 1 s\. Is the site's address right, and the site up\?/);
    } finally {
      held.closeAllConnections();
      held.close();
    }
  });
});

/**
 * After a deploy whose photos are in the object store (issue 64): a few of the published gallery photos fetched
 * from the site as a parent's phone asks for them, so a Pages project whose bucket is not bound, or bound to
 * another, is known from the run at once rather than from a parent's blank gallery.
 *
 *   npm run photos:check [-- <dist>] [--site <address>]     the site's address: SITE_ORIGIN unless given
 *
 * The workflow runs it in a job of its own after the publish (.github/workflows/deploy.yml), so a photo problem
 * never holds back a notice to parents' phones. Every fetch has a bound; a failure says what to do.
 */
import { appendFileSync, existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { parseGalleries } from '../../src/lib/gallery/gallery.ts';
import { resizedUrl, STATIC_GALLERY_PHOTOS } from '../../src/lib/gallery/gallery-images.ts';
import { settingsOf } from '../build/settings.ts';

/** How long one photo may take to answer. */
export const CHECK_WAIT_MS = 20_000;
/** How long a failing photo is given before it is asked again: a new deployment can take seconds to reach a domain. */
export const RETRY_AFTER_MS = 10_000;
/** The origin the lists are read against: a photo of the site comes back as its path, asked of the site given. */
const SITE = 'https://site.invalid';

/** How many galleries' first photos are fetched: the newest galleries. */
export const GALLERIES_CHECKED = 5;

/**
 * The addresses a phone asks for first (each gallery's cover, at its smallest size), of the newest galleries in
 * the published lists (dist/api/galleries/<key>; not the older years', nor the compressed twins), read as the
 * gallery page reads them (parseGalleries).
 */
export function photosToCheck(dist: string, count = GALLERIES_CHECKED): string[] {
  const folder = path.join(dist, 'api/galleries');
  if (!existsSync(folder)) return [];
  const lists = readdirSync(folder).filter((name) => !name.includes('.'));
  const covers = lists.flatMap((name) => {
    const list = parseGalleries(JSON.parse(readFileSync(path.join(folder, name), 'utf8')), SITE) ?? [];
    return list.flatMap((gallery) => (gallery.coverImage ? [gallery.coverImage] : []));
  });
  return covers
    .filter((url) => url.startsWith('/media/galleries/'))
    .slice(0, count)
    .map((url) => resizedUrl(STATIC_GALLERY_PHOTOS, `${SITE}${url}`, 160, 'webp'));
}

/** What is wrong with one photo as the site serves it, in words that say what to do, or null when it is served. */
export async function photoProblem(site: string, address: string, wait = CHECK_WAIT_MS): Promise<string | null> {
  let answer: Response;
  try {
    answer = await fetch(`${site}${address}`, { signal: AbortSignal.timeout(wait) });
  } catch (error) {
    const why =
      (error as Error).name === 'TimeoutError' ? `no answer within ${wait / 1000} s` : (error as Error).message;
    return `${address}: ${why}. Is the site's address right, and the site up?`;
  }
  await answer.body?.cancel();
  const type = answer.headers.get('Content-Type') ?? 'nothing';
  if (answer.ok && type.startsWith('image/')) return null;
  if (answer.status === 503)
    return `${address}: 503, the site's Worker has no bucket to read. Bind the R2 bucket PHOTO_STORE names to the Pages project as PHOTOS (Settings, Bindings), then publish again (docs/hosting.md).`;
  if (answer.status === 404)
    return `${address}: not found. The bucket bound to the Pages project as PHOTOS does not hold it: is it the bucket PHOTO_STORE names (docs/hosting.md)?`;
  if (answer.ok)
    return `${address}: answered with ${type}, not a photo. Are /media/galleries/* sent to the site's Worker (_routes.json)?`;
  return `${address}: answered ${answer.status}.`;
}

export interface Checked {
  checked: number;
  problems: string[];
}

/** Each photo to check, and those that fail asked once more after `retryAfter` (a deployment still arriving). */
export async function checkPhotos(
  site: string,
  addresses: readonly string[],
  { wait = CHECK_WAIT_MS, retryAfter = RETRY_AFTER_MS } = {},
): Promise<Checked> {
  const first = await Promise.all(addresses.map((address) => photoProblem(site, address, wait)));
  const failing = addresses.filter((_, i) => first[i]);
  if (failing.length === 0) return { checked: addresses.length, problems: [] };
  await new Promise((resolve) => setTimeout(resolve, retryAfter));
  const again = await Promise.all(failing.map((address) => photoProblem(site, address, wait)));
  return { checked: addresses.length, problems: again.filter((problem): problem is string => problem !== null) };
}

export const checkReport = (site: string, { checked, problems }: Checked): string =>
  checked === 0
    ? `No gallery photo is published, so none was checked on ${site}.`
    : problems.length === 0
      ? `${site} serves the gallery photos from the store: ${checked} checked.`
      : `${site} does not serve ${problems.length} of ${checked} gallery photos checked:\n${problems.map((p) => `- ${p}`).join('\n')}`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values, positionals } = parseArgs({ options: { site: { type: 'string' } }, allowPositionals: true });
  const site = (values.site ?? settingsOf().SITE_ORIGIN ?? '').replace(/\/+$/, '');
  if (!/^https?:\/\//.test(site)) {
    console.error('No site to check: give its address (--site https://school.example) or set SITE_ORIGIN.');
    process.exit(2);
  }
  const result = await checkPhotos(site, photosToCheck(positionals[0] ?? 'dist'));
  const report = checkReport(site, result);
  (result.problems.length ? console.error : console.log)(report);
  if (process.env.GITHUB_STEP_SUMMARY) appendFileSync(process.env.GITHUB_STEP_SUMMARY, `${report}\n`);
  process.exitCode = result.problems.length ? 1 : 0;
}

/**
 * The results page's data: each year's results, the newest first, each stream's pass rate worked out once here, and
 * only the toppers whose families agreed (the schema refuses any other, so the check here is a second lock).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ResultYear, Topper } from '../../../src/content/index.ts';
import { VERSION_LENGTH } from '../../../src/lib/media.ts';
import type { Lang } from '../../../src/lib/routes.ts';
import { streamKeys } from '../../../src/lib/streams.ts';
import type { Content } from './load.ts';

/** A topper's photo is shown in a 64 px circle: these are its widths at 1x and 2x. */
export const TOPPER_PHOTO_WIDTHS = [64, 128] as const;
/** What a photo's sizes are made with (scripts/build/topper-photos.ts): a new one makes new addresses. */
export const TOPPER_ENCODER = 'v1 webp q74 square attention; topper';

/**
 * A topper's photo's sizes, named by what they are made from (/media/toppers/anu-1a2b3c4d-128.webp), so a photo
 * the office replaces is a new address. `photo` is its address in the content (media/toppers/anu.jpg), under `root`.
 */
export function topperPhotoSizes(root: string, photo: string): { width: number; url: string }[] {
  const file = photo.replace(/^\//, '');
  const version = createHash('sha1')
    .update(readFileSync(path.join(root, file)))
    .update(TOPPER_ENCODER)
    .digest('hex')
    .slice(0, VERSION_LENGTH);
  const stem = file.replace(/\.[^./]+$/, '');
  return TOPPER_PHOTO_WIDTHS.map((width) => ({ width, url: `/${stem}-${version}-${width}.webp` }));
}

const topper = (root: string, { name, marks, photo }: { name: string; marks: number; photo: string }): Topper => {
  if (!photo) return { name, marks };
  const [small, large] = topperPhotoSizes(root, photo);
  return { name, marks, photo: { src: small!.url, srcSet: `${small!.url} 1x, ${large!.url} 2x` } };
};

/** The share of `passed` in `appeared`, in per cent to one decimal (98.25 is 98.3). */
export const passRate = (passed: number, appeared: number): number =>
  appeared > 0 ? Math.round((passed / appeared) * 1000) / 10 : 0;

export function resultYears(content: Content, lang: Lang): ResultYear[] {
  const entries = content.collections.results[lang];
  const years = [...new Set(entries.map((entry) => entry.year))].sort((a, b) => b - a);
  return years.map((year) => ({
    year,
    streams: entries
      .filter((entry) => entry.year === year)
      .sort((a, b) => streamKeys.indexOf(a.stream) - streamKeys.indexOf(b.stream))
      .map(({ stream, appeared, passed, fullAPlus, highest, toppers }) => ({
        stream,
        appeared,
        passed,
        fullAPlus,
        highest,
        rate: passRate(passed, appeared),
        toppers: toppers.filter((t) => t.consent).map((t) => topper(content.root, t)),
      })),
  }));
}

/**
 * A gallery made in the editor as the office makes one after an event (tests/e2e/editor-gallery*.spec.ts): the
 * phone's camera roll, one pick of its photos, and what the Save wrote.
 */
import type { Locator, Page } from '@playwright/test';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { readSavedBytes, savedNames } from './editor.ts';
import { eventPhotos } from './photos.ts';

export const GALLERY_FOLDER = (lang: string) => `src/content/${lang}/galleries`;

/**
 * The phone's camera roll: an event's `count` photos (4000 x 3000 JPEGs), named as a phone names them, taken on
 * `day` (such as 20261127) from 10:15 on, in the order taken, in a folder of their own (remove it after).
 */
export async function cameraRoll(count: number, day: string): Promise<{ folder: string; shots: string[] }> {
  const folder = mkdtempSync(path.join(tmpdir(), 'camera-roll-'));
  const shots = (await eventPhotos(count)).map((bytes, i) => {
    const file = path.join(folder, `IMG_${day}_1015${String(i).padStart(2, '0')}.jpg`);
    writeFileSync(file, bytes);
    return file;
  });
  return { folder, shots };
}

/** Where the editor writes a photo of the roll: its name, in lower case, as a WebP in the galleries' folder. */
export const uploadOf = (shot: string) => `/media/galleries/${path.basename(shot, '.jpg').toLowerCase()}.webp`;

/** The photos the gallery's Photos field lists (each by the address it will be saved at). */
export const listedPhotos = (field: Locator) => field.getByText(/^\/media\/galleries\/.+\.webp$/);

/**
 * One pick: Browse, Upload, the photos chosen in the phone's own picker, Insert. Each press goes through `tap` (the
 * choice in the picker is the caller's to count).
 */
export async function pickPhotos(
  page: Page,
  field: Locator,
  shots: string[],
  tap = (target: Locator) => target.click(),
): Promise<void> {
  await tap(field.getByRole('button', { name: 'Browse' }));
  const chooser = page.waitForEvent('filechooser');
  await tap(page.getByRole('dialog').getByRole('button', { name: 'Upload' }));
  await (await chooser).setFiles(shots);
  await tap(page.getByRole('button', { name: 'Insert' }));
}

/** How many of a new gallery's files the editor has written whole: its file in each language, and its photos. */
export const savedOfGallery = async (page: Page, slug: string, day: string): Promise<number> =>
  [
    ...(await savedNames(page, GALLERY_FOLDER('en'))),
    ...(await savedNames(page, GALLERY_FOLDER('ml'))),
    ...(await savedNames(page, 'media/galleries')),
  ].filter((name) => name === `${slug}.yaml` || name.startsWith(`img_${day}_`)).length;

/**
 * What every photo the editor writes for a gallery is: a WebP of at most 1,600 px (savedPhotos in
 * scripts/build/admin/editor-fields.ts).
 */
export const AS_SAVED = { format: 'webp', largest: true };

/** A gallery photo the editor wrote (by its address, `/media/galleries/….webp`): its bytes, and what it is. */
export async function savedPhoto(page: Page, upload: string) {
  const bytes = (await readSavedBytes(page, upload.slice(1)))!;
  const { format, width = 0, height = 0 } = await sharp(bytes).metadata();
  return { bytes, shape: { format, largest: Math.max(width, height) <= 1600 } };
}

/**
 * A photo the school uploads in the editor replaces the placeholder of its place: as a phone camera takes it
 * (6000 x 4000, turned on its side in its EXIF), cropped to the place's shape, in AVIF and WebP at every width.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { encodeImage, imageVersion } from '../../scripts/build/media.ts';
import { images } from '../../src/content/images.ts';
import { imageWidths } from '../../src/lib/media.ts';

const root = mkdtempSync(path.join(tmpdir(), 'media-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the media step, with a photo from the editor', () => {
  it('crops a huge camera photo, stood upright, to its place, at every width in both formats', async () => {
    mkdirSync(path.join(root, 'media/photos'), { recursive: true });
    // Landscape pixels, marked "rotate 90°": the camera was held upright, so the photo is a portrait.
    // Its left half red and right half blue as stored, so upright its top is red and its bottom blue.
    const half = (colour: string) =>
      sharp({ create: { width: 3000, height: 4000, channels: 3, background: colour } })
        .png()
        .toBuffer();
    await sharp({ create: { width: 6000, height: 4000, channels: 3, background: '#000' } })
      .composite([
        { input: await half('#ff0000'), left: 0, top: 0 },
        { input: await half('#0000ff'), left: 3000, top: 0 },
      ])
      .jpeg({ quality: 90 })
      .withMetadata({ orientation: 6 })
      .toFile(path.join(root, 'media/photos/director.jpg'));
    const entry = images.teamDirector;
    const files = await encodeImage(
      root,
      path.join(root, 'cache'),
      'teamDirector',
      entry,
      '/media/photos/director.jpg',
    );
    const version = imageVersion(root, entry, '/media/photos/director.jpg');
    expect(version).toMatch(/^[0-9a-f]{8}$/);
    expect(files.map((f) => f.url)).toEqual(
      imageWidths(entry.width).flatMap((w) => [
        `/media/teamDirector-${version}-${w}.avif`,
        `/media/teamDirector-${version}-${w}.webp`,
      ]),
    );
    const largest = await sharp(files.at(-1)?.file).metadata();
    expect([largest.width, largest.height]).toEqual([entry.width, entry.height]);
    expect(largest.format).toBe('webp');
    const { data, info } = await sharp(files.at(-1)?.file).raw().toBuffer({ resolveWithObject: true });
    const pixel = (y: number) => [
      ...data.subarray(
        (y * info.width + Math.round(info.width / 2)) * info.channels,
        (y * info.width + Math.round(info.width / 2)) * info.channels + 3,
      ),
    ];
    expect(pixel(10)[0]).toBeGreaterThan(200);
    expect(pixel(info.height - 10)[2]).toBeGreaterThan(200);
  }, 60_000);

  it('names an image by its content: the same photo keeps its address, a replaced one gets a new one', async () => {
    const entry = images.teamPrincipal;
    const photo = '/media/photos/principal.jpg';
    const put = (colour: string) =>
      sharp({ create: { width: 900, height: 1200, channels: 3, background: colour } })
        .jpeg()
        .toFile(path.join(root, photo.slice(1)));
    await put('#336699');
    const first = imageVersion(root, entry, photo);
    expect(imageVersion(root, entry, photo)).toBe(first);
    await put('#993366');
    expect(imageVersion(root, entry, photo)).not.toBe(first);
    // The drawing that stands in until a photo is chosen has a version too, the same every build.
    expect(imageVersion(root, entry, undefined)).toBe(imageVersion(root, entry, undefined));
  });
});

/**
 * Draws the photos of the sample galleries (media/galleries/*.jpg, src/content/<language>/galleries/*.yaml):
 * drawings that stand in for the school's photos until it uploads its own in the editor, as a phone camera would
 * hand them over (1600 x 1067 JPEG). Written once and committed; run again only to draw them anew:
 *   npx tsx scripts/cli/sample-galleries.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';
import type { ArtKind } from '../../src/content/images.ts';
import { renderArtwork } from '../build/artwork/draw.ts';

const photos: [file: string, kind: ArtKind, seed: number][] = [
  ['campus-1', 'campus', 101],
  ['campus-2', 'campus', 102],
  ['campus-3', 'leisure', 103],
  ['campus-4', 'campus', 104],
  ['classrooms-1', 'classroom', 111],
  ['classrooms-2', 'lab', 112],
  ['classrooms-3', 'library', 113],
  ['classrooms-4', 'lab', 114],
  ['classrooms-5', 'classroom', 115],
  ['sports-1', 'fitness', 121],
  ['sports-2', 'pool', 122],
  ['sports-3', 'turf', 123],
  ['daily-life-1', 'students', 131],
  ['daily-life-2', 'dorm', 132],
  ['daily-life-3', 'leisure', 133],
  ['daily-life-4', 'students', 134],
  ['daily-life-5', 'library', 135],
  ['daily-life-6', 'campus', 136],
];

mkdirSync('media/galleries', { recursive: true });
for (const [file, kind, seed] of photos) {
  const jpeg = await sharp(Buffer.from(renderArtwork({ kind, seed }, 1600, 1067)))
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
  writeFileSync(`media/galleries/${file}.jpg`, jpeg);
}
console.log(`Drew ${photos.length} sample gallery photos in media/galleries/.`);

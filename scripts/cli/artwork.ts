/** `npm run artwork`: every placeholder drawing as SVG in media/placeholders/, for a look. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { images } from '../../src/content/images.ts';
import { renderArtwork } from '../build/artwork/draw.ts';

const out = new URL('../../media/placeholders/', import.meta.url);
mkdirSync(out, { recursive: true });
for (const [name, image] of Object.entries(images)) {
  if (!image.art) continue;
  writeFileSync(new URL(`${name}.svg`, out), renderArtwork(image.art, image.width, image.height));
}
console.log(`Wrote ${Object.keys(images).length} placeholders to ${fileURLToPath(out)}`);

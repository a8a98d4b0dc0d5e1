/**
 * The editor's gallery photos are published under their name and their content's version
 * (scripts/build/galleries.ts): every size the page asks for is at {stem}-{width}.{format} beside the address the
 * list gives, and a photo the office replaces under the same file name is a new address (issue 43).
 */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../scripts/build/content/load.ts';
import { sizePhoto } from '../../scripts/build/galleries.ts';
import { galleryItems } from '../../scripts/build/gallery-list.ts';
import { GALLERY_FORMATS, STATIC_GALLERY_PHOTOS, resizedUrl } from '../../src/lib/gallery/gallery-images.ts';
import { contentCopies } from '../helpers/content-copy.ts';

const copies = contentCopies('gallery-photos-');
const cache = mkdtempSync(path.join(tmpdir(), 'gallery-sizes-'));
afterAll(() => {
  copies.removeAll();
  rmSync(cache, { recursive: true, force: true });
});

/** The address the list gives each photo of the first gallery. */
const firstAlbum = (root: string) =>
  (galleryItems(loadContent(root, {})) as unknown as { album: { url: string }[] }[])[0]!.album.map(
    (photo) => photo.url,
  );

describe("the editor's gallery photos", () => {
  // It encodes one photo at every width, in AVIF and WebP (2.6 s alone here, over the default 5 s beside the gate's
  // type check and lint on two cores): the bound guards against a hang, it is not a speed budget.
  it(
    'are published under their name and version, each size beside the address the list gives',
    { timeout: 60_000 },
    async () => {
      const root = copies.copyWith({});
      const [first] = firstAlbum(root);
      expect(first).toMatch(/^\/media\/galleries\/campus-1-[0-9a-f]{8}\.webp$/);
      const sized = await sizePhoto(root, cache, '/media/galleries/campus-1.jpg');
      expect(sized.map((file) => file.url)).toContain(first);
      for (const format of GALLERY_FORMATS)
        expect(sized.map((file) => file.url)).toContain(
          resizedUrl(STATIC_GALLERY_PHOTOS, `http://site${first}`, 640, format),
        );
    },
  );

  it('give a replaced photo a new address, and keep the others as they were', () => {
    const root = copies.copyWith({});
    const before = firstAlbum(root);
    mkdirSync(path.join(root, 'media/galleries'), { recursive: true });
    copyFileSync(path.join(root, 'media/galleries/sports-1.jpg'), path.join(root, 'media/galleries/campus-1.jpg'));
    const after = firstAlbum(root);
    expect(after[0]).not.toBe(before[0]);
    expect(after[0]).toMatch(/^\/media\/galleries\/campus-1-[0-9a-f]{8}\.webp$/);
    expect(after.slice(1)).toEqual(before.slice(1));
  });
});

/**
 * A gallery's photos are chosen many at once, the same in both languages, and its captions name them by number
 * (issue 66): what the build takes, and what it refuses in plain words.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { captionedPhotos, gallerySchema } from '../../src/content/schema/galleries.ts';

const gallery = {
  title: 'Annual sports day',
  description: 'The boys on the turf at the sports day.',
  date: '2026-11-27',
  photos: ['/media/galleries/img_1.webp', '/media/galleries/img_2.webp', '/media/galleries/img_3.webp'],
  captions: [{ photo: 2, caption: 'The relay' }],
};

const problems = (data: unknown) =>
  (v.safeParse(gallerySchema, data, { abortEarly: false }).issues ?? []).map(
    (issue) => `${(issue.path ?? []).map((item) => String(item.key)).join('.')}: ${issue.message}`,
  );

describe('a gallery', () => {
  it('takes its photos in the order chosen, each with its caption or none', () => {
    expect(problems(gallery)).toEqual([]);
    expect(captionedPhotos(v.parse(gallerySchema, gallery))).toEqual([
      { photo: '/media/galleries/img_1.webp', caption: '' },
      { photo: '/media/galleries/img_2.webp', caption: 'The relay' },
      { photo: '/media/galleries/img_3.webp', caption: '' },
    ]);
  });

  it('saved before any photo is chosen (the editor then writes neither list), it has none', () => {
    const { photos: _, captions: __, ...bare } = gallery;
    expect(v.parse(gallerySchema, bare)).toMatchObject({ photos: [], captions: [] });
  });

  it('refuses a caption for a photo it does not have, and two captions for one photo', () => {
    expect(problems({ ...gallery, captions: [{ photo: 4, caption: 'The pool' }] })).toEqual([
      'captions: names photo 4, but the gallery has 3 photos: give the number of one of them',
    ]);
    expect(
      problems({
        ...gallery,
        captions: [
          { photo: 2, caption: 'The relay' },
          { photo: 2, caption: 'The pool' },
        ],
      }),
    ).toEqual(['captions: has the same photo in entries 1 and 2: give each its own']);
  });

  it('refuses the shape before one pick (a photo and its caption per entry), naming the field', () => {
    const old = { ...gallery, photos: [{ photo: '/media/galleries/img_1.webp', caption: 'The relay' }] };
    expect(problems(old)).toEqual(['photos.0: should be the address of a photo']);
  });

  it('refuses more than 60 photos: a parent’s phone opens every one on the page', () => {
    const photos = Array.from({ length: 61 }, (_, i) => `/media/galleries/img_${i}.webp`);
    expect(problems({ ...gallery, photos })).toEqual(['photos: should have at most 60 entries (it has 61)']);
  });
});

/**
 * A gallery of photos (src/content/<language>/galleries/<name>.yaml, one file per language): its title and
 * description, its date, its photos (chosen many at once in the editor, the same in both languages) and the
 * captions of those that have one, in each language. The build makes every size the gallery page needs and lists
 * the galleries where the page asks for them (scripts/build/galleries.ts).
 */
import * as v from 'valibot';
import { date, optionalWords, paragraph, words } from './fields.ts';
import { wholeNumber } from './numbers.ts';
import { group, list } from './structure.ts';
import { photoList } from './uploads.ts';

export const GALLERY_PHOTOS = 'media/galleries';

/** The most photos a gallery holds: a parent's phone opens every one's small size on its page. */
export const MAX_GALLERY_PHOTOS = 60;

const fields = group('Gallery', 'A gallery of photos on the gallery page: its title, its date and its photos.', {
  title: words('Title', 'The gallery\'s title on its card, such as "Annual Sports Day".'),
  description: paragraph(
    'Description',
    'A sentence or two on the card, and under each photo without a caption of its own.',
  ),
  date: date('Date', 'The day of the event. The newest galleries come first.'),
  photos: photoList(
    'Photos',
    'Choose them all in one go: Browse, then Upload, and pick every photo of the event at once. They show in this order; the first is the cover. A camera photo is made smaller before it is saved; the site makes every size it needs.',
    GALLERY_PHOTOS,
    { max: MAX_GALLERY_PHOTOS },
  ),
  captions: v.optional(
    list(
      'Captions',
      'Only for the photos that need one: which photo, as the viewer numbers it ("Photo 3 of 30"), and what it shows. A photo without one shows the description. If you change the photos’ order, change these numbers too.',
      group('Caption', 'One photo’s caption.', {
        photo: wholeNumber('Photo number', 'Which photo: 1 is the first in Photos (the cover), 2 the next.', {
          min: 1,
          max: MAX_GALLERY_PHOTOS,
        }),
        caption: optionalWords(
          'Caption',
          'What the photo shows, in a few words, for everyone and for people who cannot see it. Leave empty to use the gallery’s description.',
        ),
      }),
      { min: 0, max: MAX_GALLERY_PHOTOS, summary: '{{fields.photo}}: {{fields.caption}}', distinct: 'photo' },
    ),
    [],
  ),
});

export const gallerySchema = v.pipe(
  fields,
  v.forward(
    v.check(
      (gallery) => gallery.captions.every((caption) => caption.photo <= gallery.photos.length),
      (issue) => {
        const { photos, captions } = issue.input as v.InferOutput<typeof fields>;
        const past = captions.find((caption) => caption.photo > photos.length)?.photo;
        return `names photo ${past}, but the gallery has ${photos.length === 1 ? '1 photo' : `${photos.length} photos`}: give the number of one of them`;
      },
    ),
    ['captions'],
  ),
);

export type GalleryEntry = v.InferOutput<typeof gallerySchema>;

/** The caption of a gallery's photo (`index` from 0) in the entry's language, or '' for none. */
export const captionOf = (gallery: Pick<GalleryEntry, 'captions'> | undefined, index: number): string =>
  gallery?.captions.find((caption) => caption.photo === index + 1)?.caption ?? '';

/** A gallery's photos in order, each with its caption in the entry's language ('' for none). */
export const captionedPhotos = (gallery: Pick<GalleryEntry, 'photos' | 'captions'>) =>
  gallery.photos.map((photo, i) => ({ photo, caption: captionOf(gallery, i) }));

/**
 * A gallery of photos (src/content/<language>/galleries/<name>.yaml, one file per language): its title and
 * description, its date, and its photos, each with an optional caption. The build makes every size the gallery
 * page needs and lists the galleries where the page asks for them (scripts/build/galleries.ts).
 */
import * as v from 'valibot';
import { date, optionalWords, paragraph, words } from './fields.ts';
import { group, list } from './structure.ts';
import { photo } from './uploads.ts';

export const GALLERY_PHOTOS = 'media/galleries';

export const gallerySchema = group(
  'Gallery',
  'A gallery of photos on the gallery page: its title, its date and its photos.',
  {
    title: words('Title', 'The gallery\'s title on its card, such as "Annual Sports Day".'),
    description: paragraph(
      'Description',
      'A sentence or two on the card, and under each photo without a caption of its own.',
    ),
    date: date('Date', 'The day of the event. The newest galleries come first.'),
    photos: list(
      'Photos',
      'The photos, in this order: the first is the cover. A camera photo is made smaller before it is saved; the site makes every size it needs.',
      group('Photo', 'One photo and its caption.', {
        photo: photo('Photo', 'The photo.', GALLERY_PHOTOS),
        caption: optionalWords(
          'Caption',
          "What the photo shows, in a few words, for everyone and for people who cannot see it. Leave empty to use the gallery's description.",
        ),
      }),
      { min: 0, max: 60, summary: '{{fields.caption}}' },
    ),
  },
);

export type GalleryEntry = v.InferOutput<typeof gallerySchema>;

/** The gallery page and its viewer (src/content/<language>/gallery.yaml). */
import * as v from 'valibot';
import { image, paragraph, words } from './fields.ts';
import { group } from './structure.ts';
import { page } from './page.ts';

export const galleryPageSchema = page(
  'gallery',
  'The words of the gallery page and its photo viewer (the galleries themselves are in Galleries).',
  {
    image: image('Photo', 'The large photo at the top of the page.'),
    eyebrow: words('Small heading', 'The small line above the heading.'),
    heading: words('Heading', "The page's main heading."),
    text: paragraph('Introduction', 'The sentence under the heading.'),
    listLabel: words('Name of the list', 'What screen readers call the list of galleries.'),
    loading: words('Loading', 'Read by screen readers while the galleries load.'),
    noScript: paragraph('Without JavaScript', 'Shown in a browser that runs no JavaScript.'),
    empty: paragraph('No galleries', 'Shown when there are no galleries.'),
    failed: paragraph('Could not load', 'Shown when the galleries could not be loaded; {reason} says why (below).', {
      tokens: ['reason'],
    }),
    reasons: group('Why', 'The reason, written into the message above.', {
      status: words('Server answered', '{code} is the number it answered with.', { tokens: ['code'] }),
      timeout: words('Too slow', 'The server took too long.'),
      invalidJson: words('Unreadable', 'The answer could not be read.'),
      notAList: words('Not a list', 'The answer was not a list of galleries.'),
      network: words('No connection', 'The server could not be reached.'),
    }),
    retry: words('Retry button', 'The button that tries again.'),
    offline: paragraph('Offline', 'Shown over the list saved on the phone when there is no connection.'),
    updated: words('Updated', 'Read by screen readers when a newer list arrives.'),
    showMore: words('Show more', 'The button under a long list; {n} is how many more there are.', { tokens: ['n'] }),
    earlier: group('Earlier galleries', 'The galleries of past school years, shown a year at a time.', {
      heading: words('Heading', 'Such as "Earlier galleries".'),
      year: words("A year's button", 'Such as "Galleries of {year}": {year} is the school year, such as 2025-26.', {
        tokens: ['year'],
      }),
    }),
    photoCount: group('Number of photos', "On each gallery's card.", {
      one: words('One photo', 'For a gallery of one photo.'),
      other: words('Photos', '{n} is how many.', { tokens: ['n'] }),
    }),
    noCover: words('No photos', 'On the card of a gallery without photos.'),
    viewer: group('Photo viewer', 'The viewer that opens over the page.', {
      close: words('Close', 'Read by screen readers on the close button.'),
      previous: words('Previous', 'Read by screen readers on the previous-photo button.'),
      next: words('Next', 'Read by screen readers on the next-photo button.'),
      fullscreen: words('Full screen', 'Read by screen readers on the full-screen button.'),
      exitFullscreen: words('Exit full screen', 'The same, while full screen.'),
      thumbnails: words('Name of the thumbnails', 'What screen readers call the small photos.'),
      position: words('Position', 'Under the photo; {n} is its number and {count} how many there are.', {
        tokens: ['n', 'count'],
      }),
      thumbnail: words('Thumbnail', 'Read by screen readers on each small photo; {n} is its number.', {
        tokens: ['n'],
      }),
      noPhotos: words('No photos', 'In the viewer of a gallery without photos.'),
      noGallery: words('No gallery', 'The heading when an address names no gallery.'),
      noGalleryText: paragraph('No gallery, text', 'Under that heading: what may have happened.'),
      backToList: words('Back', 'The link back to the list.'),
    }),
  },
);

export type GalleryPageContent = v.InferOutput<typeof galleryPageSchema>;

/** Every English word of the gallery page and its viewer. */
import type { GalleryFailure } from '../../lib/gallery-client.ts';
import type { ImageName } from '../images.ts';

const reasons = (failure: GalleryFailure): string => {
  switch (failure.kind) {
    case 'status':
      return `the server answered ${failure.code}`;
    case 'timeout':
      return 'the server took too long to answer';
    case 'invalid-json':
      return 'the answer was not valid JSON';
    case 'not-a-list':
      return 'the answer was not a list of galleries';
    case 'network':
      return 'the server could not be reached';
  }
};

export const gallery = {
  image: 'groupPhoto' as ImageName,
  eyebrow: 'Gallery',
  heading: 'Life on the campus',
  text: 'Events, celebrations, sports and everyday moments, in photographs.',
  listLabel: 'Galleries',
  loading: 'Loading the galleries…',
  noScript: 'The photo galleries need JavaScript, which this browser is not running. Every other page of the site works without it:',
  empty: 'There are no galleries yet. Please check back soon.',
  failed: (failure: GalleryFailure) => `We could not load the galleries (${reasons(failure)}). Please check your connection and try again.`,
  retry: 'Try again',
  offline: 'You are offline: this is the list saved on your device. It will refresh when you are back online.',
  updated: 'The galleries have been updated.',
  showMore: (left: number) => `Show more galleries (${left} more)`,
  photoCount: (n: number) => (n === 1 ? '1 photo' : `${n} photos`),
  noCover: 'No photos yet',
  viewer: {
    close: 'Close gallery',
    previous: 'Previous photo',
    next: 'Next photo',
    fullscreen: 'Full screen',
    exitFullscreen: 'Exit full screen',
    thumbnails: 'Photos in this gallery',
    position: (n: number, count: number) => `Photo ${n} of ${count}`,
    thumbnail: (n: number) => `Show photo ${n}`,
    noPhotos: 'This gallery has no photos yet.',
    noGallery: 'No gallery selected',
    noGalleryText: 'This gallery could not be found. It may have been removed.',
    backToList: 'Back to all galleries',
  },
};

export type GalleryContent = typeof gallery;

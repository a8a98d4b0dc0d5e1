import { describe, expect, it, vi } from 'vitest';
import {
  formatGalleryDate,
  imageDescription,
  parseGalleries,
  safeImageUrl,
  shortHash,
  slugify,
} from '../../src/lib/gallery/gallery.ts';
import { wrapIndex } from '../../src/lib/paging.ts';

const ORIGIN = 'https://school.example';
/** Minutes behind UTC in December 2025, as Date reports it (proves the zone really changed). */
const zoneOffset = (zone: string) =>
  ({ 'America/Los_Angeles': 480, 'Pacific/Kiritimati': -840, UTC: 0, 'Asia/Kolkata': -330 })[zone];
const image = (id: string, extra: Record<string, unknown> = {}) => ({
  _id: id,
  url: `/sample-gallery/${id}.webp`,
  ...extra,
});

describe('parseGalleries', () => {
  it('reads a well-formed answer and derives the cover from the first album image', () => {
    const [gallery] = parseGalleries(
      [
        {
          _id: 'sports',
          title: ' Sports Day ',
          description: 'Races',
          date: '2025-12-12T00:30:00+05:30',
          album: [image('a', { imgdescription: 'Final' }), image('b')],
        },
      ],
      ORIGIN,
    )!;
    expect(gallery).toEqual({
      id: 'sports',
      title: 'Sports Day',
      description: 'Races',
      date: '2025-12-11T19:00:00.000Z',
      album: [
        { id: 'a', url: '/sample-gallery/a.webp', description: 'Final' },
        { id: 'b', url: '/sample-gallery/b.webp' },
      ],
      coverImage: '/sample-gallery/a.webp',
    });
  });

  it('gives null for an answer that is not a list', () => {
    for (const answer of [null, undefined, 'oops', 42, { galleries: [] }])
      expect(parseGalleries(answer, ORIGIN)).toBeNull();
  });

  it('drops malformed entries and keeps the rest', () => {
    const galleries = parseGalleries(
      [
        null,
        7,
        'x',
        [],
        { title: '', album: [] },
        { title: 'No album' },
        { title: 'Album not a list', album: {} },
        { title: 'Fine', album: [] },
      ],
      ORIGIN,
    )!;
    expect(galleries.map((g) => g.title)).toEqual(['Fine']);
    expect(galleries[0]?.coverImage).toBeNull();
    expect(galleries[0]?.date).toBeNull();
  });

  it('refuses hostile image URLs and keeps text as plain text', () => {
    const [gallery] = parseGalleries(
      [
        {
          title: '<img src=x onerror=alert(1)>',
          description: '<script>alert(1)</script>',
          album: [
            { url: 'javascript:alert(1)' },
            { url: 'data:image/svg+xml,<svg onload=alert(1)>' },
            { url: 'vbscript:msgbox' },
            { url: ' JaVaScRiPt:alert(1)' },
            { url: '/ok.webp" onerror="alert(1)' },
            { url: 42 },
            { url: 'https://cdn.example/ok.jpg', imgdescription: { html: '<b>' } },
            { url: 'http://cdn.example/ok2.jpg' },
            { url: '//cdn.example/ok3.jpg' },
          ],
        },
      ],
      ORIGIN,
    )!;
    expect(gallery!.album.map((i) => i.url)).toEqual([
      'https://cdn.example/ok.jpg',
      'http://cdn.example/ok2.jpg',
      'https://cdn.example/ok3.jpg',
    ]);
    expect(gallery!.album[0]?.description).toBeUndefined();
    expect(gallery!.title).toBe('<img src=x onerror=alert(1)>');
    expect(gallery!.coverImage).toBe('https://cdn.example/ok.jpg');
  });

  it('makes stable, unique ids: the API id, else a slug of title and date', () => {
    const galleries = parseGalleries(
      [
        { title: 'Arts Festival', date: '2025-10-18T18:00:00+05:30', album: [] },
        { title: 'Arts Festival', date: '2025-10-18T18:00:00+05:30', album: [] },
        { _id: 'x1', title: 'Arts Festival', album: [] },
        { _id: 'x1', title: 'Copy of x1', album: [] },
        { title: 'Ōnam Celebrations!', album: [] },
      ],
      ORIGIN,
    )!;
    expect(galleries.map((g) => g.id)).toEqual([
      'arts-festival-2025-10-18',
      `arts-festival-2025-10-18-${shortHash('0')}`,
      'x1',
      'x1-2',
      'onam-celebrations',
    ]);
    expect(
      parseGalleries([{ title: 'Arts Festival', date: '2025-10-18T18:00:00+05:30', album: [] }], ORIGIN)![0]?.id,
    ).toBe('arts-festival-2025-10-18');
  });

  it('keeps a Malayalam title in the id, so a shared address opens the same gallery whatever the list holds', () => {
    const onam = { title: 'ഓണാഘോഷം', date: '2025-09-05T10:00:00+05:30', album: [{ url: '/onam-1.jpg' }] };
    const sports = { title: 'കായികദിനം', date: '2025-12-12T10:00:00+05:30', album: [{ url: '/sports-1.jpg' }] };
    const id = parseGalleries([onam, sports], ORIGIN)![0]?.id;
    expect(id).toBe('ഓണാഘോഷം-2025-09-05');
    // Another gallery first in the list, or gone: the same id.
    expect(parseGalleries([sports, onam], ORIGIN)!.find((g) => g.title === 'ഓണാഘോഷം')?.id).toBe(id);
    expect(parseGalleries([onam], ORIGIN)![0]?.id).toBe(id);
    // Without dates (the old slug dropped every Malayalam letter: "gallery", then "gallery-2" by order).
    const undated = (list: { title: string }[]) =>
      Object.fromEntries(
        parseGalleries(
          list.map(({ title }) => ({ title, album: [] })),
          ORIGIN,
        )!.map((g) => [g.title, g.id]),
      );
    expect(undated([onam, sports])).toEqual(undated([sports, onam]));
    // Two galleries of the same title and day are told apart by their photos, not by their place in the list.
    const again = { ...onam, album: [{ url: '/onam-2.jpg' }] };
    const ids = (list: unknown[]) =>
      parseGalleries(list, ORIGIN)!
        .map((g) => `${g.coverImage} ${g.id}`)
        .sort();
    expect(ids([onam, again])).toEqual(ids([onam, again]));
    expect(ids([onam, again])[1]).toBe(`/onam-2.jpg ${id}-${shortHash('/onam-2.jpg')}`);
  });

  it("shows a gallery's words in the page's language where the list gives them, and its own elsewhere", () => {
    const list = [
      {
        _id: 'g',
        title: 'Sports',
        description: 'A day',
        translations: { ml: { title: 'കായികം', description: 'ഒരു ദിവസം' } },
        album: [{ url: '/a.jpg', imgdescription: 'Race', translations: { ml: { imgdescription: 'ഓട്ടം' } } }],
      },
    ];
    expect(parseGalleries(list, ORIGIN, 'ml')![0]).toMatchObject({
      id: 'g',
      title: 'കായികം',
      description: 'ഒരു ദിവസം',
      album: [{ description: 'ഓട്ടം' }],
    });
    expect(parseGalleries(list, ORIGIN, 'en')![0]).toMatchObject({
      title: 'Sports',
      description: 'A day',
      album: [{ description: 'Race' }],
    });
  });
});

describe('safeImageUrl', () => {
  it('keeps same-origin paths as paths', () => {
    expect(safeImageUrl('https://school.example/a.webp?x=1', ORIGIN)).toBe('/a.webp?x=1');
    expect(safeImageUrl('/a.webp', ORIGIN)).toBe('/a.webp');
    expect(safeImageUrl('', ORIGIN)).toBeUndefined();
  });
});

describe('formatGalleryDate', () => {
  it('shows the school-day date in en-CA form whatever the visitor’s time zone', () => {
    // 00:30 in Kerala on 12 December is still 11 December in UTC and in the Americas.
    expect(formatGalleryDate('2025-12-11T19:00:00.000Z')).toBe('2025-12-12');
    expect(formatGalleryDate('2025-08-15T02:30:00.000Z')).toBe('2025-08-15');
    expect(formatGalleryDate('2025-08-14T18:29:59.000Z')).toBe('2025-08-14');
    expect(formatGalleryDate('2025-08-14T18:30:00.000Z')).toBe('2025-08-15');
    for (const zone of ['America/Los_Angeles', 'Pacific/Kiritimati', 'UTC', 'Asia/Kolkata']) {
      vi.stubEnv('TZ', zone);
      expect(new Date('2025-12-11T19:00:00.000Z').getTimezoneOffset(), zone).toBe(zoneOffset(zone));
      expect(formatGalleryDate('2025-12-11T19:00:00.000Z'), zone).toBe('2025-12-12');
    }
    vi.unstubAllEnvs();
    expect(formatGalleryDate(null)).toBe('');
    expect(formatGalleryDate('not a date')).toBe('');
  });
});

describe('slugify and descriptions', () => {
  it('slugs titles to URL-safe words', () => {
    expect(slugify('  Science Fair: Models & Experiments ')).toBe('science-fair-models-experiments');
    expect(slugify('!!!')).toBe('gallery');
  });

  it('falls back to the gallery description when an image has none', () => {
    const gallery = parseGalleries(
      [{ title: 'T', description: 'Gallery text', album: [image('a', { imgdescription: 'Own' }), image('b')] }],
      ORIGIN,
    )![0]!;
    expect(imageDescription(gallery, gallery.album[0])).toBe('Own');
    expect(imageDescription(gallery, gallery.album[1])).toBe('Gallery text');
  });
});

describe('viewer index rules', () => {
  it('wraps both ways through an album', () => {
    expect(wrapIndex(0 - 1, 8)).toBe(7);
    expect(wrapIndex(7 + 1, 8)).toBe(0);
  });
});

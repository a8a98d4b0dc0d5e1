import { describe, expect, it } from 'vitest';
import { EMBEDDED_RESIZER, checkDeployment, parseDeployment } from '../../src/lib/identity.ts';
import {
  COVER_SIZES,
  GALLERY_WIDTHS,
  STATIC_GALLERY_PHOTOS,
  checkResizerTemplate,
  parseResizedUrl,
  photoSources,
  pickWidth,
  resizedUrl,
  resizerOrigin,
  sizesAttribute,
  slotWidth,
} from '../../src/lib/gallery/gallery-images.ts';

const photo = 'https://cdn.school.in/albums/sports-day/1.jpg?v=2';
const templates = {
  embedded: EMBEDDED_RESIZER,
  selfHostedIpx: 'https://img.school.in/w_{width},f_{format}/{url}',
  cloudflare: 'https://www.school.in/cdn-cgi/image/width={width},format=auto/{url}',
  imgix: 'https://school.imgix.net{path}?w={width}&auto=format',
  netlify: '/.netlify/images?url={urlEncoded}&w={width}&fm={format}',
};

describe('a resizer URL template', () => {
  it('puts the photo, width and format where the resizer wants them', () => {
    expect(resizedUrl(templates.embedded, 'http://127.0.0.1:4173/sample-gallery/sd-1.jpg', 640, 'avif')).toBe(
      '/_ipx/w_640,f_avif/http://127.0.0.1:4173/sample-gallery/sd-1.jpg',
    );
    expect(resizedUrl(templates.netlify, photo, 320, 'webp')).toBe(
      `/.netlify/images?url=${encodeURIComponent(photo)}&w=320&fm=webp`,
    );
    expect(resizedUrl(templates.imgix, photo, 960, 'webp')).toBe(
      'https://school.imgix.net/albums/sports-day/1.jpg?v=2?w=960&auto=format',
    );
    // Spaces are escaped, so an address never breaks a srcset.
    expect(resizedUrl(templates.embedded, 'https://cdn.school.in/a b.jpg', 320, 'webp')).toBe(
      '/_ipx/w_320,f_webp/https://cdn.school.in/a%20b.jpg',
    );
  });

  it('reads a resized address back (the worker answers offline with another size of the same photo)', () => {
    const origin = 'https://www.school.in';
    for (const template of Object.values(templates)) {
      for (const format of ['avif', 'webp'] as const) {
        const address = new URL(resizedUrl(template, photo, 480, format), origin).href;
        const parsed = parseResizedUrl(template, address, origin);
        expect(parsed?.width, `${template} ${address}`).toBe(480);
        expect(
          parsed?.url === photo || parsed?.url === '/albums/sports-day/1.jpg?v=2',
          `${template}: ${parsed?.url}`,
        ).toBe(true);
      }
    }
    expect(
      parseResizedUrl(templates.embedded, 'https://www.school.in/media/heroScience-640.avif', 'https://www.school.in'),
    ).toBeNull();
    expect(parseResizedUrl('', 'https://www.school.in/_ipx/w_640,f_avif/x', 'https://www.school.in')).toBeNull();
  });

  it('is checked: a known placeholder set, a width, the photo, and a path or http(s) URL', () => {
    for (const template of [...Object.values(templates), ''])
      expect(checkResizerTemplate(template), template).toBeNull();
    expect(checkResizerTemplate('/_ipx/f_{format}/{url}')).toMatch(/\{width\}/);
    expect(checkResizerTemplate('/_ipx/w_{width}/')).toMatch(/\{url\}/);
    expect(checkResizerTemplate('/_ipx/w_{width}/{src}')).toMatch(/unknown placeholder \{src\}/);
    expect(checkResizerTemplate('ftp://x/{width}/{url}')).toMatch(/http/);
    expect(checkResizerTemplate('//cdn/{width}/{url}')).toMatch(/http/);
    expect(resizerOrigin(templates.cloudflare)).toBe('https://www.school.in');
    expect(resizerOrigin(templates.embedded)).toBeNull();
  });
});

describe('asking for the right size', () => {
  it('offers AVIF and WebP at the widths the box can use, or the original with no resizer', () => {
    const { sources, src, srcSet } = photoSources(templates.embedded, photo, 640);
    expect(sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]!.srcSet.split(', ').map((c) => c.split(' ')[1])).toEqual(['160w', '320w', '480w', '640w']);
    expect(src).toContain('w_480,f_webp');
    expect(srcSet).toBeUndefined();
    expect(photoSources('', photo, 640)).toEqual({ sources: [], src: photo, srcSet: undefined });
    // A resizer that chooses the format itself gets one srcset.
    expect(photoSources(templates.cloudflare, photo, 320).srcSet).toBe(
      `${resizedUrl(templates.cloudflare, photo, 160, 'webp')} 160w, ${resizedUrl(templates.cloudflare, photo, 320, 'webp')} 320w`,
    );
  });

  it('writes sizes from rules, and knows the slot a viewport gives', () => {
    expect(sizesAttribute(COVER_SIZES)).toBe(
      '(min-width: 1280px) 345px, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, 92vw',
    );
    expect(slotWidth(COVER_SIZES, 412)).toBeCloseTo(379, 0);
    expect(slotWidth(COVER_SIZES, 1440)).toBe(345);
  });

  it('picks the smallest width that covers the box at this density, else the largest', () => {
    expect(pickWidth(379, 2.625, 960)).toBe(960);
    expect(pickWidth(379, 1, 960)).toBe(480);
    expect(pickWidth(100, 1, 960)).toBe(160);
    expect(pickWidth(2000, 3, 1280)).toBe(1280);
    expect(GALLERY_WIDTHS.at(-1)).toBe(1280);
  });
});

describe('the resizer setting', () => {
  it("is the sizes the build writes for the editor's galleries, and for a school's own API what it is told (else none)", () => {
    expect(parseDeployment({}).galleryImageResizer).toBe(STATIC_GALLERY_PHOTOS);
    expect(parseDeployment({ SITE_GALLERY_API: 'https://api.school.in' }).galleryImageResizer).toBe('');
    expect(
      parseDeployment({ SITE_GALLERY_API: 'https://api.school.in', SITE_GALLERY_IMAGE_RESIZER: templates.cloudflare })
        .galleryImageResizer,
    ).toBe(templates.cloudflare);
    expect(
      parseDeployment({ SITE_GALLERY_API: 'https://api.school.in', SITE_GALLERY_IMAGE_RESIZER: 'none' })
        .galleryImageResizer,
    ).toBe('');
    // Without an API of its own, the school's galleries are the editor's, in the sizes the build writes.
    expect(parseDeployment({ SITE_GALLERY_IMAGE_RESIZER: templates.cloudflare }).galleryImageResizer).toBe(
      STATIC_GALLERY_PHOTOS,
    );
  });

  it('stops the build when malformed, naming the variable', () => {
    expect(checkDeployment({ SITE_GALLERY_IMAGE_RESIZER: 'https://img.school.in/{url}' })).toEqual([
      'SITE_GALLERY_IMAGE_RESIZER="https://img.school.in/{url}" must contain {width}',
    ]);
  });
});

describe('the sizes the build writes of a gallery kept in the editor', () => {
  it('sit beside the photo, named by width and format, and read back to the same photo', () => {
    const photo = 'https://school.example/media/galleries/sports-3.jpg';
    expect(resizedUrl(STATIC_GALLERY_PHOTOS, photo, 640, 'avif')).toBe('/media/galleries/sports-3-640.avif');
    expect(
      parseResizedUrl(
        STATIC_GALLERY_PHOTOS,
        'https://school.example/media/galleries/sports-3-640.avif',
        'https://school.example',
      ),
    ).toEqual({
      url: '/media/galleries/sports-3',
      width: 640,
      format: 'avif',
    });
    expect(resizerOrigin(STATIC_GALLERY_PHOTOS)).toBeNull();
    // Not a template a deployer can set: it is the build's own.
    expect(checkResizerTemplate(STATIC_GALLERY_PHOTOS)).toMatch(/unknown placeholder \{stem\}/);
  });
});

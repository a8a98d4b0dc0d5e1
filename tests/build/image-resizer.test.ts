import { describe, expect, it } from 'vitest';
import { negotiate, parseResizeRequest } from '../../scripts/sample-api/image-resizer.ts';

const site = 'http://127.0.0.1:4173';
const hosts = ['https://cdn.school.in'];
const parse = (path: string) => parseResizeRequest(path, site, hosts);

describe('the embedded resizer', () => {
  it('answers the site’s widths, in AVIF, WebP, JPEG or as the browser accepts', () => {
    expect(parse(`/_ipx/w_640,f_avif/${site}/sample-gallery/sd-1.jpg`)).toMatchObject({
      ok: true,
      request: { width: 640, format: 'avif', local: true },
    });
    expect(parse('/_ipx/w_320/https://cdn.school.in/a/b.jpg')).toMatchObject({
      ok: true,
      request: { width: 320, format: 'auto', local: false },
    });
    expect(negotiate('auto', 'image/avif,image/webp,*/*')).toBe('avif');
    expect(negotiate('auto', 'image/webp,*/*')).toBe('webp');
    expect(negotiate('auto', '*/*')).toBe('jpeg');
    expect(negotiate('webp', 'image/avif')).toBe('webp');
  });

  it('refuses a malformed width or format with a 400 that says what it takes', () => {
    for (const [path, message] of [
      [`/_ipx/w_abc,f_webp/${site}/sample-gallery/sd-1.jpg`, /width must be one of 160, 320, 480, 640, 960, 1280/],
      [`/_ipx/w_641/${site}/sample-gallery/sd-1.jpg`, /width must be one of/],
      [`/_ipx/f_webp/${site}/sample-gallery/sd-1.jpg`, /A width is needed/],
      [`/_ipx/w_640,f_gif/${site}/sample-gallery/sd-1.jpg`, /format must be avif, webp, jpeg or auto/],
      [`/_ipx/w_640,blur_9/${site}/sample-gallery/sd-1.jpg`, /Unknown modifier "blur_9"/],
      ['/_ipx/w_640/javascript:alert(1)', /absolute http\(s\) URL/],
      ['/_ipx/w_640', /Ask for/],
    ] as const) {
      const result = parse(path);
      expect(result.ok, path).toBe(false);
      if (!result.ok) {
        expect(result.status, path).toBe(400);
        expect(result.message, path).toMatch(message);
      }
    }
  });

  it('fetches from no host that is not configured: it is not an open proxy', () => {
    for (const path of [
      '/_ipx/w_640/https://evil.example/x.jpg',
      '/_ipx/w_640/http://169.254.169.254/latest/meta-data',
      `/_ipx/w_640/${site}/etc/passwd`,
    ]) {
      const result = parse(path);
      expect(result).toMatchObject({ ok: false, status: 403 });
    }
    expect(parseResizeRequest('/_ipx/w_640/https://cdn.school.in/x.jpg', site, [])).toMatchObject({
      ok: false,
      status: 403,
    });
  });
});

/**
 * dist/ as its real hosts serve it (issue 43): Cloudflare Pages' own asset server (wrangler, in workerd), and
 * Debian's nginx and Caddy running the configurations `npm run deploy-config` prints, on HTTPS. On each: every
 * address of the sitemap and every link of every page answers 200 with no redirect; an address's older form
 * (without its slash) is sent to it with one redirect; a gallery's viewer opens for any id; an unknown address gets
 * the not-found page of its language with 404; every kind of file carries the headers the build's rules give it.
 * (GitHub Pages has no local server: its documented rules are checked against dist/ in ./github-pages.test.ts.)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HSTS, PERMISSIONS_POLICY, pageHeaders } from '../../scripts/build/security.ts';
import { galleryPath, pagePath, prerenderedPaths } from '../../src/lib/routes.ts';
import { content } from '../helpers/content.ts';
import { linkedPaths, oneOfEachKind, sitemapPaths } from './addresses.ts';
import { get, type Answer } from './http.ts';
import { caddy, cloudflarePages, nginx, type Host } from './servers.ts';

/** Each host, and whether it compresses here (Cloudflare compresses at its edge, not in its local asset server). */
const hosts: [string, () => Promise<Host>, boolean][] = [
  ['Cloudflare Pages (wrangler)', () => cloudflarePages(4361), false],
  ['nginx', () => nginx({ http: 4362, https: 4363 }), true],
  ['Caddy', () => caddy(4364), true],
];

/** Every address dist/ gives out, once: the sitemap's and the pages' links. */
const addresses = [...new Set([...sitemapPaths(), ...linkedPaths().keys()])].sort();

describe.each(hosts)('%s', (_name, start, compresses) => {
  let host: Host;
  const fetch = (path: string): Promise<Answer> => get(`${host.origin}${path}`, { ca: host.ca });
  beforeAll(async () => {
    host = await start();
  }, 90_000);
  afterAll(() => host?.stop());

  it('answers every sitemap address and every link of every page with 200, no redirect', async () => {
    expect(addresses.length).toBeGreaterThan(100);
    const wrong: string[] = [];
    for (let i = 0; i < addresses.length; i += 8) {
      const batch = addresses.slice(i, i + 8);
      const answers = await Promise.all(batch.map(fetch));
      answers.forEach((answer, j) => {
        if (answer.status !== 200) wrong.push(`${answer.status} ${batch[j]} ${answer.headers.location ?? ''}`.trim());
      });
    }
    expect(wrong).toEqual([]);
  });

  it("sends a page's address without its slash to the page, with one redirect", async () => {
    for (const page of ['/about/', '/ml/', '/ml/notices/', pagePath('/calendar', 'en')]) {
      const old = await fetch(page.slice(0, -1));
      expect([301, 308], `${page.slice(0, -1)}: ${old.status}`).toContain(old.status);
      expect(new URL(old.headers.location ?? '', host.origin).pathname).toBe(page);
      expect((await fetch(page)).status).toBe(200);
    }
  });

  it("serves a gallery's own page, with its title for link previews, and the gallery page for any other id", async () => {
    const gallery = content.collections.galleries.en[0]!;
    const own = await fetch(galleryPath(gallery.slug, 'en'));
    expect(own.status).toBe(200);
    const title = `<title>${gallery.title} | ${content.identity.schoolName}</title>`;
    expect(own.body.toString().includes(title), `${title} in its page`).toBe(true);

    for (const [address, lang] of [
      ['/galleries/not-a-gallery', 'en'],
      ['/galleries/not-a-gallery/', 'en'],
      ['/ml/galleries/not-a-gallery', 'ml'],
    ] as const) {
      const answer = await fetch(address);
      expect(answer.status, address).toBe(200);
      const html = answer.body.toString();
      expect(html.includes(`<html lang="${lang}"`) && html.includes('gallery-section'), address).toBe(true);
    }
  });

  it('answers an unknown address with the not-found page of its language, and 404', async () => {
    for (const [address, lang] of [
      ['/no-such-page', 'en'],
      ['/about/no-such-page', 'en'],
      ['/ml/no-such-page', 'ml'],
    ] as const) {
      const answer = await fetch(address);
      expect(answer.status, address).toBe(404);
      const html = answer.body.toString();
      expect(html.includes(`<html lang="${lang}"`) && html.includes('name="robots" content="noindex"'), address).toBe(
        true,
      );
    }
  });

  it('gives every kind of file the baseline headers, pages their policy, the editor its own', async () => {
    const kinds = [...oneOfEachKind().values(), ...prerenderedPaths.slice(0, 2), '/admin/', '/admin/config.yml'];
    expect(kinds.length).toBeGreaterThan(12);
    for (const address of kinds) {
      const { status, headers } = await fetch(address);
      expect(status, address).toBe(200);
      expect(headers['strict-transport-security'], address).toBe(HSTS);
      expect(headers['x-content-type-options'], address).toBe('nosniff');
      expect(headers['referrer-policy'], address).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], address).toBe(PERMISSIONS_POLICY);
      expect(headers['cross-origin-resource-policy'], address).toBe('same-origin');
    }
    const policy = pageHeaders(content.identity)['Content-Security-Policy'];
    for (const page of prerenderedPaths) {
      const { headers } = await fetch(page);
      expect(headers['content-security-policy'], page).toBe(policy);
      expect(headers['cross-origin-opener-policy'], page).toBe('same-origin');
      expect(headers['cache-control'], page).toBe('no-cache');
    }
    const editor = await fetch('/admin/');
    expect(editor.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
    // The sign-in window of GitHub, GitLab or Gitea must be able to answer the editor.
    expect(editor.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(editor.headers['x-robots-tag']).toBe('noindex');
  });

  it.runIf(compresses)("sends the app's code and pages as the build compressed them", async () => {
    // As a phone asks. Brotli at 11, written by the build, sent React 14% smaller than a host's on-the-fly
    // brotli 4 or gzip 6 (issue 47); nginx's own on-the-fly level, 1, had sent it 18% larger still.
    const react = `/assets/${readdirSync('dist/assets').find((file) => /^react-.*\.js$/.test(file))!}`;
    for (const path of [react, '/ml/admission/']) {
      const file = `dist${path.endsWith('/') ? `${path}index.html` : path}`;
      const phone = await get(`${host.origin}${path}`, {
        ca: host.ca,
        headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' },
      });
      expect(phone.headers['content-encoding'], path).toBe('br');
      expect(phone.headers.vary, path).toMatch(/accept-encoding/i);
      expect(phone.body.equals(readFileSync(`${file}.br`)), path).toBe(true);
      expect(brotliDecompressSync(phone.body).equals(readFileSync(file)), path).toBe(true);
      // A browser without brotli gets the gzip twin.
      const old = await get(`${host.origin}${path}`, { ca: host.ca, headers: { 'Accept-Encoding': 'gzip' } });
      expect(old.headers['content-encoding'], path).toBe('gzip');
      expect(old.body.equals(readFileSync(`${file}.gz`)), path).toBe(true);
    }
    expect(readFileSync(`dist${react}.br`).length / gzipSync(readFileSync(`dist${react}`)).length).toBeLessThan(0.9);
  });

  it('keeps the code a year and the photos a week, and asks again for the worker and the gallery list', async () => {
    const kinds = oneOfEachKind();
    expect((await fetch(kinds.get('.js')!)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await fetch(kinds.get('.avif')!)).headers['cache-control']).toBe('public, max-age=604800');
    expect((await fetch('/sw.js')).headers['cache-control']).toBe('no-cache');
    const list = await fetch(kinds.get('api')!);
    expect(list.headers['cache-control']).toBe('no-cache');
    expect(list.headers['content-type']).toMatch(/^application\/json/);
    expect((await fetch('/manifest.webmanifest')).headers['content-type']).toMatch(/^application\/manifest\+json/);
  });
});

it('the permissions policy names no retired feature', () => {
  expect(PERMISSIONS_POLICY).not.toContain('interest-cohort');
  expect(PERMISSIONS_POLICY).toContain('fullscreen=(self)');
});

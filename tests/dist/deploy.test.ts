/**
 * dist/ as a static host reads it: _headers and _redirects, from the same rules as the nginx and Caddy configurations
 * of `npm run deploy-config`. (The hosts' own servers serving dist/ with them: tests/hosts/.)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { covers } from '../../scripts/build/deploy-rules.ts';
import { baselineHeaders } from '../../scripts/build/security.ts';
import { galleryPath, prerenderedPaths } from '../../src/lib/routes.ts';
import { content } from '../helpers/content.ts';

const read = (file: string) => readFileSync(path.resolve('dist', file), 'utf8');

/** The header rules of _headers: each address (or prefix) and its headers. */
function rules(): Map<string, Record<string, string>> {
  const map = new Map<string, Record<string, string>>();
  for (const block of read('_headers').trim().split(/\n\n/)) {
    const [address, ...lines] = block.split('\n');
    map.set(
      address as string,
      Object.fromEntries(lines.map((line) => line.trim().split(/:\s(.*)/).slice(0, 2) as [string, string])),
    );
  }
  return map;
}

/** Every header an address gets, as a host adds up the rules that cover it (a name twice is a fault). */
function headersOf(address: string): Record<string, string[]> {
  const all: Record<string, string[]> = {};
  for (const [rule, headers] of rules())
    if (covers(rule, address))
      for (const [name, value] of Object.entries(headers)) (all[name] ??= []).push(value);
  return all;
}

describe('_headers', () => {
  it('gives every file the baseline: HSTS, no sniffing, the referrer and permissions policies, same-origin resources', () => {
    expect(rules().get('/*')).toEqual(baselineHeaders);
    expect(baselineHeaders['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
    for (const file of ['/icon.svg', '/calendar.ics', '/notices/feed.xml', '/favicon.ico', '/sitemap.xml'])
      expect(headersOf(file)['Strict-Transport-Security'], file).toEqual([baselineHeaders['Strict-Transport-Security']]);
  });

  it('gives every page the policy of its <meta> tag, plus frame-ancestors, once', () => {
    const meta = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(read('index.html'))?.[1];
    expect(meta).toBeTruthy();
    const entries = [
      galleryPath(content.collections.galleries.en[0]!.slug, 'en'),
      '/ml/notices/any-notice/',
      '/notices/archive/2025-26/2/',
      '/calendar/archive/2025-26/',
      '/ml/calendar/archive/2025-26/3/',
    ];
    for (const page of [...prerenderedPaths, ...entries, '/404.html', '/ml/404.html']) {
      const headers = headersOf(page);
      expect(headers['Content-Security-Policy'], page).toEqual([`${meta}; frame-ancestors 'none'`]);
      expect(headers['Cross-Origin-Opener-Policy'], page).toEqual(['same-origin']);
      for (const [name, values] of Object.entries(headers)) expect(values, `${page} ${name}`).toHaveLength(1);
    }
  });

  it('gives the editor its own policy and a sign-in window that can answer it, and no site rule of its own', () => {
    for (const page of ['/admin/', '/admin/index.html', '/admin/config.yml']) {
      const headers = headersOf(page);
      expect(headers['Content-Security-Policy']?.[0], page).toContain("style-src 'self' 'unsafe-inline'");
      expect(headers['Content-Security-Policy'], page).toHaveLength(1);
      expect(headers['Cross-Origin-Opener-Policy'], page).toEqual(['same-origin-allow-popups']);
      expect(headers['X-Robots-Tag'], page).toEqual(['noindex']);
    }
  });

  it('keeps hashed code a year, photos a week, and asks again for pages, the worker and the gallery list', () => {
    expect(rules().get('/assets/*')?.['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(rules().get('/media/*')?.['Cache-Control']).toBe('public, max-age=604800');
    for (const address of ['/', '/about/', '/notices/', '/sw.js', '/manifest.webmanifest', '/api/galleries/x'])
      expect(headersOf(address)['Cache-Control'], address).toEqual(['no-cache']);
    expect(rules().get('/api/*')?.['Content-Type']).toBe('application/json; charset=utf-8');
  });
});

describe('_redirects', () => {
  it("keeps each gallery's own page, opens the gallery page for any other, and the not-found page of its language with 404", () => {
    const own = (['en', 'ml'] as const).flatMap((lang) =>
      content.collections.galleries[lang].map((g) => `${galleryPath(g.slug, lang)} ${galleryPath(g.slug, lang)} 200`),
    );
    expect(read('_redirects').trim().split('\n')).toEqual([
      ...own,
      '/galleries/* /gallery/ 200',
      '/ml/galleries/* /ml/gallery/ 200',
      '/ml/* /ml/404.html 404',
      '/* /404.html 404',
    ]);
  });
});

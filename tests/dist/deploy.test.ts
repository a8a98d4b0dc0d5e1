/** dist/ as a static host reads it: _headers and _redirects, from the same rules as the nginx and Caddy configurations of `npm run deploy-config`. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { covers } from '../../scripts/build/site-files.ts';
import { prerenderedPaths } from '../../src/lib/routes.ts';

const read = (file: string) => readFileSync(path.resolve('dist', file), 'utf8');

/** The header rules of _headers: each address (or prefix) and its headers. */
function rules(): Map<string, Record<string, string>> {
  const map = new Map<string, Record<string, string>>();
  for (const block of read('_headers').trim().split(/\n\n/)) {
    const [address, ...lines] = block.split('\n');
    map.set(address as string, Object.fromEntries(lines.map((line) => line.trim().split(/:\s(.*)/).slice(0, 2) as [string, string])));
  }
  return map;
}

describe('_headers', () => {
  it('gives every page the policy of its <meta> tag, plus frame-ancestors, which a <meta> tag cannot carry', () => {
    const meta = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(read('index.html'))?.[1];
    expect(meta).toBeTruthy();
    for (const route of prerenderedPaths) {
      expect(rules().get(route)?.['Content-Security-Policy'], route).toBe(`${meta}; frame-ancestors 'none'`);
    }
    expect(rules().get('/notices/*')?.['Content-Security-Policy']).toBe(`${meta}; frame-ancestors 'none'`);
  });

  it("gives the editor its own policy, and no site rule covers the editor's addresses", () => {
    const editor = rules().get('/admin/*');
    expect(editor?.['Content-Security-Policy']).toContain("style-src 'self' 'unsafe-inline'");
    expect(editor?.['X-Robots-Tag']).toBe('noindex');
    // Hosts apply every rule that covers an address: the site's policy on the editor would stop it.
    for (const page of ['/admin/', '/admin/index.html', '/admin/config.yml']) {
      expect([...rules().keys()].filter((address) => covers(address, page))).toEqual(['/admin/*']);
    }
  });

  it('keeps hashed code a year, images a week, and asks again for pages, the worker and the gallery list', () => {
    expect(rules().get('/assets/*')?.['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(rules().get('/media/*')?.['Cache-Control']).toBe('public, max-age=604800');
    for (const address of ['/', '/about', '/sw.js', '/manifest.webmanifest', '/api/*']) expect(rules().get(address)?.['Cache-Control'], address).toBe('no-cache');
    expect(rules().get('/api/*')?.['Content-Type']).toBe('application/json; charset=utf-8');
  });
});

describe('_redirects', () => {
  it("sends a gallery's address to the gallery page, and unknown addresses to the not-found page of their language with 404", () => {
    expect(read('_redirects').trim().split('\n')).toEqual([
      '/galleries/* /gallery/index.html 200',
      '/ml/galleries/* /ml/gallery/index.html 200',
      '/ml/* /ml/404.html 404',
      '/* /404.html 404',
    ]);
  });
});

/** Checks of the production build in dist/ (run after `npm run build`). */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sitePaths } from '../../scripts/build/content/site-paths.ts';
import { buildDay } from '../../scripts/build/content/notice-views.ts';
import { languages, notFoundFile, prerenderedPaths } from '../../src/lib/routes.ts';
import { content } from '../helpers/content.ts';
import { PRECACHE_BUDGET_BYTES } from '../helpers/budgets.ts';

const dist = path.resolve('dist');
const sw = readFileSync(path.join(dist, 'sw.js'), 'utf8');
const entries = JSON.parse(/(\[\{"revision":[^\]]*\])/.exec(sw)?.[1] ?? '[]') as { url: string; revision: string | null }[];
const urls = entries.map((e) => e.url);
/** The file of a page's address: `/about/` is about/index.html. */
const htmlFile = (route: string) => `${route.slice(1)}index.html`;
const size = (file: string) => statSync(path.join(dist, file)).size;



describe('the service worker precache', () => {
  it('holds every route’s prerendered HTML, in both languages, and both not-found pages', () => {
    for (const route of prerenderedPaths) expect(urls).toContain(htmlFile(route));
    for (const lang of languages) expect(urls).toContain(notFoundFile(lang).slice(1));
  });

  it('holds the Malayalam font, so Malayalam pages read offline in their own type', () => {
    expect(urls.filter((u) => /noto-sans-malayalam-malayalam-(400|700)-normal-.*\.woff2$/.test(u))).toHaveLength(2);
  });

  it('holds all the app code and styles, and no build-only chunk, nor the push code no one asked for', () => {
    const assets = readdirSync(path.join(dist, 'assets'));
    const leftOut = /^(prerender|push-client|push-mend|search-results)-/;
    for (const file of assets.filter((f) => /\.(js|css)$/.test(f) && !leftOut.test(f)))
      expect(urls).toContain(`assets/${file}`);
    expect(urls.some((u) => leftOut.test(u.replace(/^assets\//, '')))).toBe(false);
    expect(urls.some((u) => u.endsWith('.map'))).toBe(false);
  });

  it('keeps images, the editor and each entry\'s own page out, and stays lean', () => {
    expect(urls.some((u) => u.startsWith('media/') || u.startsWith('screenshots/') || u.startsWith('admin/'))).toBe(false);
    expect(urls.filter((u) => /(^|\/)(notices|galleries)\/[^/]+\/index\.html$/.test(u))).toEqual([]);
    const total = urls.reduce((sum, url) => sum + size(url), 0);
    console.info(`precache: ${entries.length} entries, ${(total / 1024).toFixed(0)} KiB`);
    expect(total).toBeLessThan(PRECACHE_BUDGET_BYTES);
  });

  it('is served at the fixed address /sw.js', () => {
    expect(existsSync(path.join(dist, 'sw.js'))).toBe(true);
    expect(sw).toContain('SKIP_WAITING');
  });
});

describe('the other build outputs', () => {
  it('writes a sitemap, robots.txt, the manifest and 404.html', () => {
    const sitemap = readFileSync(path.join(dist, 'sitemap.xml'), 'utf8');
    for (const route of sitePaths(content, buildDay(process.env))) expect(sitemap).toContain(`${route}</loc>`);
    // An empty calendar is a page, but not one to send a search engine to.
    expect(sitemap).not.toContain('/calendar</loc>');
    expect(readFileSync(path.join(dist, 'robots.txt'), 'utf8')).toMatch(/Sitemap: https?:\/\/.+\/sitemap\.xml/);
    const manifest = JSON.parse(readFileSync(path.join(dist, 'manifest.webmanifest'), 'utf8')) as { icons: unknown[] };
    expect(manifest.icons).toHaveLength(3);
    expect(readFileSync(path.join(dist, '404.html'), 'utf8')).toContain('We could not find that page');
    expect(readFileSync(path.join(dist, 'ml/404.html'), 'utf8')).toContain('ഈ പേജ് ഞങ്ങൾക്ക് കണ്ടെത്താനായില്ല');
  });
});

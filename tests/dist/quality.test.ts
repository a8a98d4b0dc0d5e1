/** Search, sharing, security and size promises of the built site (dist/). */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { languageTags, languages, notFoundFile, pagePath, prerenderedPaths, splitPath } from '../../src/lib/routes.ts';
import { identity } from '../helpers/content.ts';

const dist = path.resolve('dist');
const read = (file: string) => readFileSync(path.join(dist, file), 'utf8');
/** The file of a page's address: `/about/` is about/index.html. */
const htmlFile = (route: string) => `${route.slice(1)}index.html`;
const pages = [...prerenderedPaths.map(htmlFile), ...languages.map((lang) => notFoundFile(lang).slice(1))];
const gzip = (file: string) => gzipSync(readFileSync(path.join(dist, file))).length;

/**
 * Budgets (gzip): the JavaScript code any page runs on its first load (the entry, the shell, the page's own code;
 * its words are counted beside it, not in it), and the one stylesheet.
 */
export const FIRST_LOAD_JS_BUDGET = 100 * 1024;
export const CSS_BUDGET = 25 * 1024;

/** Every JS chunk a chunk imports statically, found in its import statements. */
function staticImports(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = read(file);
  for (const match of code.matchAll(/(?:import|from)\s*["']\.\/([\w.-]+\.js)["']/g)) staticImports(`assets/${match[1]}`, seen);
  return seen;
}

describe('search and sharing', () => {
  for (const route of prerenderedPaths) {
    it(`${route} has its own title, description, canonical URL, Open Graph and Twitter tags`, () => {
      const html = read(htmlFile(route));
      expect(html).toMatch(/<title>[^<]{10,}<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{50,}">/);
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+${route === '/' ? '/' : route}">`));
      for (const property of ['og:title', 'og:description', 'og:image', 'og:url', 'og:type']) expect(html).toContain(`property="${property}"`);
      for (const name of ['twitter:card', 'twitter:title', 'twitter:image']) expect(html).toContain(`name="${name}"`);
      const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}') as Record<string, unknown>;
      expect(jsonLd['@type']).toBe('HighSchool');
      expect((jsonLd.address as Record<string, string>).postalCode).toBe(identity.address.postalCode);
    });
  }

  for (const route of prerenderedPaths) {
    it(`${route} is in its language, with its alternates in both languages`, () => {
      const html = read(htmlFile(route));
      const { lang, path } = splitPath(route);
      expect(html).toContain(`<html lang="${languageTags[lang].html}">`);
      expect(html).toContain(`<meta property="og:locale" content="${languageTags[lang].ogLocale}">`);
      const href = (p: string) => `${identity.origin}${p}`;
      const [en, ml] = [pagePath(path, 'en'), pagePath(path, 'ml')];
      expect(html).toContain(`<link rel="alternate" hreflang="en-IN" href="${href(en)}">`);
      expect(html).toContain(`<link rel="alternate" hreflang="ml-IN" href="${href(ml)}">`);
      expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${href(en)}">`);
      // No page preloads a font: a Malayalam page takes the phone's own first (src/styles/malayalam.css).
      expect(html, route).not.toContain('as="font"');
    });
  }

  it('gives every page a different title and description', () => {
    const titles = pages.map((p) => /<title>(.*?)<\/title>/.exec(read(p))?.[1]);
    expect(new Set(titles).size).toBe(titles.length);
  });
});

describe('security', () => {
  it('every page carries a Content-Security-Policy of its own origin, with no inline script', () => {
    for (const page of pages) {
      const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(read(page))?.[1] ?? '';
      expect(policy, page).toContain("default-src 'self'");
      expect(policy).toMatch(/script-src 'self'(;|$)/);
      expect(policy).toContain("object-src 'none'");
    }
  });

  it('loads no third-party script and runs no inline script', () => {
    for (const page of pages) {
      const scripts = [...read(page).matchAll(/<script([^>]*)>/g)].map((m) => m[1] ?? '');
      for (const attributes of scripts) {
        // Data, which no browser runs: for search engines, and the page's own lists (src/content/page-data.tsx).
        if (/^ type="application\/(ld\+)?json"/.test(attributes)) continue;
        expect(attributes, page).toMatch(/type="module"[^>]*src="\/assets\//);
      }
    }
  });

  it('asks for the stylesheet before the entry, so the stylesheet takes the open connection (scripts/build/entry-priority.ts)', () => {
    for (const page of pages) {
      const html = read(page);
      const stylesheet = html.indexOf('rel="stylesheet"');
      expect(stylesheet, page).toBeGreaterThan(0);
      expect(stylesheet, page).toBeLessThan(html.search(/<script type="module"[^>]*src="\/assets\/entry-/));
    }
  });

  it('skips the content until the stylesheet shows it, so nothing lays out the page unstyled (src/styles/global.css)', () => {
    for (const page of pages) expect(read(page), page).toMatch(/<div id="root" [^>]*style="content-visibility: hidden"/);
    const stylesheet = readdirSync(path.join(dist, 'assets')).filter((file) => /^style-.+\.css$/.test(file));
    expect(stylesheet).toHaveLength(1);
    expect(read(`assets/${stylesheet[0]}`)).toMatch(/#root\{content-visibility:visible\s*!important\}/);
  });

  it('opens every external link in a new tab without opener or referrer', () => {
    for (const page of pages) {
      const external = [...read(page).matchAll(/<a [^>]*href="(https?:|mailto:)[^"]*"[^>]*>/g)].map((m) => m[0]);
      expect(external.length, page).toBeGreaterThan(0);
      for (const link of external) {
        if (link.includes('href="mailto:') && !link.includes('target=')) continue;
        expect(link).toContain('target="_blank"');
        expect(link).toContain('rel="noopener noreferrer"');
      }
    }
  });
});

/** The code a page runs before it hydrates (the entry, the shell, its own code), and the files of its words. */
function firstLoad(page: string): { code: Set<string>; words: string[] } {
  const assets = readdirSync(path.join(dist, 'assets'));
  const start = `assets/${assets.find((f) => /^start-.*\.js$/.test(f))}`;
  const html = read(page);
  const entry = /<script type="module"[^>]*src="\/(assets\/[^"]+)"/.exec(html)?.[1] ?? '';
  // The files the page names for the entry to ask for beside the shell (scripts/build/page-code.ts).
  const own = (/<div id="root" data-page-code="([^"]*)"/.exec(html)?.[1] ?? '').split(' ').filter(Boolean);
  for (const file of own) expect(assets, `${page} names ${file}`).toContain(file.replace('/assets/', ''));
  // The entry, then the shell it loads after the first screen, then the page's own code: all before hydration.
  const code = new Set<string>();
  for (const file of [entry, start]) staticImports(file, code);
  const shell = new Set(code);
  const words = own.map((file) => file.slice(1)).filter((file) => !/-page-[\w-]+\.js$/.test(file));
  for (const file of own.map((f) => f.slice(1)).filter((f) => !words.includes(f))) staticImports(file, code);
  // What the page names is all it loads that the shell does not: its code, and its words.
  expect(new Set([...own.map((f) => f.slice(1))]), page).toEqual(
    new Set([...code].filter((file) => !shell.has(file)).concat(words)),
  );
  return { code, words };
}

describe('size budgets', () => {
  it('fetches one small script before the first paint: the entry, which imports nothing', () => {
    // Every request started before the page paints shares the phone's connection with the stylesheet and the
    // images: the two small modules the entry once imported cost /about about 80 ms of mobile LCP.
    for (const page of pages) {
      const html = read(page);
      const entries = [...html.matchAll(/<script type="module"[^>]*src="\/(assets\/[^"]+)"/g)].map((m) => m[1] ?? '');
      expect(entries, page).toHaveLength(1);
      expect(html, page).not.toContain('rel="modulepreload"');
      expect([...staticImports(entries[0] as string)], page).toEqual(entries);
      expect(gzip(entries[0] as string)).toBeLessThan(3 * 1024);
    }
  });

  it(`keeps every page's first-load JavaScript under ${FIRST_LOAD_JS_BUDGET / 1024} KB gzip`, () => {
    const sizes: string[] = [];
    for (const page of pages) {
      const { code, words } = firstLoad(page);
      const total = [...code].reduce((sum, file) => sum + gzip(file), 0);
      const wordsTotal = words.reduce((sum, file) => sum + gzip(file), 0);
      sizes.push(`${page} ${(total / 1024).toFixed(1)} KB (+ words ${(wordsTotal / 1024).toFixed(1)} KB)`);
      expect(total, page).toBeLessThan(FIRST_LOAD_JS_BUDGET);
    }
    console.info(`first-load JS, gzip:\n  ${sizes.join('\n  ')}`);
  });

  it("carries the notices feature's pieces only where they are used, though the app takes them through one door", () => {
    // The door re-exports every piece (src/notices/index.ts; scripts/build/feature-doors.ts).
    const carrying = (mark: string) =>
      pages.filter((page) => [...firstLoad(page).code].some((file) => read(file).includes(mark))).sort();
    const onPages = (...routes: string[]) =>
      languages.flatMap((lang) => routes.map((route) => htmlFile(pagePath(route, lang)))).sort();
    expect(carrying('notify-me__controls')).toEqual(onPages('/notices'));
    expect(carrying('class-choice__form')).toEqual(onPages('/', '/notices', '/calendar'));
    expect(carrying('urgent-notice__label')).toEqual([...pages].sort());
  });

  it(`keeps the stylesheet under ${CSS_BUDGET / 1024} KB gzip`, () => {
    const css = readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.css'));
    const total = css.reduce((sum, file) => sum + gzip(`assets/${file}`), 0);
    console.info(`CSS: ${(total / 1024).toFixed(1)} KB gzip`);
    expect(total).toBeLessThan(CSS_BUDGET);
  });
});

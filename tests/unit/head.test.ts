import { describe, expect, it } from 'vitest';
import enMeta from 'virtual:school-meta/en';
import mlMeta from 'virtual:school-meta/ml';
import {
  canonicalUrl,
  documentTitle,
  headTags,
  headWords,
  schoolJsonLd,
  type HeadWords,
} from '../../src/app/apart/head.ts';
import type { RouteMeta } from '../../src/content/index.ts';
import { matchRoute } from '../../src/lib/routes.ts';
import {
  alternatePaths,
  canonicalPath,
  localPath,
  pagePath,
  prerenderedPaths,
  routes,
  siteLink,
  splitPath,
} from '../../src/lib/routes.ts';
import { sites } from './render.tsx';
import { identity } from '../../src/content/identity.ts';

/** The site-wide words with each route's words for search engines, as the head is written from them. */
const en: HeadWords = headWords(sites.en, enMeta as RouteMeta);
const ml: HeadWords = headWords(sites.ml, mlMeta as RouteMeta);

const siteFor = (path: string) => (splitPath(path).lang === 'ml' ? ml : en);

describe('route table and head tags', () => {
  // Derived from the route table, not listed by hand: a new page is a row of it (docs/architecture.md, "Adding a page").
  it("has the spec's eight pages, each address once, and builds each page waiting for nothing, with its Malayalam twin under /ml", () => {
    const paths = routes.map((route) => route.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/about',
        '/academic',
        '/admission',
        '/gallery',
        '/galleries/:id',
        '/core-team',
        '/work-with-us',
      ]),
    );
    expect(new Set(paths).size).toBe(paths.length);
    expect(prerenderedPaths).not.toContain('/galleries/:id');
    // Pages per entry (`:id`) are built from the entries; results, residential life, the documents and the pay page only
    // once the school fills them in (scripts/build/content/site-paths.ts).
    const english = routes
      .filter((route) => !route.path.includes(':') && route.optional !== 'page')
      .map((route) => pagePath(route.path, 'en'));
    expect(english).toEqual(expect.arrayContaining(['/', '/about/', '/notices/', '/calendar/', '/search/']));
    expect(english).not.toContain('/results/');
    expect(prerenderedPaths).toEqual([...english, ...english.map((path) => pagePath(splitPath(path).path, 'ml'))]);
  });

  it('reads the language off an address, and only off the /ml prefix', () => {
    expect(splitPath('/ml')).toEqual({ lang: 'ml', path: '/' });
    expect(splitPath('/ml/')).toEqual({ lang: 'ml', path: '/' });
    expect(splitPath('/ml/galleries/x')).toEqual({ lang: 'ml', path: '/galleries/x' });
    expect(splitPath('/mlx')).toEqual({ lang: 'en', path: '/mlx' });
    expect(splitPath('/about')).toEqual({ lang: 'en', path: '/about' });
    expect(localPath('/', 'ml')).toBe('/ml');
    expect(localPath('/about', 'ml')).toBe('/ml/about');
    expect(localPath('/about', 'en')).toBe('/about');
  });

  it("writes each page's address in the one form every host serves without a redirect: its folder, with the slash", () => {
    expect(pagePath('/', 'en')).toBe('/');
    expect(pagePath('/', 'ml')).toBe('/ml/');
    expect(pagePath('/about', 'en')).toBe('/about/');
    expect(pagePath('/about', 'ml')).toBe('/ml/about/');
    for (const form of ['/about', '/about/', '/about/index.html', '/about//'])
      expect(canonicalPath(form)).toBe('/about/');
    expect(canonicalPath('/')).toBe('/');
    expect(canonicalPath('/ml')).toBe('/ml/');
    expect(canonicalPath('/index.html')).toBe('/');
  });

  it('writes the links the office types to pages of the site in that form, and leaves every other link alone', () => {
    expect(siteLink('/admission')).toBe('/admission/');
    expect(siteLink('/ml/calendar#exams')).toBe('/ml/calendar/#exams');
    expect(siteLink('/notices/rain-holiday?from=sms')).toBe('/notices/rain-holiday/?from=sms');
    expect(siteLink('/admission/')).toBe('/admission/');
    for (const other of [
      '/media/documents/form.pdf',
      '/calendar.ics',
      'https://example.org/a',
      '//evil.example/x',
      '/nope',
    ])
      expect(siteLink(other)).toBe(other);
  });

  it('gives every page, in both languages, its own title and description', () => {
    const titles = prerenderedPaths.map((path) => documentTitle(path, siteFor(path)));
    expect(new Set(titles).size).toBe(titles.length);
    for (const site of [en, ml]) {
      // As the office writes them: the school's name, however long, fills {school} (issue 67: a real school's name).
      const descriptions = Object.values(site.meta).map((m) =>
        m.description.replaceAll(identity.schoolName, '{school}'),
      );
      expect(descriptions.every((d) => d.length > 50 && d.length <= 220)).toBe(true);
    }
  });

  it('matches the gallery viewer address and nothing unknown, in both languages', () => {
    expect(matchRoute('/galleries/abc')).toMatchObject({ route: { key: 'galleryViewer' }, lang: 'en' });
    expect(matchRoute('/ml/galleries/abc')).toMatchObject({ route: { key: 'galleryViewer' }, lang: 'ml' });
    expect(matchRoute('/ml')).toMatchObject({ route: { key: 'home' }, lang: 'ml' });
    expect(matchRoute('/about')?.route.key).toBe('about');
    expect(matchRoute('/nope')).toBeUndefined();
    expect(matchRoute('/ml/nope')).toBeUndefined();
  });

  it('writes canonical and sharing tags, and noindex for unknown pages', () => {
    const about = headTags('/about', en);
    expect(about).toContainEqual({ type: 'link', props: { rel: 'canonical', href: canonicalUrl('/about') } });
    expect(about.some((t) => t.props.property === 'og:image' && t.props.content?.startsWith('https://'))).toBe(true);
    expect(about.some((t) => t.props.name === 'twitter:card')).toBe(true);
    const missing = headTags('/nope', en);
    expect(missing).toContainEqual({ type: 'meta', props: { name: 'robots', content: 'noindex' } });
    expect(missing.some((t) => t.props.rel === 'canonical' || (t.props.rel === 'alternate' && t.props.hreflang))).toBe(
      false,
    );
  });

  it('links both languages of a page both ways, with absolute URLs and an English x-default', () => {
    const expected = [
      { hreflang: 'en-IN', path: '/admission/' },
      { hreflang: 'ml-IN', path: '/ml/admission/' },
      { hreflang: 'x-default', path: '/admission/' },
    ];
    expect(alternatePaths('/admission')).toEqual(expected);
    expect(alternatePaths('/ml/admission')).toEqual(expected);
    const tags = headTags('/ml/admission', ml);
    for (const { hreflang, path } of expected) {
      expect(tags).toContainEqual({ type: 'link', props: { rel: 'alternate', hreflang, href: canonicalUrl(path) } });
    }
    expect(canonicalUrl('/ml/admission')).toMatch(/^https:\/\/[^/]+\/ml\/admission\/$/);
    expect(canonicalUrl('/ml/admission/')).toBe(canonicalUrl('/ml/admission'));
    expect(tags).toContainEqual({ type: 'meta', props: { property: 'og:locale', content: 'ml_IN' } });
    expect(tags).toContainEqual({ type: 'meta', props: { property: 'og:locale:alternate', content: 'en_IN' } });
    expect(headTags('/', en)).toContainEqual({ type: 'meta', props: { property: 'og:locale', content: 'en_IN' } });
    expect(documentTitle('/ml/admission', ml)).toBe(`അഡ്മിഷൻ | ${identity.schoolName}`);
  });

  it('describes the school as a schema.org HighSchool that cannot break out of its script', () => {
    const data = JSON.parse(schoolJsonLd());
    expect(data['@type']).toBe('HighSchool');
    expect(data.address.postalCode).toBe(identity.address.postalCode);
    expect(data.telephone).toMatch(/^\+91/);
    expect(data.email).toContain('@');
    expect(schoolJsonLd()).not.toContain('<');
  });
});

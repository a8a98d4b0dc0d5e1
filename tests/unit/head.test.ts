import { describe, expect, it } from 'vitest';
import { canonicalUrl, documentTitle, headTags, matchRoute, schoolJsonLd } from '../../src/app/head.ts';
import { prerenderedPaths, routes } from '../../src/app/paths.ts';
import { pageMeta } from '../../src/content/meta.ts';

describe('route table and head tags', () => {
  it('lists the eight routes of the spec', () => {
    expect(routes.map((r) => r.path)).toEqual(['/', '/about', '/academic', '/admission', '/gallery', '/galleries/:id', '/core-team', '/work-with-us']);
    expect(prerenderedPaths).not.toContain('/galleries/:id');
  });

  it('gives every route its own title and description', () => {
    const titles = prerenderedPaths.map(documentTitle);
    expect(new Set(titles).size).toBe(titles.length);
    const descriptions = Object.values(pageMeta).map((m) => m.description);
    expect(descriptions.every((d) => d.length > 50 && d.length <= 200)).toBe(true);
  });

  it('matches the gallery viewer address and nothing unknown', () => {
    expect(matchRoute('/galleries/abc')?.key).toBe('galleryViewer');
    expect(matchRoute('/about')?.key).toBe('about');
    expect(matchRoute('/nope')).toBeUndefined();
  });

  it('writes canonical and sharing tags, and noindex for unknown pages', () => {
    const about = headTags('/about');
    expect(about).toContainEqual({ type: 'link', props: { rel: 'canonical', href: canonicalUrl('/about') } });
    expect(about.some((t) => t.props.property === 'og:image' && t.props.content?.startsWith('https://'))).toBe(true);
    expect(about.some((t) => t.props.name === 'twitter:card')).toBe(true);
    const missing = headTags('/nope');
    expect(missing).toContainEqual({ type: 'meta', props: { name: 'robots', content: 'noindex' } });
    expect(missing.some((t) => t.props.rel === 'canonical')).toBe(false);
  });

  it('describes the school as a schema.org HighSchool that cannot break out of its script', () => {
    const data = JSON.parse(schoolJsonLd());
    expect(data['@type']).toBe('HighSchool');
    expect(data.address.postalCode).toBe('676305');
    expect(data.telephone).toMatch(/^\+91/);
    expect(data.email).toContain('@');
    expect(schoolJsonLd()).not.toContain('<');
  });
});

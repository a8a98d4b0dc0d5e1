import { describe, expect, it } from 'vitest';
import { pageOfSite } from '../../src/lib/links.ts';

const SITE = 'https://school.example';

describe('the page a pushed notice opens', () => {
  it('is a page of this site, however its address is written', () => {
    expect(pageOfSite('/ml/notices/rain-holiday/', SITE)).toBe('/ml/notices/rain-holiday/');
    expect(pageOfSite('/notices/?from=push#top', SITE)).toBe('/notices/?from=push#top');
    expect(pageOfSite(`${SITE}/about/`, SITE)).toBe('/about/');
    expect(pageOfSite('notices/', SITE)).toBe('/notices/');
  });

  it('is never another site, even in an address that starts with a slash', () => {
    for (const elsewhere of [
      '//other.example/notices/',
      '/\\other.example/notices/',
      '\\\\other.example/',
      'https://other.example/',
      'javascript:alert(1)',
      'data:text/html,<p>hi',
    ])
      expect(pageOfSite(elsewhere, SITE), elsewhere).toBeNull();
    expect(pageOfSite(42, SITE)).toBeNull();
    expect(pageOfSite(undefined, SITE)).toBeNull();
  });
});

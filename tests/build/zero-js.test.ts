import { describe, expect, it } from 'vitest';
import { compareRuns, median, medianRatios, stripScripts } from '../../scripts/zero-js.ts';

describe('the script-free copy of a page', () => {
  it('keeps everything but scripts and module preloads', () => {
    const html = [
      '<head><link rel="stylesheet" href="/assets/style.css">',
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index.js"></script>',
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/dep.js">',
      '<script type="application/ld+json">{"@type":"HighSchool"}</script></head>',
      '<body><h1>Admission</h1><img src="/media/a.avif" alt=""></body>',
    ].join('\n');
    const stripped = stripScripts(html);
    expect(stripped).not.toMatch(/<script|modulepreload/);
    expect(stripped).toContain('<link rel="stylesheet" href="/assets/style.css">');
    expect(stripped).toContain('<h1>Admission</h1><img src="/media/a.avif" alt="">');
  });
});

describe('comparing with it', () => {
  it('takes medians, per route and over routes', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([1000, 1100])).toBe(1050);
    const real = new Map([
      ['/', { lcp: [1100, 1200], fcp: [800, 800] }],
      ['/about', { lcp: [990], fcp: [760] }],
      ['/admission', { lcp: [1500], fcp: [900] }],
    ]);
    const zero = new Map([
      ['/', { lcp: [1150, 1150], fcp: [790, 810] }],
      ['/about', { lcp: [900], fcp: [760] }],
      ['/admission', { lcp: [1000], fcp: [900] }],
    ]);
    const rows = compareRuns(real, zero, ['/', '/about', '/admission']);
    expect(rows[0]).toEqual({ route: '/', lcp: 1150, lcpZero: 1150, fcp: 800, fcpZero: 800 });
    // Ratios 1.0, 1.1 and 1.5: the median is the middle one, so one noisy route does not decide.
    expect(medianRatios(rows).lcp).toBeCloseTo(1.1);
    expect(medianRatios(rows).fcp).toBe(1);
  });
});

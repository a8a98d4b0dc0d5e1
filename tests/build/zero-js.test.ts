import { describe, expect, it } from 'vitest';
import { stripScripts } from '../../scripts/zero-js.ts';

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

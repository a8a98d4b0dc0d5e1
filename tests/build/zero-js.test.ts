import { describe, expect, it } from 'vitest';
import { inertEntry, stripScripts } from '../harness/lighthouse/zero-js.ts';

describe('the script-free copy of a page', () => {
  const html = [
    '<head><link rel="stylesheet" href="/assets/style.css">',
    '<script type="module" async fetchpriority="low" crossorigin src="/assets/entry-Ab1_x.js"></script>',
    '<script type="module" crossorigin src="/assets/other.js"></script>',
    '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/dep.js">',
    '<script type="application/ld+json">{"@type":"HighSchool"}</script></head>',
    '<body><h1>Admission</h1><img src="/media/a.avif" alt=""></body>',
  ].join('\n');

  it('keeps everything but scripts and module preloads', () => {
    const stripped = stripScripts(html);
    expect(stripped).not.toMatch(/modulepreload|other\.js|ld\+json/);
    expect(stripped).toContain('<link rel="stylesheet" href="/assets/style.css">');
    expect(stripped).toContain('<h1>Admission</h1><img src="/media/a.avif" alt="">');
  });

  it('keeps the entry’s request, to an inert file of the same size', () => {
    expect(stripScripts(html).match(/<script[^>]*>/g)).toEqual([
      '<script type="module" async fetchpriority="low" crossorigin src="/assets/entry-Ab1_x.inert.js">',
    ]);
    const entry = 'import("./start.js");console.log("ലോഡ്");';
    expect(Buffer.byteLength(inertEntry(entry))).toBe(Buffer.byteLength(entry));
    expect(inertEntry(entry)).toMatch(/^\/\*\s*\*\/$/);
  });
});

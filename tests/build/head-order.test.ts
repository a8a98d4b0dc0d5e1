import { describe, expect, it } from 'vitest';
import { entryPriority } from '../../scripts/build/entry-priority.ts';

// The head as Vite writes it: the entry first, then the stylesheet.
const head = [
  '<head>',
  '    <link rel="icon" href="/icon.svg" type="image/svg+xml" >',
  '    <script type="module" crossorigin src="/assets/entry-abc.js"></script>',
  '    <link rel="stylesheet" crossorigin href="/assets/style-abc.css">',
  '</head>',
].join('\n');

describe('the order of the head (scripts/build/entry-priority.ts)', () => {
  it('moves the entry after the stylesheet, async and at low priority', () => {
    const html = entryPriority(head);
    expect(html.indexOf('rel="stylesheet"')).toBeLessThan(html.indexOf('entry-abc.js'));
    expect(html).toContain(
      '<script type="module" async fetchpriority="low" crossorigin src="/assets/entry-abc.js"></script>',
    );
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(entryPriority(html)).toBe(html);
  });

  it('leaves a page without a stylesheet its entry where it was', () => {
    const html = entryPriority(head.replace(/\n.*rel="stylesheet".*/, ''));
    expect(html).toContain('async fetchpriority="low"');
    expect(html.indexOf('icon.svg')).toBeLessThan(html.indexOf('entry-abc.js'));
  });
});

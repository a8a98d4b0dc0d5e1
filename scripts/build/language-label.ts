/**
 * The word "മലയാളം" on the English pages' language switch, as an outline drawn from the site's own Malayalam
 * font (Noto Sans Malayalam, semibold) at build time. English pages download no Malayalam font, and a device
 * without one would show the word as empty boxes; the outline shows it on every device, and the link keeps the
 * word as text for screen readers.
 * The outline is written once into each English page's HTML, outside the app's root, and the switch shows it by
 * reference (`<use href="#malayalam-word">`). In the app's code (the virtual module `virtual:language-label`) it was
 * 2.9 KB gzip of every page's first load; as a file of its own, a request that Lighthouse's simulated phone counted
 * against each English page's first paint (about 200 ms of LCP).
 */
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import type { Plugin } from 'vite';

const WORD = 'മലയാളം';
const FONT = '@fontsource/noto-sans-malayalam/files/noto-sans-malayalam-malayalam-600-normal.woff2';
const ID = 'virtual:language-label';

/** How many font units make one unit of the outline: a 1,000-unit letter drawn 20 px high needs no finer grid. */
const GRID = 4;

/**
 * A path of absolute moves, lines and quadratic curves (fontkit's) as relative ones on a coarser grid: the same shape
 * in half the bytes, which every English page carries (issue 62: the precache holds them all).
 */
export function compactPath(d: string, grid = GRID): string {
  const sizes: Record<string, number> = { M: 2, L: 2, Q: 4, Z: 0 };
  let [x, y, startX, startY] = [0, 0, 0, 0];
  let out = '';
  const numbers = (values: number[]) => values.map((n, i) => (i > 0 && n >= 0 ? ` ${n}` : String(n))).join('');
  for (const [, command, args] of d.matchAll(/([MLQZ])([^MLQZ]*)/g)) {
    const values = (args!.match(/-?\d+(?:\.\d+)?/g) ?? []).map((n) => Math.round(Number(n) / grid));
    const size = sizes[command!]!;
    if (size === 0) {
      out += 'z';
      [x, y] = [startX, startY];
      continue;
    }
    for (let i = 0; i < values.length; i += size) {
      const points = values.slice(i, i + size);
      const relative = points.map((n, j) => n - (j % 2 ? y : x));
      out += `${command === 'M' && i === 0 ? (out ? 'm' : 'M') : command!.toLowerCase()}${numbers(out ? relative : points)}`;
      [x, y] = [points[size - 2]!, points[size - 1]!];
      if (command === 'M' && i === 0) [startX, startY] = [x, y];
    }
  }
  return out;
}

/** The word's outline (font units, rounded) and the box it sits in, from ascender to descender. */
export function wordOutline(fontFile: string, word: string): { d: string; viewBox: string } {
  const font = fontkit.openSync(fontFile) as fontkit.Font;
  const run = font.layout(word);
  let x = 0;
  const d = run.glyphs
    .map((glyph, i) => {
      const position = run.positions[i]!;
      const path = glyph.path
        .scale(1, -1)
        .translate(x + position.xOffset, -position.yOffset)
        .toSVG();
      x += position.xAdvance;
      return path;
    })
    .join('')
    .replace(/-?\d+\.\d+/g, (n) => String(Math.round(Number(n))));
  const box = [0, -font.ascent, x, font.ascent - font.descent].map((n) => Math.round(n / GRID));
  return { d: compactPath(d), viewBox: box.join(' ') };
}

/** The element id the switch refers to. */
const SYMBOL = 'malayalam-word';

/** The outline as the page carries it: a hidden SVG whose one path the switch shows. */
export const outlineSprite = (d: string): string =>
  `<svg aria-hidden="true" style="display: none"><path id="${SYMBOL}" d="${d}"/></svg>`;

/** A written page with the outline before its body's end, if its language switch shows it. */
export function withOutline(html: string, d: string): string {
  return html.includes(`href="#${SYMBOL}"`) ? html.replace('</body>', `${outlineSprite(d)}\n</body>`) : html;
}

export function languageLabelPlugin(): Plugin {
  let outline: { d: string; viewBox: string } | undefined;
  const drawn = () => (outline ??= wordOutline(createRequire(import.meta.url).resolve(FONT), WORD));
  return {
    name: 'school-language-label',
    resolveId: (id) => (id === ID ? `\0${ID}` : null),
    load(id) {
      if (id !== `\0${ID}`) return null;
      const fields = { word: WORD, href: `#${SYMBOL}`, viewBox: drawn().viewBox };
      return Object.entries(fields)
        .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};\n`)
        .join('');
    },
    // In development the app draws the page in the browser: every page has the outline.
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) =>
        context.server ? html.replace('</body>', `${outlineSprite(drawn().d)}\n</body>`) : html,
    },
    generateBundle: {
      // After the pages are written (vite-prerender-plugin adds them to the bundle).
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle))
          if (file.type === 'asset' && file.fileName.endsWith('.html') && typeof file.source === 'string')
            file.source = withOutline(file.source, drawn().d);
      },
    },
  };
}

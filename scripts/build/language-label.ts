/**
 * The word "മലയാളം" on the English pages' language switch, as an outline drawn from the site's own Malayalam
 * font (Noto Sans Malayalam, semibold) at build time. English pages download no Malayalam font, and a device
 * without one would show the word as empty boxes; an inline outline shows it on every device, and the link
 * keeps the word as text for screen readers. Served as the virtual module `virtual:language-label`.
 */
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import type { Plugin } from 'vite';

const WORD = 'മലയാളം';
const FONT = '@fontsource/noto-sans-malayalam/files/noto-sans-malayalam-malayalam-600-normal.woff2';
const ID = 'virtual:language-label';

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
  return { d, viewBox: `0 ${-font.ascent} ${x} ${font.ascent - font.descent}` };
}

export function languageLabelPlugin(): Plugin {
  return {
    name: 'school-language-label',
    resolveId: (id) => (id === ID ? `\0${ID}` : null),
    load(id) {
      if (id !== `\0${ID}`) return null;
      const { d, viewBox } = wordOutline(createRequire(import.meta.url).resolve(FONT), WORD);
      return `export const word = ${JSON.stringify(WORD)};\nexport const d = ${JSON.stringify(d)};\nexport const viewBox = ${JSON.stringify(viewBox)};\n`;
    },
  };
}

import type { SchoolName } from '../../src/lib/identity.ts';

/**
 * From what width the header shows the school's full name (issue 67): where it fits on two lines beside the logo's
 * mark; below that, the short name. CSS cannot measure a text, so the build estimates it, generously (a name thought
 * to fit does), from the width of each letter in the header's display face, and src/app/header.css asks
 * `@container school-name (--school-name-en)` and friends, expanded here (scripts/build/custom-media.ts).
 */

/**
 * The name's size (src/app/logo.css, .logo__name), in px: on phones, on tablets (the header's links a menu), and
 * beside the header's links in a row; with the logo's mark and the gap beside it.
 */
export const NAME_FONT_PX = { phone: 16.8, tablet: 23.2, inline: 18.4 } as const;
const MARK_PX = { phone: 44, tablet: 50, inline: 50 } as const;

/**
 * A letter's width in em, a little over what the widest of the faces the name is set in draws (bold: the system
 * serif a phone has, DejaVu or Liberation Serif on Linux, Noto Sans Malayalam), measured in Chromium at 100 px.
 */
function letterEm(letter: string): number {
  if (/[\u0D00-\u0D7F]/u.test(letter)) {
    // Malayalam: a virama joins letters into a conjunct, narrower than the two; vowel signs are narrower than letters.
    if (letter === '\u0D4D') return 0.1;
    if (/[\u0D3E-\u0D4C\u0D57\u0D02\u0D03]/u.test(letter)) return 0.9;
    return 1.15;
  }
  if (/\s/u.test(letter)) return 0.3;
  if (/[A-Z]/u.test(letter)) return 0.78;
  if (/[a-z0-9]/u.test(letter)) return 0.53;
  if (/[.,'’:;()-]/u.test(letter)) return 0.35;
  return 0.9;
}

/** How wide a text is, in em, at most. */
export const textEm = (text: string): number => [...text].reduce((sum, letter) => sum + letterEm(letter), 0);

/**
 * The narrowest line (em) on which the name breaks into two lines at most. A line breaks before a word that would
 * not fit, so the first line may leave up to a word's width empty: two lines hold the name when twice the line is at
 * least the name and its widest word, and no word is wider than the line.
 */
export function twoLineEm(name: string): number {
  const widest = Math.max(...name.split(/\s+/u).map(textEm));
  return Math.max(widest, (textEm(name) + widest) / 2);
}

type Size = keyof typeof NAME_FONT_PX;

/** The container width (px) from which a name fits on two lines beside the mark, at a size. */
export const fullNameFrom = (name: string, size: Size): number =>
  Math.ceil(MARK_PX[size] + twoLineEm(name) * NAME_FONT_PX[size]);

/** The header's queries, by language and size: `(min-width: …px)`, from where the full name fits. */
export function nameFitQueries(names: { en: SchoolName; ml: SchoolName }): Record<string, string> {
  return Object.fromEntries(
    (['en', 'ml'] as const).flatMap((lang) =>
      (Object.keys(NAME_FONT_PX) as Size[]).map((size) => [
        `--school-name-${lang}-${size}`,
        `(min-width: ${fullNameFrom(names[lang].full, size)}px)`,
      ]),
    ),
  );
}

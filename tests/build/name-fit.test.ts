import { describe, expect, it } from 'vitest';
import { fullNameFrom, nameFitQueries, textEm, twoLineEm } from '../../scripts/build/name-fit.ts';

/** Widths in em, measured in Chromium at 100 px, bold: DejaVu Serif (the system serif here) and Noto Sans Malayalam. */
const measured = {
  'St. Thomas Residential Higher Secondary School, Kozhencherry': 27.52,
  'St. Thomas HSS': 6.96,
  EdMOUNT: 5.06,
  'സെന്റ് തോമസ് റെസിഡൻഷ്യൽ ഹയർ സെക്കൻഡറി സ്കൂൾ, കോഴഞ്ചേരി': 39.8,
  'സെന്റ് തോമസ്': 8.12,
  എഡ്മൗണ്ട്: 5.98,
};

describe("the school's name in the header: where the full one fits (scripts/build/name-fit.ts)", () => {
  it('estimates a name at least as wide as it is drawn, and not far wider', () => {
    for (const [name, em] of Object.entries(measured)) {
      expect(textEm(name), name).toBeGreaterThanOrEqual(em);
      expect(textEm(name), name).toBeLessThan(em * 1.3);
    }
  });

  it('asks for a line wide enough for the widest word, and for two lines to hold the name', () => {
    expect(twoLineEm('EdMOUNT')).toBe(textEm('EdMOUNT'));
    const name = 'St. Thomas Residential Higher Secondary School, Kozhencherry';
    const line = twoLineEm(name);
    expect(line).toBeGreaterThanOrEqual(textEm('Kozhencherry'));
    expect(2 * line).toBeGreaterThanOrEqual(textEm(name) + textEm('Kozhencherry'));
    expect(fullNameFrom(name, 'tablet')).toBeGreaterThan(fullNameFrom(name, 'inline'));
  });

  it("gives each language's name its queries, at each of the name's sizes", () => {
    const queries = nameFitQueries({
      en: { full: 'Hill School', short: 'Hill' },
      ml: { full: 'ഹിൽ സ്കൂൾ', short: 'ഹിൽ' },
    });
    expect(Object.keys(queries).sort()).toEqual([
      '--school-name-en-inline',
      '--school-name-en-phone',
      '--school-name-en-tablet',
      '--school-name-ml-inline',
      '--school-name-ml-phone',
      '--school-name-ml-tablet',
    ]);
    expect(queries['--school-name-en-tablet']).toBe(`(min-width: ${fullNameFrom('Hill School', 'tablet')}px)`);
  });
});

/**
 * The results as the build reads them: the newest year first, each stream's pass rate, only consenting toppers;
 * and what the office may not enter: more passed than sat, a percentage over 100, a topper without the family's
 * consent, a year out of range, a file not named by its year and stream, and a year's stream written twice.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as v from 'valibot';
import { stringify } from 'yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../scripts/build/content/load.ts';
import { passRate, resultYears, topperPhotoSizes } from '../../scripts/build/content/results.ts';
import { namedByYearAndStream, resultSchema } from '../../src/content/schema/results.ts';
import { writeFixtureContent } from '../fixtures/fixture-site.ts';
import { RESULTS, TOPPER_PHOTO } from '../fixtures/fixture-entries.ts';

const root = mkdtempSync(path.join(tmpdir(), 'results-'));
const filled = loadContent(writeFixtureContent(root), process.env);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('results', () => {
  it('come newest first, streams in their order, each with its pass rate to one decimal', () => {
    expect(filled.problems).toEqual([]);
    for (const lang of ['en', 'ml'] as const) {
      const years = resultYears(filled, lang);
      expect(years.map((y) => y.year)).toEqual([2026, 2025, 2024, 2023]);
      expect(years[0]!.streams.map((s) => [s.stream, s.rate])).toEqual([
        ['science', 97.6],
        ['commerce', 100],
        ['humanities', 95],
      ]);
      // A photo at its two sizes, named by its content; a topper without one has none.
      const [science, commerce] = years[0]!.streams;
      const [small, large] = topperPhotoSizes(root, TOPPER_PHOTO).map((size) => size.url);
      expect(small).toMatch(/^\/media\/toppers\/fixture-student-a-[0-9a-f]{8}-64\.webp$/);
      expect(science!.toppers).toEqual([
        { name: 'Fixture Student A', marks: 99.25, photo: { src: small, srcSet: `${small} 1x, ${large} 2x` } },
      ]);
      expect(commerce!.toppers).toEqual([{ name: 'Fixture Student B', marks: 98.5 }]);
    }
    expect([passRate(37, 40), passRate(33, 36), passRate(0, 0)]).toEqual([92.5, 91.7, 0]);
  });

  const entry = { ...RESULTS['2026-science'], toppers: [{ name: 'Fixture Student A', marks: 99.25, consent: true }] };
  const problems = (changes: object) => {
    const result = v.safeParse(resultSchema, { ...entry, ...changes });
    return result.success ? [] : result.issues.map((issue) => `${v.getDotPath(issue)}: ${issue.message}`);
  };

  it('takes a year as the office types it, and refuses what cannot be', () => {
    expect(problems({})).toEqual([]);
    expect(problems({ passed: 43 })).toEqual(['passed: is more than appeared']);
    expect(problems({ fullAPlus: 42, passed: 41 })).toEqual(['fullAPlus: is more than passed']);
    expect(problems({ highest: 100.5 })).toEqual([
      expect.stringMatching(/^highest: should be a percentage from 0 to 100/),
    ]);
    expect(problems({ highest: 98.125 })).toEqual([expect.stringMatching(/^highest: .*at most two decimals/)]);
    expect(problems({ year: 1999 })).toEqual(['year: should be a whole number from 2000 to 2100']);
    expect(problems({ stream: 'arts' })).toEqual([
      expect.stringMatching(/^stream: is "arts"; choose one of science, commerce, humanities$/),
    ]);
    expect(problems({ toppers: [{ name: 'Fixture Student B', marks: 98, consent: false }] })).toEqual([
      'toppers.0.consent: is not yes: a topper is named only with the family’s consent',
    ]);
    expect(problems({ toppers: [{ name: 'Fixture Student B', marks: 101, consent: true }] })).toEqual([
      expect.stringMatching(/^toppers\.0\.marks: should be a percentage/),
    ]);
    expect(
      problems({ toppers: [{ name: 'Fixture Student B', marks: 98, consent: true, photo: 'media/photos/b.jpg' }] }),
    ).toEqual(['toppers.0.photo: should be a photo in media/toppers/ (JPEG, PNG or WebP), uploaded in the editor']);
  });

  it('a file is named by its year and stream, so a year is written once', () => {
    expect(namedByYearAndStream('2026-science', entry)).toBeNull();
    expect(namedByYearAndStream('2026-science-1', entry)).toMatch(
      /^should be 2026-science, and that file is already there: the 2026 Science results are written once/,
    );
    expect(namedByYearAndStream('science-results', entry)).toBe('should be named 2026-science, by its year and stream');
  });

  it('the build refuses a year written twice, naming the file', () => {
    const twice = mkdtempSync(path.join(tmpdir(), 'results-twice-'));
    try {
      writeFixtureContent(twice);
      for (const lang of ['en', 'ml'])
        writeFileSync(path.join(twice, `src/content/${lang}/results/2026-science-1.yaml`), stringify(entry));
      const { problems: found } = loadContent(twice, process.env);
      expect(found).toEqual(
        ['en', 'ml'].map((lang) =>
          expect.stringContaining(
            `src/content/${lang}/results/2026-science-1.yaml: the file should be 2026-science, and that file is already there`,
          ),
        ),
      );
    } finally {
      rmSync(twice, { recursive: true, force: true });
    }
  });
});

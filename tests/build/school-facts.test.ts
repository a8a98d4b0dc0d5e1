/**
 * The places for the school's own facts: a page or section with nothing of the school's in it is not built,
 * linked or listed; once filled in, it is, in each language that has it. Dates count in school days.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../scripts/build/content/load.ts';
import { filledPagesOf } from '../../scripts/build/content/filled.ts';
import { pageModule, siteModule } from '../../scripts/build/content/module.ts';
import { entryPaths, sitePaths } from '../../scripts/build/content/site-paths.ts';
import { documentViews, expiringSoon, sizeInWords } from '../../scripts/build/content/documents.ts';
import { prerenderedPaths } from '../../src/lib/routes.ts';
import { schoolDay } from '../../src/lib/school-time.ts';
import { writeFixtureContent } from '../fixtures/fixture-site.ts';
import { residentialLifeFilled } from '../../scripts/build/content/filled.ts';
import { admissionWindow } from '../../src/lib/admission-window.ts';
import { paragraphsOf, rupees } from '../../src/lib/text.ts';
import { content as sample } from '../helpers/content.ts';

/** The day the paths are written for: today at the school. */
const TODAY = schoolDay(new Date());

const root = mkdtempSync(path.join(tmpdir(), 'school-facts-'));
const filled = loadContent(writeFixtureContent(root), process.env);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('pages the school fills in', () => {
  it('the sample content builds no residential life page, links none and lists none', () => {
    expect(sample.problems).toEqual([]);
    for (const lang of ['en', 'ml'] as const) expect(siteModule(sample, lang, '2026-11-25').filledPages).toEqual([]);
    expect(entryPaths(sample, TODAY).filter((p) => p.includes('residential-life'))).toEqual([]);
    expect(sitePaths(sample, TODAY)).not.toContain('/residential-life/');
    expect(sitePaths(sample, TODAY)).toEqual(
      expect.arrayContaining(['/wellbeing/', '/privacy/', '/ml/wellbeing/', '/ml/privacy/']),
    );
  });

  it('with the fixtures, residential life is built, linked and listed in both languages', () => {
    expect(filled.problems).toEqual([]);
    for (const lang of ['en', 'ml'] as const)
      expect(siteModule(filled, lang, '2026-11-25').filledPages).toEqual([
        'residentialLife',
        'calendar',
        'documents',
        'payFees',
        'results',
      ]);
    expect(entryPaths(filled, TODAY)).toEqual(expect.arrayContaining(['/residential-life/', '/ml/residential-life/']));
    expect(sitePaths(filled, TODAY)).toEqual(expect.arrayContaining(['/residential-life/', '/ml/residential-life/']));
  });

  it('a page filled in one language only waits for the other: no link or alternate leads to a missing page', () => {
    const englishOnly = {
      ...filled,
      files: {
        ...filled.files,
        residentialLife: { ...filled.files.residentialLife, ml: sample.files.residentialLife.ml },
      },
    };
    expect(filledPagesOf(englishOnly)).not.toContain('residentialLife');
    expect(entryPaths(englishOnly, TODAY).filter((p) => p.includes('residential-life'))).toEqual([]);
  });

  it('the calendar is built empty, and linked and listed once it has a date; documents are built once there is one', () => {
    expect(prerenderedPaths).toEqual(expect.arrayContaining(['/calendar/', '/ml/calendar/']));
    expect(sitePaths(sample, TODAY)).not.toContain('/calendar/');
    expect(sitePaths(filled, TODAY)).toEqual(expect.arrayContaining(['/calendar/', '/ml/calendar/']));
    expect(entryPaths(sample, TODAY).filter((p) => p.includes('documents'))).toEqual([]);
    expect(entryPaths(filled, TODAY)).toEqual(expect.arrayContaining(['/documents/', '/ml/documents/']));
    expect(sitePaths(filled, TODAY)).toEqual(expect.arrayContaining(['/documents/', '/ml/documents/']));
  });

  it('documents: sizes in words, past ones marked, and those ending within 30 days named by the build', () => {
    const today = schoolDay(new Date());
    const docs = documentViews(filled, 'en', today, filled.root);
    const bySlug = Object.fromEntries(docs.map((doc) => [doc.slug, doc]));
    expect(bySlug['prospectus-2027']).toMatchObject({ sizeText: '240 KB', expired: false });
    expect(bySlug['fire-safety-certificate']).toMatchObject({ expired: true });
    expect(expiringSoon(filled, today)).toEqual([expect.stringContaining('Fee circular, term 2')]);
    expect(expiringSoon(sample, today)).toEqual([]);
    expect([sizeInWords(900), sizeInWords(245_760), sizeInWords(1_468_006), sizeInWords(10 * 1024 * 1024)]).toEqual([
      '1 KB',
      '240 KB',
      '1.4 MB',
      '10 MB',
    ]);
  });

  it("a page of headings alone is not filled in; one line of the school's is", () => {
    const empty = sample.files.residentialLife.en!;
    expect(residentialLifeFilled(empty)).toBe(false);
    expect(residentialLifeFilled({ ...empty, calls: { ...empty.calls, text: '   ' } })).toBe(false);
    expect(residentialLifeFilled({ ...empty, calls: { ...empty.calls, text: 'Sundays, 6 to 8 pm.' } })).toBe(true);
    expect(residentialLifeFilled({ ...empty, bring: { ...empty.bring, items: ['A torch'] } })).toBe(true);
  });
});

describe('where admission stands', () => {
  const dates = { opens: '2026-12-01', closes: '2026-12-31' };
  it('says when it opens, counts the days left, then closing tomorrow, today, and closed', () => {
    expect(admissionWindow(dates, '2026-11-25')).toEqual({ state: 'before', date: '2026-12-01' });
    expect(admissionWindow(dates, '2026-12-01')).toEqual({ state: 'open', date: '2026-12-31', daysLeft: 30 });
    expect(admissionWindow(dates, '2026-12-29')).toEqual({ state: 'open', date: '2026-12-31', daysLeft: 2 });
    expect(admissionWindow(dates, '2026-12-30')).toEqual({ state: 'tomorrow', date: '2026-12-31' });
    expect(admissionWindow(dates, '2026-12-31')).toEqual({ state: 'lastDay', date: '2026-12-31' });
    expect(admissionWindow(dates, '2027-01-01')).toEqual({ state: 'closed', date: '2026-12-31' });
  });

  it('counts across months and a leap day, and says nothing without a closing date', () => {
    expect(admissionWindow({ opens: '', closes: '2028-03-01' }, '2028-02-27')).toEqual({
      state: 'open',
      date: '2028-03-01',
      daysLeft: 3,
    });
    expect(admissionWindow({ opens: '2026-12-01', closes: '' }, '2026-12-05')).toBeNull();
    expect(admissionWindow({ opens: '', closes: '' }, '2026-12-05')).toBeNull();
    // Last year's closing day left beside this year's opening day: nothing, rather than "closed" while open.
    expect(admissionWindow({ opens: '2026-12-01', closes: '2025-12-31' }, '2026-12-05')).toBeNull();
  });

  it('gives the page every date of it in words, in each language', () => {
    const home = pageModule(filled, 'home', 'ml', '2026-11-25');
    const { dates: fixture, dateWords } = home.admissionWindow;
    expect(dateWords[fixture.closes]).toMatch(/[\u0D00-\u0D7F]/);
  });
});

describe('amounts and text', () => {
  it('writes rupees with the Indian grouping', () => {
    expect(rupees(0)).toBe('₹0');
    expect(rupees(950)).toBe('₹950');
    expect(rupees(1000)).toBe('₹1,000');
    expect(rupees(120000)).toBe('₹1,20,000');
    expect(rupees(12345678)).toBe('₹1,23,45,678');
  });

  it("splits the school's text into paragraphs at blank lines, dropping empty ones", () => {
    expect(paragraphsOf('One.\n\nTwo,\nstill two.\n\n\n')).toEqual(['One.', 'Two,\nstill two.']);
    expect(paragraphsOf('   ')).toEqual([]);
  });
});

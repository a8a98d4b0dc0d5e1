/** Admission, Core Team, Wellbeing and Work With Us, used at each width (About and Academic: ./pages.spec.ts). */
import { expect, test } from '@playwright/test';
import { WIDTHS, collectErrors, gotoHydrated } from '../helpers/page.ts';

test.describe('Admission', () => {
  test('tabs on wider screens follow the tabs pattern and swap the subjects', async ({ page }) => {
    await page.setViewportSize({ width: WIDTHS.tablet, height: 900 });
    const errors = collectErrors(page);
    await gotoHydrated(page, '/admission');
    const science = page.getByRole('tab', { name: '+1 Science' });
    await expect(science).toHaveAttribute('aria-selected', 'true');
    // Every stream is in the page (readable without script); the app shows one at a time.
    const subjects = page.getByRole('tabpanel').locator('.subject-card');
    await expect(subjects).toHaveText([
      'Physics',
      'Chemistry',
      'Biology',
      'Mathematics',
      'English',
      'Arabic',
      'Malayalam',
    ]);
    await expect(page.getByRole('combobox', { name: 'Stream' })).toBeHidden();

    await science.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: '+1 Commerce' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: '+1 Commerce' })).toBeFocused();
    await expect(subjects).toHaveText([
      'Accountancy (With CA)',
      'Economics',
      'Computer Application',
      'Business Studies',
      'English',
      'Arabic',
      'Malayalam',
    ]);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: '+1 Humanities' })).toHaveAttribute('aria-selected', 'true');
    await expect(subjects).toHaveText([
      'History',
      'Economics',
      'Political Science',
      'Sociology',
      'English',
      'Arabic',
      'Malayalam',
    ]);
    // The stream's enquiry link leads to the enquiry form, where this stream is already chosen.
    await expect(page.getByRole('link', { name: 'Enquire about this stream: +1 Humanities' })).toHaveAttribute(
      'href',
      '#enquiry',
    );
    await expect(page.getByLabel('Applying for')).toHaveValue('humanities');

    const film = page.getByRole('link', { name: /Watch the film/ });
    await expect(film).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('heading', { name: 'Get set to ace higher education' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Visit Us' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a native dropdown on phones closes after a choice', async ({ page }) => {
    await page.setViewportSize({ width: WIDTHS.phone, height: 800 });
    await gotoHydrated(page, '/admission');
    await expect(page.locator('[role="tab"]')).toHaveCount(3);
    await expect(page.locator('[role="tab"]').first()).toBeHidden();
    const select = page.getByRole('combobox', { name: 'Stream' });
    await expect(select).toHaveValue('science');
    await select.selectOption('commerce');
    const subjects = page.getByRole('tabpanel').locator('.subject-card');
    await expect(subjects.first()).toHaveText('Accountancy (With CA)');
    await expect(subjects).toHaveCount(7);
    await expect(page.getByRole('link', { name: 'Enquire about this stream: +1 Commerce' })).toHaveAttribute(
      'href',
      '#enquiry',
    );
    await expect(page.getByLabel('Applying for')).toHaveValue('commerce');
  });
});

test.describe('Core Team', () => {
  for (const [width, columns] of [
    [WIDTHS.phone, 1],
    [WIDTHS.tablet, 2],
    [WIDTHS.desktop, 3],
  ] as const) {
    test(`shows ${columns} column(s) at ${width}px, positions without invented names`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, '/core-team');
      const cards = page.locator('.team-card');
      await expect(cards).toHaveCount(3);
      await expect(page.locator('.team-card__position')).toHaveText([
        'Director',
        'Higher Secondary Principal',
        'Residential Program Coordinator',
      ]);
      await expect(page.locator('.team-card__name')).toHaveCount(0);
      const xs = new Set<number>();
      for (let i = 0; i < 3; i++) xs.add(Math.round((await cards.nth(i).boundingBox())!.x));
      expect(xs.size).toBe(columns);
    });
  }
});

test.describe('Wellbeing and safety', () => {
  test('ships with Tele-MANAS and Childline as numbers to tap, in both languages, and every footer links to it and to privacy', async ({
    page,
  }) => {
    for (const path of ['/wellbeing', '/ml/wellbeing']) {
      await gotoHydrated(page, path);
      await expect(page.locator('main a[href="tel:14416"]')).toContainText('14416');
      await expect(page.locator('main a[href="tel:1098"]')).toContainText('1098');
      // Nothing of the school's is filled in yet: no empty heading for the counsellor, the policy or grievances.
      await expect(page.locator('main h2')).toHaveCount(1);
    }
    for (const path of ['/', '/gallery', '/ml/admission']) {
      await gotoHydrated(page, path);
      const footer = page.getByRole('contentinfo');
      await expect(footer.locator(`a[href$="/wellbeing/"]`)).toHaveCount(1);
      await expect(footer.locator(`a[href$="/privacy/"]`)).toHaveCount(1);
    }
  });
});

test.describe('Work With Us', () => {
  const heading = 'Shape Futures with Us';

  test('types the heading and paragraph on large screens, with the full text always in the page', async ({ page }) => {
    await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
    // Every length the heading's typed text passes through, however busy the machine (a single look can come
    // too late and see it finished).
    await page.addInitScript(() => {
      const lengths: number[] = ((window as unknown as { typedLengths: number[] }).typedLengths = []);
      new MutationObserver(() => {
        const typed = document.querySelector('h1 .typed');
        if (typed) lengths.push(typed.firstChild?.textContent?.length ?? 0);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await gotoHydrated(page, '/work-with-us');
    await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(heading);
    const typed = page.locator('h1 .typed');
    const lengths = () => page.evaluate(() => (window as unknown as { typedLengths: number[] }).typedLengths);
    await expect
      .poll(async () => (await lengths()).some((n) => n > 0 && n < heading.length), 'typed a letter at a time')
      .toBe(true);
    await expect(typed).not.toHaveAttribute('data-typing', 'true', { timeout: 2000 });
    const paragraph = page.locator('p.lead .typed');
    await expect(paragraph).toHaveAttribute('data-typing', 'true');
    await expect(paragraph).not.toHaveAttribute('data-typing', 'true', { timeout: 6000 });

    const cv = page.getByRole('link', { name: /Send CV/ });
    const href = (await cv.getAttribute('href')) ?? '';
    expect(href).toMatch(/^mailto:[^?]+@[^?]+\?subject=/);
    await expect(cv).toHaveAttribute('target', '_blank');
  });

  test('shows the text at once under reduced motion and on phones', async ({ browser }) => {
    for (const options of [
      { viewport: { width: WIDTHS.desktop, height: 900 }, reducedMotion: 'reduce' as const },
      { viewport: { width: WIDTHS.phone, height: 800 } },
    ]) {
      const context = await browser.newContext(options);
      const page = await context.newPage();
      await gotoHydrated(page, '/work-with-us');
      await expect(page.locator('.typed[data-typing]')).toHaveCount(0);
      await expect(page.locator('h1 .typed')).toHaveText(heading);
      await context.close();
    }
  });
});

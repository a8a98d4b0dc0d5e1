import { expect, test, type Locator, type Page } from '@playwright/test';
import { WIDTHS, collectErrors, gotoHydrated } from '../helpers/page.ts';
import { mouseDrag, touchSwipe } from '../helpers/gestures.ts';
import { identity } from '../helpers/content.ts';

const scrollLeft = (locator: Locator) => locator.evaluate((el) => el.scrollLeft);
const maxScroll = (locator: Locator) => locator.evaluate((el) => el.scrollWidth - el.clientWidth);
const settled = async (locator: Locator) => {
  // Smooth scrolling and snapping settle within a second; wait until the position stops changing.
  let last = -1;
  await expect.poll(async () => {
    const now = await scrollLeft(locator);
    const same = now === last;
    last = now;
    return same;
  }, { intervals: [150, 150, 150, 150, 300] }).toBe(true);
  return last;
};

test.describe('About: facilities row on large screens', () => {
  test.use({ viewport: { width: WIDTHS.desktop, height: 900 } });

  test('arrows step 211 px and wrap; the progress bar follows; mouse drag moves twice as far', async ({ page }) => {
    const errors = collectErrors(page);
    await gotoHydrated(page, '/about');
    const row = page.getByRole('region', { name: 'Facilities' });
    await row.scrollIntoViewIfNeeded();
    const bar = page.locator('.about-facilities .scroll-row__bar');
    await expect(row.getByRole('listitem')).toHaveCount(6);
    expect((await bar.boundingBox())!.width).toBeGreaterThanOrEqual(199);

    const next = page.getByRole('button', { name: 'Next facilities' });
    const previous = page.getByRole('button', { name: 'Previous facilities' });
    await next.click();
    expect(await settled(row)).toBe(211);
    const widthAfterOne = (await bar.boundingBox())!.width;
    expect(widthAfterOne).toBeGreaterThan(200);

    await previous.click();
    expect(await settled(row)).toBe(0);
    await previous.click();
    const max = await maxScroll(row);
    expect(await settled(row)).toBeGreaterThanOrEqual(max - 1);
    expect((await bar.boundingBox())!.width).toBeGreaterThan(widthAfterOne);
    await next.click();
    expect(await settled(row)).toBe(0);

    const box = (await row.boundingBox())!;
    await mouseDrag(page, row, -100, 0, { x: box.x + box.width - 40, y: box.y + 60 });
    const afterDrag = await settled(row);
    // 100 px of pointer movement scrolls 200 px, then the row snaps to the nearest card (211).
    expect(afterDrag).toBe(211);
    expect(errors).toEqual([]);
  });

  test('the FAQs are a disclosure list and the map link opens a new tab', async ({ page }) => {
    await gotoHydrated(page, '/about');
    const question = page.getByText('Which courses are offered?');
    const answer = page.getByText('Higher Secondary in Science, Commerce and Humanities');
    await expect(answer).toBeHidden();
    await question.click();
    await expect(answer).toBeVisible();
    await page.locator('summary', { hasText: 'What co-curricular activities are there?' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Gavel clubs for public speaking')).toBeVisible();
    const map = page.getByRole('link', { name: /View on map/ });
    await expect(map).toHaveAttribute('target', '_blank');
    await expect(map).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(page.getByText('about 13 km from the international airport and 17 km from a railway station')).toBeVisible();
  });
});

test.describe('About: facilities row on a phone', () => {
  test.use({ viewport: { width: WIDTHS.phone, height: 800 }, hasTouch: true, isMobile: true });

  test('has no arrows, a 50 px minimum progress bar, and scrolls by touch', async ({ page }) => {
    await gotoHydrated(page, '/about');
    const row = page.getByRole('region', { name: 'Facilities' });
    await row.scrollIntoViewIfNeeded();
    await expect(page.getByRole('button', { name: 'Next facilities' })).toBeHidden();
    const bar = page.locator('.about-facilities .scroll-row__bar');
    expect(Math.round((await bar.boundingBox())!.width)).toBe(50);
    await touchSwipe(page, row, -150);
    expect(await settled(row)).toBeGreaterThan(0);
    expect((await bar.boundingBox())!.width).toBeGreaterThan(50);
  });
});

const activeDivision = (page: Page) => page.locator('.loop-carousel__item[data-active]');

test.describe('Academic on large screens', () => {
  test.use({ viewport: { width: WIDTHS.desktop, height: 900 } });

  test('the division carousel loops both ways, locks its arrows for 500 ms and follows a drag', async ({ page }) => {
    const errors = collectErrors(page);
    await gotoHydrated(page, '/academic');
    const next = page.getByRole('button', { name: 'Next division' });
    const previous = page.getByRole('button', { name: 'Previous division' });
    await expect(activeDivision(page)).toContainText(`${identity.schoolName} One`);

    await previous.click();
    await expect(next).toBeDisabled();
    await expect(activeDivision(page)).toContainText('Read. Focus. Learn');
    await expect(next).toBeEnabled({ timeout: 1000 });
    await next.click();
    await expect(activeDivision(page)).toContainText(`${identity.schoolName} One`);
    for (const expected of ['Learn. Bond. Shine', `${identity.schoolName} Two`, 'Read. Focus. Learn', `${identity.schoolName} One`]) {
      await expect(next).toBeEnabled({ timeout: 1000 });
      await next.click();
      await expect(activeDivision(page)).toContainText(expected);
    }
    // The visible card sits at the left edge of the viewport after every move.
    await expect(next).toBeEnabled({ timeout: 1000 });
    const viewport = page.getByRole('region', { name: 'Academic divisions', exact: true });
    const [v, a] = [await viewport.boundingBox(), await activeDivision(page).boundingBox()];
    expect(Math.abs(a!.x - v!.x)).toBeLessThan(2);

    await mouseDrag(page, viewport, -80);
    await expect(activeDivision(page)).toContainText('Learn. Bond. Shine');
    await expect(next).toBeEnabled({ timeout: 1000 });
    await mouseDrag(page, viewport, 30);
    await expect(activeDivision(page)).toContainText('Learn. Bond. Shine');
    expect(errors).toEqual([]);
  });

  test('the add-ons row steps 400 px, wraps, drags at 1.5x, and every chat names its add-on', async ({ page }) => {
    await gotoHydrated(page, '/academic');
    const row = page.getByRole('region', { name: 'Add-on programmes' });
    await row.scrollIntoViewIfNeeded();
    const next = page.getByRole('button', { name: 'Next add-ons' });
    await next.click();
    const first = await settled(row);
    expect(first).toBeGreaterThan(300);
    const max = await maxScroll(row);
    for (let i = 0; i < 5 && (await scrollLeft(row)) < max - 1; i++) {
      await next.click();
      await settled(row);
    }
    await next.click();
    expect(await settled(row)).toBe(0);
    await page.getByRole('button', { name: 'Previous add-ons' }).click();
    expect(await settled(row)).toBeGreaterThanOrEqual(max - 1);

    await row.evaluate((el) => el.scrollTo({ left: 0, behavior: 'instant' }));
    const box = (await row.boundingBox())!;
    await page.mouse.move(box.x + 600, box.y + 60);
    await page.mouse.down();
    await page.mouse.move(box.x + 500, box.y + 60, { steps: 5 });
    expect(await scrollLeft(row)).toBeCloseTo(150, -1);
    await page.mouse.up();

    const links = page.getByRole('link', { name: /Find Out More/ });
    await expect(links).toHaveCount(5);
    for (const title of ['Orientation to Competitive Exams', 'English Skills for E-age', '21st Century Skills Training', 'Visits to Premier Institutes', 'Moral Science Programmes']) {
      const link = page.getByRole('link', { name: new RegExp(`Find Out More.*${title}`) });
      const href = (await link.getAttribute('href')) ?? '';
      expect(href).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
      expect(decodeURIComponent(href)).toContain(title);
      expect(href).not.toContain('undefined');
    }
    await expect(page.getByText('social and green initiatives')).toBeVisible();
  });
});

test.describe('Academic on narrow screens', () => {
  test.use({ viewport: { width: WIDTHS.phone, height: 800 } });

  test('the divisions are a drag-scroll row snapping to 330 px; only a short press is a click', async ({ page }) => {
    await gotoHydrated(page, '/academic');
    const row = page.getByRole('region', { name: 'Academic divisions', exact: true });
    await row.scrollIntoViewIfNeeded();
    await expect(page.locator('.loop-carousel__item:not([data-copy])')).toHaveCount(4);
    await expect(page.locator('.loop-carousel__item[data-copy]').first()).toBeHidden();
    await expect(page.getByRole('button', { name: 'Next division' })).toBeHidden();

    await mouseDrag(page, row, -200);
    expect(await settled(row)).toBe(330);

    // A drag that starts on a link does not follow it...
    await row.evaluate((el) => el.scrollTo({ left: 0, behavior: 'instant' }));
    await settled(row);
    const link = page.locator('.loop-carousel__item:not([data-copy])').first().getByRole('link', { name: 'See admissions' });
    const box = (await link.boundingBox())!;
    await mouseDrag(page, link, -60, 0, { x: box.x + 10, y: box.y + box.height / 2 });
    await page.waitForTimeout(300);
    await expect(page).toHaveURL(/\/academic$/);
    // ...but a press that moves under 5 px is a click.
    await row.evaluate((el) => el.scrollTo({ left: 0, behavior: 'instant' }));
    await settled(row);
    const box2 = (await link.boundingBox())!;
    await mouseDrag(page, link, 3, 0, { x: box2.x + 10, y: box2.y + box2.height / 2 });
    await expect(page).toHaveURL(/\/admission$/);
  });
});

test.describe('Admission', () => {
  test('tabs on wider screens follow the tabs pattern and swap the subjects', async ({ page }) => {
    await page.setViewportSize({ width: WIDTHS.tablet, height: 900 });
    const errors = collectErrors(page);
    await gotoHydrated(page, '/admission');
    const science = page.getByRole('tab', { name: '+1 Science' });
    await expect(science).toHaveAttribute('aria-selected', 'true');
    // Every stream is in the page (readable without script); the app shows one at a time.
    const subjects = page.getByRole('tabpanel').locator('.subject-card');
    await expect(subjects).toHaveText(['Physics', 'Chemistry', 'Biology', 'Mathematics', 'English', 'Arabic', 'Malayalam']);
    await expect(page.getByRole('combobox', { name: 'Stream' })).toBeHidden();

    await science.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: '+1 Commerce' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: '+1 Commerce' })).toBeFocused();
    await expect(subjects).toHaveText(['Accountancy (With CA)', 'Economics', 'Computer Application', 'Business Studies', 'English', 'Arabic', 'Malayalam']);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: '+1 Humanities' })).toHaveAttribute('aria-selected', 'true');
    await expect(subjects).toHaveText(['History', 'Economics', 'Political Science', 'Sociology', 'English', 'Arabic', 'Malayalam']);
    // The stream's enquiry link leads to the enquiry form, where this stream is already chosen.
    await expect(page.getByRole('link', { name: 'Enquire about this stream: +1 Humanities' })).toHaveAttribute('href', '#enquiry');
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
    await expect(page.getByRole('link', { name: 'Enquire about this stream: +1 Commerce' })).toHaveAttribute('href', '#enquiry');
    await expect(page.getByLabel('Applying for')).toHaveValue('commerce');
  });
});

test.describe('Core Team', () => {
  for (const [width, columns] of [[WIDTHS.phone, 1], [WIDTHS.tablet, 2], [WIDTHS.desktop, 3]] as const) {
    test(`shows ${columns} column(s) at ${width}px, positions without invented names`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, '/core-team');
      const cards = page.locator('.team-card');
      await expect(cards).toHaveCount(3);
      await expect(page.locator('.team-card__position')).toHaveText(['Director', 'Higher Secondary Principal', 'Residential Program Coordinator']);
      await expect(page.locator('.team-card__name')).toHaveCount(0);
      const xs = new Set<number>();
      for (let i = 0; i < 3; i++) xs.add(Math.round((await cards.nth(i).boundingBox())!.x));
      expect(xs.size).toBe(columns);
    });
  }
});

test.describe('Wellbeing and safety', () => {
  test('ships with Tele-MANAS and Childline as numbers to tap, in both languages, and every footer links to it and to privacy', async ({ page }) => {
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
      await expect(footer.locator(`a[href$="/wellbeing"]`)).toHaveCount(1);
      await expect(footer.locator(`a[href$="/privacy"]`)).toHaveCount(1);
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
    await expect.poll(async () => (await lengths()).some((n) => n > 0 && n < heading.length), 'typed a letter at a time').toBe(true);
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
    for (const options of [{ viewport: { width: WIDTHS.desktop, height: 900 }, reducedMotion: 'reduce' as const }, { viewport: { width: WIDTHS.phone, height: 800 } }]) {
      const context = await browser.newContext(options);
      const page = await context.newPage();
      await gotoHydrated(page, '/work-with-us');
      await expect(page.locator('.typed[data-typing]')).toHaveCount(0);
      await expect(page.locator('h1 .typed')).toHaveText(heading);
      await context.close();
    }
  });
});

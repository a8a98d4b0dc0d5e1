import { expect, test, type Locator, type Page } from '@playwright/test';
import { WIDTHS, collectErrors, gotoHydrated, scrollSettled } from '../helpers/page.ts';
import { mouseDrag, touchSwipe } from '../helpers/gestures.ts';
import { identity } from '../helpers/content.ts';

const scrollLeft = (locator: Locator) => locator.evaluate((el) => el.scrollLeft);
const maxScroll = (locator: Locator) => locator.evaluate((el) => el.scrollWidth - el.clientWidth);

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
    expect(await scrollSettled(row)).toBe(211);
    const widthAfterOne = (await bar.boundingBox())!.width;
    expect(widthAfterOne).toBeGreaterThan(200);

    await previous.click();
    expect(await scrollSettled(row)).toBe(0);
    await previous.click();
    const max = await maxScroll(row);
    expect(await scrollSettled(row)).toBeGreaterThanOrEqual(max - 1);
    expect((await bar.boundingBox())!.width).toBeGreaterThan(widthAfterOne);
    await next.click();
    expect(await scrollSettled(row)).toBe(0);

    const box = (await row.boundingBox())!;
    await mouseDrag(page, row, -100, 0, { x: box.x + box.width - 40, y: box.y + 60 });
    const afterDrag = await scrollSettled(row);
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
    await expect(
      page.getByText('about 13 km from the international airport and 17 km from a railway station'),
    ).toBeVisible();
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
    expect(await scrollSettled(row)).toBeGreaterThan(0);
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
    for (const expected of [
      'Learn. Bond. Shine',
      `${identity.schoolName} Two`,
      'Read. Focus. Learn',
      `${identity.schoolName} One`,
    ]) {
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
    const first = await scrollSettled(row);
    expect(first).toBeGreaterThan(300);
    const max = await maxScroll(row);
    for (let i = 0; i < 5 && (await scrollLeft(row)) < max - 1; i++) {
      await next.click();
      await scrollSettled(row);
    }
    await next.click();
    expect(await scrollSettled(row)).toBe(0);
    await page.getByRole('button', { name: 'Previous add-ons' }).click();
    expect(await scrollSettled(row)).toBeGreaterThanOrEqual(max - 1);

    await row.evaluate((el) => el.scrollTo({ left: 0, behavior: 'instant' }));
    const box = (await row.boundingBox())!;
    await page.mouse.move(box.x + 600, box.y + 60);
    await page.mouse.down();
    await page.mouse.move(box.x + 500, box.y + 60, { steps: 5 });
    expect(await scrollLeft(row)).toBeCloseTo(150, -1);
    await page.mouse.up();

    const links = page.getByRole('link', { name: /Find Out More/ });
    await expect(links).toHaveCount(5);
    for (const title of [
      'Orientation to Competitive Exams',
      'English Skills for E-age',
      '21st Century Skills Training',
      'Visits to Premier Institutes',
      'Moral Science Programmes',
    ]) {
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
    expect(await scrollSettled(row)).toBe(330);

    // A drag that starts on a link does not follow it...
    await row.evaluate((el) => el.scrollTo({ left: 0, behavior: 'instant' }));
    await scrollSettled(row);
    const link = page
      .locator('.loop-carousel__item:not([data-copy])')
      .first()
      .getByRole('link', { name: 'See admissions' });
    const box = (await link.boundingBox())!;
    await mouseDrag(page, link, -60, 0, { x: box.x + 10, y: box.y + box.height / 2 });
    // The row has come to rest from the drag: a click it let through would have navigated by then.
    await scrollSettled(row);
    await expect(page).toHaveURL(/\/academic\/$/);
    // ...but a press that moves under 5 px is a click.
    await row.evaluate((el) => el.scrollTo({ left: 0, behavior: 'instant' }));
    await scrollSettled(row);
    const box2 = (await link.boundingBox())!;
    await mouseDrag(page, link, 3, 0, { x: box2.x + 10, y: box2.y + box2.height / 2 });
    await expect(page).toHaveURL(/\/admission\/$/);
  });
});

/** The admission enquiry: errors that say how to fix them, one structured message, and a draft never lost. */
import { expect, test, type Page } from '@playwright/test';
import { WIDTHS, collectErrors, gotoHydrated, nextFrames } from '../helpers/page.ts';
import { identity } from '../helpers/content.ts';
import { axeViolations } from '../helpers/axe.ts';

const form = (page: Page) => page.locator('form.enquiry__form');
const field = (page: Page, label: string | RegExp) => form(page).getByLabel(label);
const sendWhatsApp = (page: Page) => form(page).getByRole('button', { name: 'Send on WhatsApp' });

async function fill(page: Page, answers: Record<string, string>) {
  for (const [label, value] of Object.entries(answers)) await field(page, label).fill(value);
}

const complete = {
  'Parent’s or guardian’s name': 'Abdul Rahman',
  'Student’s name': 'Muhammed Shaheen',
  'Parent’s mobile number': '098765 43210',
};

test.beforeEach(async ({ context }) => {
  await context.route('https://wa.me/**', (route) => route.fulfill({ body: 'chat' }));
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: WIDTHS.phone, height: 844 } });

  test('an empty or wrong enquiry shows every problem, beside its field and in a summary, and opens nothing', async ({
    page,
    context,
  }) => {
    const errors = collectErrors(page);
    await gotoHydrated(page, '/admission');
    let opened = 0;
    context.on('page', () => opened++);

    await sendWhatsApp(page).click();
    const summary = form(page).getByRole('alert');
    await expect(summary).toContainText('Please check your enquiry');
    await expect(summary.getByRole('link')).toHaveText([
      'Enter your name, as the parent or guardian.',
      'Enter the student’s name.',
      'Enter your mobile number, so the school can call you back.',
    ]);
    // Focus goes to the first field to fix; each field says what is wrong, next to it.
    await expect(field(page, 'Parent’s or guardian’s name')).toBeFocused();
    const parent = field(page, 'Parent’s or guardian’s name');
    await expect(parent).toHaveAttribute('aria-invalid', 'true');
    await expect(parent).toHaveAccessibleDescription(/Enter your name, as the parent or guardian/);

    // As the parent corrects, the problems go; a wrong number says how to write it.
    await fill(page, { 'Parent’s or guardian’s name': 'Abdul Rahman', 'Parent’s mobile number': '12345' });
    await expect(parent).not.toHaveAttribute('aria-invalid', 'true');
    await expect(summary.getByRole('link')).toHaveText([
      'Enter the student’s name.',
      /10-digit Indian mobile number starting with 6, 7, 8 or 9/,
    ]);
    await summary.getByRole('link', { name: /10-digit/ }).click();
    await expect(field(page, 'Parent’s mobile number')).toBeFocused();

    await form(page).getByRole('button', { name: 'Send by e-mail' }).click();
    // The form's answer: the focus on the field still to fix, and nothing opened.
    await expect(field(page, 'Student’s name')).toBeFocused();
    await nextFrames(page);
    expect(opened).toBe(0);
    expect(page.url()).toMatch(/\/admission\/$/);
    expect(errors).toEqual([]);
  });

  test('a valid enquiry opens WhatsApp with every detail and the normalised number', async ({ page, context }) => {
    await gotoHydrated(page, '/admission');
    await page.getByRole('combobox', { name: 'Stream' }).selectOption('humanities');
    await fill(page, { ...complete, 'Message (optional)': 'Is there a bus from the airport?' });
    await field(page, /Preferred date for a campus visit/).fill('2099-01-15');
    // The stream chosen above arrived in the form.
    await expect(field(page, 'Applying for')).toHaveValue('humanities');

    const [chat] = await Promise.all([context.waitForEvent('page'), sendWhatsApp(page).click()]);
    const url = new URL(chat.url());
    expect(url.origin + url.pathname).toBe('https://wa.me/919000000000');
    expect(url.searchParams.get('text')).toBe(
      [
        `Admission enquiry – ${identity.schoolName}`,
        '',
        'Parent’s or guardian’s name: Abdul Rahman',
        'Student’s name: Muhammed Shaheen',
        'Applying for: +1 Humanities',
        'Parent’s mobile number: +91 98765 43210',
        'Preferred date for a campus visit: 15 January 2099',
        'Message: Is there a bus from the airport?',
      ].join('\n'),
    );
    await expect(form(page).getByRole('status')).toContainText('Your enquiry is ready in WhatsApp');
    await expect(form(page).getByRole('link', { name: /WhatsApp did not open/ })).toHaveAttribute('href', chat.url());

    // Sent, and still kept until the parent starts a new enquiry.
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await expect(field(page, 'Student’s name')).toHaveValue('Muhammed Shaheen');
    await form(page).getByRole('button', { name: 'Start a new enquiry' }).click();
    await expect(field(page, 'Student’s name')).toHaveValue('');
    await expect(field(page, 'Parent’s or guardian’s name')).toBeFocused();
    await page.reload();
    await expect(field(page, 'Student’s name')).toHaveValue('');
  });

  test('the stream chosen in the tabs arrives in the form', async ({ page }) => {
    await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
    await gotoHydrated(page, '/admission');
    await expect(field(page, 'Applying for')).toHaveValue('science');
    await page.getByRole('tab', { name: '+1 Commerce' }).click();
    await expect(field(page, 'Applying for')).toHaveValue('commerce');
    await page.getByRole('link', { name: /Enquire about this stream: \+1 Commerce/ }).click();
    await expect(page).toHaveURL(/#enquiry$/);
    await field(page, 'Applying for').selectOption('highSchool');
    await expect(field(page, 'Applying for')).toHaveValue('highSchool');
  });

  test('a draft survives a reload, a closed tab and going offline; sending offline opens nothing and says why', async ({
    page,
    context,
  }) => {
    await gotoHydrated(page, '/admission');
    await fill(page, { ...complete, 'Message (optional)': 'We are coming from Dubai in December.' });
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await expect(form(page).getByRole('status')).toContainText('We kept the enquiry you started');
    await expect(field(page, 'Parent’s or guardian’s name')).toHaveValue('Abdul Rahman');

    // The tab is closed; another one opens the page later.
    await page.close();
    const later = await context.newPage();
    await gotoHydrated(later, '/admission');
    await expect(field(later, 'Message (optional)')).toHaveValue('We are coming from Dubai in December.');

    let opened = 0;
    context.on('page', () => opened++);
    await context.setOffline(true);
    await field(later, 'Student’s name').fill('Muhammed Shaheen Rahman');
    await sendWhatsApp(later).click();
    await expect(form(later).getByRole('alert')).toContainText(
      'You are offline. WhatsApp and e-mail need a connection to send.',
    );
    await nextFrames(later);
    expect(opened).toBe(0);
    await later.reload().catch(() => undefined);
    await context.setOffline(false);
    await gotoHydrated(later, '/admission');
    await expect(field(later, 'Student’s name')).toHaveValue('Muhammed Shaheen Rahman');
  });

  test('text typed before the app has started is kept when it does', async ({ page }) => {
    await page.route(/\/assets\/start-.+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/admission', { waitUntil: 'load' });
    await field(page, 'Student’s name').fill('Typed early');
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await sendWhatsApp(page).click();
    await expect(form(page).getByRole('alert').getByRole('link')).not.toContainText(['Enter the student’s name.']);
    await expect(field(page, 'Student’s name')).toHaveValue('Typed early');
  });
});

test('in Malayalam, the form, its problems and its message are Malayalam', async ({ page, context }) => {
  await page.setViewportSize({ width: WIDTHS.phone, height: 844 });
  await gotoHydrated(page, '/ml/admission');
  await form(page).getByRole('button', { name: 'വാട്സാപ്പിൽ അയയ്ക്കുക' }).click();
  await expect(form(page).getByRole('alert')).toContainText('രക്ഷിതാവിന്റെ പേര് എഴുതുക.');
  await fill(page, {
    'രക്ഷിതാവിന്റെ പേര്': 'അബ്ദുൽ റഹ്മാൻ',
    'വിദ്യാർഥിയുടെ പേര്': 'ഷഹീൻ',
    'രക്ഷിതാവിന്റെ മൊബൈൽ നമ്പർ': '+91 98765 43210',
  });
  const [chat] = await Promise.all([
    context.waitForEvent('page'),
    form(page).getByRole('button', { name: 'വാട്സാപ്പിൽ അയയ്ക്കുക' }).click(),
  ]);
  const text = new URL(chat.url()).searchParams.get('text') ?? '';
  expect(text).toContain(`അഡ്മിഷൻ അന്വേഷണം – ${identity.schoolName}`);
  expect(text).toContain('രക്ഷിതാവിന്റെ പേര്: അബ്ദുൽ റഹ്മാൻ');
  expect(text).toContain('അപേക്ഷിക്കുന്നത്: +1 സയൻസ്');
});

for (const width of [WIDTHS.phone, WIDTHS.tablet, WIDTHS.desktop]) {
  test(`axe finds nothing with the problems shown at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await gotoHydrated(page, '/admission');
    await fill(page, { 'Parent’s mobile number': '123' });
    await sendWhatsApp(page).click();
    await expect(form(page).getByRole('alert')).toBeVisible();
    expect(await axeViolations(page, '#enquiry')).toEqual([]);
  });
}

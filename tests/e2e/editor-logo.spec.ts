/**
 * The school's own name and logo, as the office puts them in (issue 67): in the editor's contact details, the
 * Malayalam names typed, a short name too long for a home screen refused, then a logo drawn as an SVG uploaded and
 * saved. The site built from what the editor wrote shows the logo in the header and the footer, and draws the
 * manifest's icons and Apple's touch icon from it.
 */
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import { parse } from 'yaml';
import { buildSite } from '../fixtures/fixture-site.ts';
import { serveStatic } from '../harness/static-server.ts';
import { checkoutWith, openEditor, readSaved, readSavedBytes } from '../helpers/editor.ts';
import { fieldGroup } from '../helpers/editor-form.ts';
import { imageLoaded } from '../helpers/page.ts';

const PORT = 4342;
const CONTACT = 'src/content/contact.yaml';
/** A crest: a red shield on a transparent ground, in the 512-unit box a designer would send. */
const CREST = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><path d="M64 48h384v224c0 112-96 176-192 208C160 448 64 384 64 272z" fill="#c8102e"/><circle cx="256" cy="224" r="72" fill="#fff"/></svg>',
);
const NAMES = { ml: 'സെന്റ് തോമസ് റെസിഡൻഷ്യൽ ഹയർ സെക്കൻഡറി സ്കൂൾ', mlShort: 'സെന്റ് തോമസ്' };

const save = (page: Page) => page.getByRole('button', { name: 'Save', exact: true }).click();
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** The colour at a point of a PNG, as #rrggbb, and its opacity (0 to 255). */
async function pixel(png: Buffer, x: number, y: number) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * 4;
  const hex = [...data.subarray(at, at + 3)].map((n) => n.toString(16).padStart(2, '0')).join('');
  return { colour: `#${hex}`, alpha: data[at + 3] };
}

test("the office's names and logo, saved in the editor, are the site's header, footer and app icon", async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openEditor(page, context);
  await page.getByRole('treeitem', { name: /^Every page, photos and contact/ }).click();
  await page.getByText('Contact details and links', { exact: true }).click();
  const before = await readSaved(page, CONTACT);

  // Refused first: the full name typed as the short one, which a phone's home screen would cut.
  await field(page, 'Short name').fill('St. Thomas Residential Higher Secondary School');
  await save(page);
  const refusal = page.getByRole('alertdialog');
  await expect(refusal).toContainText('Short name: must be the short form of the name, 16 letters or fewer');
  await refusal.getByRole('button', { name: 'OK' }).click();
  expect(await readSaved(page, CONTACT)).toBe(before);

  await field(page, 'Short name').fill('St. Thomas HSS');
  await field(page, 'School name in Malayalam').fill(NAMES.ml);
  await field(page, 'Short name in Malayalam').fill(NAMES.mlShort);
  // The contact details' one upload.
  await page.getByRole('button', { name: 'Browse' }).click();
  const chooser = page.waitForEvent('filechooser');
  await page
    .getByRole('dialog', { name: /Select Image/ })
    .getByRole('button', { name: 'Upload' })
    .click();
  await (await chooser).setFiles({ name: 'crest.svg', mimeType: 'image/svg+xml', buffer: CREST });
  await page.getByRole('button', { name: 'Insert' }).click();
  // Saved before the field holds the file (the dialog still closing), the logo is left out: wait to see it there.
  await expect(fieldGroup(page.locator('body'), 'Logo').getByRole('textbox')).toHaveText(/crest\.svg$/);
  await page.screenshot({ path: 'test-results/editor-logo-1440.png' });
  await save(page);

  await expect.poll(() => readSaved(page, CONTACT), { timeout: 20_000 }).toContain('crest.svg');
  const contact = parse(await readSaved(page, CONTACT)) as Record<string, string>;
  expect(contact).toMatchObject({
    shortName: 'St. Thomas HSS',
    schoolNameMalayalam: NAMES.ml,
    shortNameMalayalam: NAMES.mlShort,
    logo: '/media/brand/crest.svg',
  });
  const logo = await readSavedBytes(page, 'media/brand/crest.svg');
  expect(logo?.equals(CREST), 'the drawing as it was uploaded').toBe(true);

  // The site, built from this checkout with what the editor wrote.
  const root = checkoutWith({ [CONTACT]: await readSaved(page, CONTACT) });
  mkdirSync(path.join(root, 'media/brand'), { recursive: true });
  writeFileSync(path.join(root, 'media/brand/crest.svg'), logo!);
  const dist = path.join(root, 'dist');
  let server: Server | undefined;
  try {
    buildSite(dist, { SITE_CONTENT_ROOT: root });
    server = await serveStatic(dist, PORT);
    const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 });
    await phone.goto(`http://127.0.0.1:${PORT}/ml/`);
    const mark = phone.locator('.site-header .logo__mark');
    await expect(mark).toHaveAttribute('src', /^\/icons\/mark-[0-9a-f]{8}\.png$/);
    await expect.poll(() => imageLoaded(mark)).toBe(true);
    await expect(phone.locator('.site-header .logo__name:visible')).toHaveText(NAMES.mlShort);
    await phone.screenshot({ path: 'test-results/editor-logo-site-390.png' });
    // The footer's mark and name, from the small breakpoint up (a phone's footer leaves the logos to the header).
    await phone.setViewportSize({ width: 1280, height: 800 });
    const footer = phone.locator('.site-footer__school');
    await expect(footer).toBeVisible();
    await expect(footer.locator('img')).toHaveAttribute('src', (await mark.getAttribute('src'))!);
    await expect(footer).toHaveText(NAMES.ml);
    const bytes = async (file: string) =>
      Buffer.from(await (await phone.request.get(`http://127.0.0.1:${PORT}/${file.replace(/^\//, '')}`)).body());
    const markPng = await bytes((await mark.getAttribute('src'))!);
    expect((await sharp(markPng).metadata()).width).toBe(120);

    // The app's icons, from the crest: red low in the shield, the plain ones clear at the corners, the maskable one and
    // Apple's (which shows no transparency) on white, the crest in its middle seven tenths.
    const icon = bytes;
    for (const [file, size] of [
      ['icons/icon-192.png', 192],
      ['icons/icon-512.png', 512],
    ] as const) {
      const red = await pixel(await icon(file), size / 2, Math.round(size * 0.78));
      expect(red, file).toMatchObject({ colour: '#c8102e', alpha: 255 });
      expect((await pixel(await icon(file), 0, 0)).alpha, file).toBe(0);
    }
    for (const [file, size] of [
      ['icons/maskable-512.png', 512],
      ['apple-touch-icon.png', 180],
    ] as const) {
      const red = await pixel(await icon(file), size / 2, Math.round(size * (0.15 + 0.78 * 0.7)));
      expect(red, file).toMatchObject({ colour: '#c8102e' });
      expect(await pixel(await icon(file), 2, 2), file).toEqual({ colour: '#ffffff', alpha: 255 });
    }
    await phone.close();
  } finally {
    server?.close();
    rmSync(root, { recursive: true, force: true });
  }
});

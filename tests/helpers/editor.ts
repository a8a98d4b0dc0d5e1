/**
 * The school's editor as the office uses it, for the browser tests: /admin/ in Chromium with every request that
 * would leave this machine refused, working on a local copy of the content (Sveltia's "Work with Local
 * Repository"; the native folder picker, which a test cannot drive, is replaced by a browser-private folder
 * holding the content and an empty .git/).
 */
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { filesUnder } from './files.ts';
import { nextFrames } from './page.ts';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Opens the editor on a copy of this checkout's content, every request leaving this machine refused (and
 * listed in the returned array), and chooses "Work with Local Repository".
 */
export async function openEditor(page: Page, context: BrowserContext): Promise<{ outside: string[] }> {
  const outside: string[] = [];
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => {
    outside.push(route.request().url());
    return route.abort();
  });
  await page.addInitScript(() => {
    Object.assign(window, {
      showDirectoryPicker: async () =>
        (await navigator.storage.getDirectory()).getDirectoryHandle('repo', { create: true }),
    });
  });
  await page.goto('/admin/');
  await page.evaluate(async (files) => {
    const root = await (await navigator.storage.getDirectory()).getDirectoryHandle('repo', { create: true });
    await root.getDirectoryHandle('.git', { create: true });
    for (const [file, text] of Object.entries(files)) {
      const parts = file.split('/');
      let dir = root;
      for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true });
      const writable = await (await dir.getFileHandle(parts.at(-1) as string, { create: true })).createWritable();
      await writable.write(text);
      await writable.close();
    }
  }, filesUnder('src/content'));
  await page.getByRole('button', { name: 'Work with Local Repository' }).click();
  return { outside };
}

/** A file as the editor left it in its folder ('' when there is none). */
export const readSaved = (page: Page, file: string): Promise<string> =>
  page.evaluate(async (file) => {
    try {
      let dir = await (await navigator.storage.getDirectory()).getDirectoryHandle('repo');
      const parts = file.split('/');
      for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part);
      return await (await (await dir.getFileHandle(parts.at(-1) as string)).getFile()).text();
    } catch {
      return '';
    }
  }, file);

/**
 * The names of the files in a folder of the editor's repository, but for a file Sveltia is still writing (a
 * `.sveltia-tmp-` file, renamed when written: one clean-clone run read it beside the saved entry).
 */
export const savedNames = (page: Page, folder: string): Promise<string[]> =>
  page.evaluate(async (folder) => {
    let dir = await (await navigator.storage.getDirectory()).getDirectoryHandle('repo');
    try {
      for (const part of folder.split('/')) dir = await dir.getDirectoryHandle(part);
    } catch {
      return [];
    }
    const names: string[] = [];
    for await (const name of (dir as unknown as { keys(): AsyncIterable<string> }).keys())
      if (!name.startsWith('.sveltia-tmp-')) names.push(name);
    return names.sort();
  }, folder);

/** A text field of the form in one language (the editor shows English and Malayalam side by side). */
export const fieldIn = (page: Page, lang: 'en' | 'ml', label: string) =>
  page
    .locator(`[lang="${lang}"]`)
    .and(page.getByRole('textbox', { name: label, exact: true }))
    .first();

/**
 * Opens a collection's form for a new entry, once the form has settled (a value typed at once can be reset). A
 * collection with no entries yet offers a second "Create New Entry" in its empty list: the first is the toolbar's.
 */
export async function newEntry(page: Page, collection: string, entry: string) {
  await page.getByRole('treeitem', { name: new RegExp(`^${collection}`) }).click();
  await page.getByRole('button', { name: 'Create New Entry' }).first().click();
  // "Creating Notice", the entry's name set apart by bidirectional isolates.
  await expect(page.getByText(new RegExp(`^Creating\\W*${entry}\\W*$`))).toBeVisible();
  // The form drawn, its first field with it (each field is a group named for it: “Year” Field), and two frames
  // more: a value typed in the frame the form appears in could be reset.
  await expect(page.getByRole('group', { name: /Field$/ }).first()).toBeVisible();
  await nextFrames(page);
}

/** A copy of this checkout with the editor's files in it, to check as `npm run build` checks it first. */
export function checkoutWith(saved: Record<string, string | Buffer>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'edited-site-'));
  const skip = ['node_modules', 'dist', 'dist-next', '.git', 'test-results', '.lighthouseci'];
  for (const entry of readdirSync('.').filter((name) => !skip.includes(name))) {
    cpSync(entry, path.join(root, entry), { recursive: true });
  }
  symlinkSync(path.resolve('node_modules'), path.join(root, 'node_modules'), 'dir');
  for (const [file, data] of Object.entries(saved)) {
    // A collection's first entry makes its folder.
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), data);
  }
  return root;
}

/** A file the editor wrote, byte for byte (a PDF), or null when there is none. Carried as base64: a photo's bytes
 * as a list of numbers took seconds each. */
export const readSavedBytes = async (page: Page, file: string): Promise<Buffer | null> => {
  const base64 = await page.evaluate(async (file) => {
    try {
      let dir = await (await navigator.storage.getDirectory()).getDirectoryHandle('repo');
      const parts = file.split('/');
      for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part);
      const blob = await (await dir.getFileHandle(parts.at(-1) as string)).getFile();
      const url = await new Promise<string>((done) => {
        const reader = new FileReader();
        reader.onload = () => done(String(reader.result));
        reader.readAsDataURL(blob);
      });
      return url.slice(url.indexOf(',') + 1);
    } catch {
      return null;
    }
  }, file);
  return base64 === null ? null : Buffer.from(base64, 'base64');
};

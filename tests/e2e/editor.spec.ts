/**
 * The school's editor, used as the office will use it: /admin/ in Chromium with every request that would leave
 * this machine refused, working on a local copy of the content (Sveltia's "Work with Local Repository"; the
 * native folder picker, which a test cannot drive, is replaced by a browser-private folder holding the content
 * and an empty .git/). The Director's name is typed in English and in Malayalam and saved; the saved YAML must
 * pass the build's checks (scripts/build/content/load.ts, which `npm run build` runs first) and give the Core Team
 * page its names in both languages. (The pages' rendering of their words is tested on the built site.)
 */
import { expect, test, type Page } from '@playwright/test';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadContent } from '../../scripts/build/content/load.ts';
import { pageModule } from '../../scripts/build/content/module.ts';
import { buildDay } from '../../scripts/build/content/notices.ts';

const NAMES = { en: 'Dr. Salim Abdulla', ml: 'ഡോ. സലീം അബ്ദുള്ള' };

/** Every file under a folder, by its path from the repository's root. */
function filesUnder(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) Object.assign(files, filesUnder(file));
    else files[file] = readFileSync(file, 'utf8');
  }
  return files;
}

/** The repository as the editor sees it: a folder holding .git/ and the content, in this browser's private storage. */
async function localRepository(page: Page) {
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
}

const readSaved = (page: Page, file: string) =>
  page.evaluate(async (file) => {
    let dir = await (await navigator.storage.getDirectory()).getDirectoryHandle('repo');
    const parts = file.split('/');
    for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part);
    return (await (await dir.getFileHandle(parts.at(-1) as string)).getFile()).text();
  }, file);

/** A copy of this checkout with the editor's files in it, checked as `npm run build` checks it first. */
function checkoutWith(saved: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'edited-site-'));
  for (const entry of readdirSync('.').filter(
    (name) => !['node_modules', 'dist', '.git', 'test-results', '.lighthouseci'].includes(name),
  )) {
    cpSync(entry, path.join(root, entry), { recursive: true });
  }
  symlinkSync(path.resolve('node_modules'), path.join(root, 'node_modules'), 'dir');
  for (const [file, text] of Object.entries(saved)) writeFileSync(path.join(root, file), text);
  return root;
}

test.describe('the editor at /admin/', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('edits the Director in English and Malayalam, offline from the world, and the site builds with the names', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    const outside: string[] = [];
    await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => {
      outside.push(route.request().url());
      return route.abort();
    });
    const refused: string[] = [];
    page.on('console', (message) => {
      const address = /(https:\/\/[^'"\s]+)/.exec(message.text())?.[1];
      if (message.type() === 'error' && address) refused.push(new URL(address).host);
    });

    await localRepository(page);
    await page.getByRole('button', { name: 'Work with Local Repository' }).click();
    await page.getByRole('treeitem', { name: /^Pages/ }).click();
    await page.getByText('Core Team page', { exact: true }).click();

    // English and Malayalam side by side: each language's fields, written in its own language.
    const name = (lang: 'en' | 'ml') =>
      page
        .locator(`input[lang="${lang}"]`)
        .and(page.getByRole('textbox', { name: 'Name', exact: true }))
        .first();
    await name('en').fill(NAMES.en);
    await name('ml').fill(NAMES.ml);
    // The icons are the icon font's, served by this site: a button's icon is not drawn as its name.
    expect(await page.evaluate(() => document.fonts.check('24px "Material Symbols Outlined"'))).toBe(true);
    await expect(page.getByText('Home page', { exact: true })).toBeHidden();
    await page.screenshot({ path: 'test-results/editor-core-team-1440.png' });
    await page.getByRole('button', { name: 'Save', exact: true }).click();

    const saved = {
      'src/content/en/core-team.yaml': '',
      'src/content/ml/core-team.yaml': '',
    };
    await expect
      .poll(async () => (await readSaved(page, 'src/content/ml/core-team.yaml')).includes(NAMES.ml), {
        timeout: 15_000,
      })
      .toBe(true);
    for (const file of Object.keys(saved) as (keyof typeof saved)[]) saved[file] = await readSaved(page, file);
    expect(saved['src/content/en/core-team.yaml']).toContain(NAMES.en);

    // Nothing left this machine: the update check, GitHub's status and the CDN fonts were refused by the policy.
    expect(outside).toEqual([]);
    expect(
      [...new Set(refused)].filter((host) => !['unpkg.com', 'www.githubstatus.com', 'cdn.jsdelivr.net'].includes(host)),
    ).toEqual([]);

    const root = checkoutWith(saved);
    try {
      const content = loadContent(root, process.env);
      expect(content.problems).toEqual([]);
      const team = (lang: 'en' | 'ml') => JSON.stringify(pageModule(content, 'coreTeam', lang, buildDay(process.env)));
      expect(team('en')).toContain(NAMES.en);
      expect(team('ml')).toContain(NAMES.ml);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

/**
 * The school's editor, used as the office will use it: /admin/ in Chromium with every request that would leave
 * this machine refused, working on a local copy of the content (Sveltia's "Work with Local Repository"; the
 * native folder picker, which a test cannot drive, is replaced by a browser-private folder holding the content
 * and an empty .git/). The Director's name is typed in English and in Malayalam and saved; the saved YAML must
 * pass the build's checks (scripts/build/content/load.ts, which `npm run build` runs first) and give the Core Team
 * page its names in both languages. (The pages' rendering of their words is tested on the built site.)
 */
import { expect, test } from '@playwright/test';
import { rmSync } from 'node:fs';
import { loadContent } from '../../scripts/build/content/load.ts';
import { pageModule } from '../../scripts/build/content/module.ts';
import { buildDay } from '../../scripts/build/content/notice-views.ts';
import { checkoutWith, fieldIn, openEditor, readSaved } from '../helpers/editor.ts';

const NAMES = { en: 'Dr. Salim Abdulla', ml: 'ഡോ. സലീം അബ്ദുള്ള' };

test.describe('the editor at /admin/', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('edits the Director in English and Malayalam, offline from the world, and the site builds with the names', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    const refused: string[] = [];
    page.on('console', (message) => {
      const address = /(https:\/\/[^'"\s]+)/.exec(message.text())?.[1];
      if (message.type() === 'error' && address) refused.push(new URL(address).host);
    });

    const { outside } = await openEditor(page, context);
    await page.getByRole('treeitem', { name: /^Pages/ }).click();
    await page.getByText('Core Team page', { exact: true }).click();

    // English and Malayalam side by side: each language's fields, written in its own language.
    await fieldIn(page, 'en', 'Name').fill(NAMES.en);
    await fieldIn(page, 'ml', 'Name').fill(NAMES.ml);
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

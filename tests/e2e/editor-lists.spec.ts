/**
 * Every list the office can edit saves (issue 42): for each page, file and collection the editor shows, made from
 * the editor's own configuration, a test adds an item to each of its lists in English and Malayalam (or, for a
 * list already as long as it may be, swaps its first two items), saves, and reads what was written: the items as
 * typed, none of the editor's own bookkeeping, and the build's checks passed. The editor's Save check once
 * refused every list it touched (`__sc_item_id`); the refusals beside these are in editor-refuses.spec.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { editorConfig, type EditorField } from '../../scripts/build/admin/editor-config.ts';
import { loadContent } from '../../scripts/build/content/load.ts';
import { schoolDay } from '../../src/lib/school-time.ts';
import { content, identity } from '../helpers/content.ts';
import { checkoutWith, openEditor, readSaved, readSavedBytes } from '../helpers/editor.ts';
import { LANGS, listsOf, touchList, type Lang, type ListPlace, type Touch } from '../helpers/editor-form.ts';
import { cameraPhoto } from '../helpers/photos.ts';

interface Form {
  /** The collection's name in the editor's side bar, and the page's or entry's name in it. */
  collection: string;
  item: { label?: string; title?: string };
  /** The file (or the two files) it is written to. */
  files: Partial<Record<Lang, string>>;
  lists: ListPlace[];
}

const config = editorConfig({
  backend: { name: 'github', repo: 'school/website', branch: 'main' },
  siteUrl: 'http://127.0.0.1',
  schoolName: identity.schoolName,
});

/** Each form the editor shows that has a list: every file of a file collection, an entry of a folder collection. */
const forms: Form[] = config.collections.flatMap((collection): Form[] => {
  if ('files' in collection) {
    return collection.files.map((file) => ({
      collection: collection.label,
      item: { label: file.label },
      files: file.i18n
        ? Object.fromEntries(LANGS.map((lang) => [lang, file.file.replace('{{locale}}', lang)]))
        : { en: file.file },
      lists: listsOf(file.fields as EditorField[]),
    }));
  }
  const entry = content.collections[collection.name].en[0];
  // Results have no title, and the sample school has none: its lists are tried in tests/e2e/editor-results.spec.ts.
  if (!entry || !('title' in entry)) return [];
  return [
    {
      collection: collection.label,
      item: { title: entry.title },
      files: Object.fromEntries(
        LANGS.map((lang) => [lang, `${collection.folder.replace('{{locale}}', lang)}/${entry.slug}.yaml`]),
      ),
      lists: listsOf(collection.fields as EditorField[]),
    },
  ];
});

/** Opens a page's or an entry's form. */
async function open(page: Page, form: Form) {
  await page.getByRole('treeitem', { name: new RegExp(`^${form.collection}`) }).click();
  if (form.item.label) await page.getByText(form.item.label, { exact: true }).click();
  else await page.getByRole('gridcell', { name: new RegExp(`: ${form.item.title}$`) }).click();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
}

/** A list inside parsed YAML, by names, each item without the empty fields the editor writes once it is touched. */
const listAt = (data: unknown, names: string[]): unknown[] =>
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  ((names.reduce((value: any, name) => value?.[name], data) as unknown[] | undefined) ?? []).map((item) =>
    item && typeof item === 'object' ? Object.fromEntries(Object.entries(item).filter(([, v]) => v !== '')) : item,
  );

/** Touches every list of a form, saves, and checks what was written; the files written. */
async function saveLists(page: Page, form: Form, photo: { name: string; buffer: Buffer }) {
  const before = Object.fromEntries(
    await Promise.all(Object.values(form.files).map(async (file) => [file, await readSaved(page, file)])),
  ) as Record<string, string>;
  await open(page, form);
  const langs = Object.keys(form.files) as Lang[];
  const english = parse(before[form.files.en!]!) as unknown;
  const touched: Touch[] = [];
  for (const [i, place] of form.lists.entries()) {
    const count = listAt(english, place.names).length;
    touched.push(await touchList(page, { place, count, n: i + 1, langs }, { today: schoolDay(new Date()), photo }));
  }
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  // Written: every file of the form changed, with none of the editor's own keys in it. In one clean-clone run on two
  // busy cores the first save had not been written after 15 s (the same test alone passes well within it).
  const saved: Record<string, string> = {};
  for (const file of Object.values(form.files)) {
    await expect.poll(() => readSaved(page, file), { timeout: 30_000 }).not.toBe(before[file]);
    saved[file] = await readSaved(page, file);
    expect(saved[file], file).not.toContain('__sc_');
  }
  for (const [lang, file] of Object.entries(form.files)) {
    const was = parse(before[file]!) as unknown;
    const now = parse(saved[file]!) as unknown;
    for (const [i, list] of form.lists.entries()) {
      const [old, written] = [listAt(was, list.names), listAt(now, list.names)];
      if (touched[i] === 'swapped') expect(written).toEqual([old[1], old[0], ...old.slice(2)]);
      else {
        expect(written).toHaveLength(old.length + 1);
        expect(written.slice(0, -1)).toEqual(old);
        expect(JSON.stringify(written.at(-1))).toContain(
          `${lang === 'ml' && form.files.ml ? 'നമ്പർ' : 'number'} ${i + 1}`,
        );
      }
    }
  }
  return saved;
}

/** The build's checks on a checkout holding what the editor wrote, and the photos it uploaded. */
async function buildAccepts(page: Page, saved: Record<string, string>) {
  const uploads = [
    ...new Set(
      Object.values(saved)
        .join('\n')
        .match(/\/media\/[\w/.-]+\.webp/g) ?? [],
    ),
  ];
  const root = checkoutWith(saved);
  try {
    for (const upload of uploads) {
      const bytes = await readSavedBytes(page, upload.slice(1));
      expect(bytes?.length, upload).toBeGreaterThan(1000);
      mkdirSync(path.dirname(path.join(root, upload)), { recursive: true });
      writeFileSync(path.join(root, upload), bytes!);
    }
    expect(loadContent(root, process.env).problems).toEqual([]);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

test.describe('every list the office edits, saved and built', () => {
  test.use({ viewport: { width: 1440, height: 900 }, locale: 'en-IN' });

  // One editor for a collection's forms, as the office goes from page to page; each form saved on its own.
  const collections = [...new Set(forms.map((form) => form.collection))];
  for (const collection of collections) {
    const withLists = forms.filter((form) => form.collection === collection && form.lists.length > 0);
    if (withLists.length === 0) continue;
    const names = withLists.map((form) => form.item.label ?? form.item.title).join(', ');
    test(`${collection}: ${names}`, async ({ page, context }) => {
      test.setTimeout(90_000 * withLists.length);
      const photo = { name: 'list-photo.jpg', buffer: await cameraPhoto(1200, 800) };
      await openEditor(page, context);
      const saved: Record<string, string> = {};
      for (const form of withLists) Object.assign(saved, await saveLists(page, form, photo));
      await buildAccepts(page, saved);
    });
  }
});

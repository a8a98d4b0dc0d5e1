/**
 * The editor's form filled in as the office fills it, driven by the editor's own configuration
 * (scripts/build/admin/editor-config.ts), so a list added to a schema is covered without a new test: every list of
 * a page or an entry found, an item added to each in English and in Malayalam and filled with words in that
 * language (shared values, a photo or an amount, typed once on the English side, as the editor asks).
 */
import { expect, type Locator, type Page } from '@playwright/test';
import type { EditorField } from '../../scripts/build/admin/editor-config.ts';

export type Lang = 'en' | 'ml';
export const LANGS = ['en', 'ml'] as const;

/** A list of a form: the names and labels of the groups on the way to it, and its configuration. */
export interface ListPlace {
  names: string[];
  labels: string[];
  field: EditorField;
}

/** Every list of a form, inside its groups at any depth. */
export function listsOf(fields: EditorField[], names: string[] = [], labels: string[] = []): ListPlace[] {
  return fields.flatMap((field) => {
    const here = { names: [...names, field.name], labels: [...labels, String(field.label)] };
    if (field.widget === 'list') return [{ ...here, field }];
    if (field.widget === 'object') return listsOf(field.fields as EditorField[], here.names, here.labels);
    return [];
  });
}

/** One language's side of the form (a file both languages share, the contact details, has one side: "_default"). */
export const pane = (page: Page, lang: Lang) =>
  page.getByRole('group', {
    name: new RegExp(`^Edit\\W*${lang === 'en' ? '(?:English|_default)' : 'Malayalam'}\\W*Content$`),
  });

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A field of the form by its label, the nearest one inside `within` (its label set in quotes and isolates). */
export const fieldGroup = (within: Locator, label: string) =>
  within.getByRole('group', { name: new RegExp(`^\\W*${escape(label)}\\W*Field$`) }).first();

/**
 * A field inside a group, scrolled to. The editor draws a group's fields as they come into view, so a field far
 * down a long group appears only once the office has scrolled that far.
 */
export async function reveal(within: Locator, label: string): Promise<Locator> {
  const target = fieldGroup(within, label);
  await expect(async () => {
    if (!(await target.count())) await within.evaluate((group) => group.scrollIntoView({ block: 'end' }));
    await expect(target).toBeAttached({ timeout: 500 });
  }).toPass({ timeout: 15_000 });
  await target.scrollIntoViewIfNeeded();
  return target;
}

/** A list in one language's side, each group on the way to it scrolled to. */
export async function listIn(page: Page, lang: Lang, place: ListPlace): Promise<Locator> {
  let within = pane(page, lang);
  for (const label of place.labels) within = await reveal(within, label);
  return within;
}

/** The items of a list: each has its own Remove button (no item of ours holds a list of its own). */
const removeButtons = (list: Locator) => list.getByRole('button', { name: 'Remove', exact: true });
const lastItem = (list: Locator) => removeButtons(list).last().locator('xpath=ancestor::*[@role="group"][1]');

/** The {names} a field's words must hold, read from its pattern's look-aheads (`(?=[\s\S]*\{n\})`). */
const neededTokens = (source: string) =>
  [...source.matchAll(/\(\?=\[\\s\\S\]\*\\\{(\w+)\\\}\)/g)].map((m) => `{${m[1]}}`);

/**
 * What the office types in a text field: words in the side's language, numbered so no two items are alike, with
 * the {names} the field must hold; or, for a field of a set form (a phone number, digits), the first such value
 * its own pattern accepts.
 */
export function typedValue(field: EditorField, lang: Lang, n: number): string {
  const [source = '', flags = ''] = Array.isArray(field.pattern)
    ? (/^\/(.*)\/(\w*)$/s.exec(String(field.pattern[0]))?.slice(1) ?? [])
    : [];
  const words =
    lang === 'en' ? `${String(field.label)} added in the editor, number ${n}` : `എഡിറ്ററിൽ ചേർത്ത പുതിയ വരി, നമ്പർ ${n}`;
  const candidates = [[words, ...neededTokens(source)].join(' '), String(10_000 + n), '+91 98765 43210'];
  const accepts = new RegExp(source, flags);
  const value = candidates.find((candidate) => accepts.test(candidate));
  if (value === undefined) throw new Error(`No value of the test's fits the field "${field.name}" (${source}).`);
  return value;
}

/** A field shared by both languages is typed once, on the English side; the Malayalam side shows it. */
const shared = (field: EditorField) => field.i18n === 'duplicate';

export interface Filling {
  /** Today, for date fields (YYYY-MM-DD). */
  today: string;
  /** A photo file, for photo fields: uploaded through the editor's own dialog. */
  photo: { name: string; buffer: Buffer };
  /** The new item's place in its list, from 1: a number bounded by the list (a caption's photo) takes it. */
  position?: number;
}

/** Fills one field of an item in one language, as the office would. */
async function fillField(page: Page, item: Locator, field: EditorField, lang: Lang, n: number, filling: Filling) {
  if (field.widget === 'object') {
    const group = await reveal(item, String(field.label));
    for (const inner of field.fields as EditorField[]) await fillField(page, group, inner, lang, n, filling);
    return;
  }
  if (field.widget === 'list' || field.widget === 'boolean') return; // empty lists and "no" are valid answers
  if (shared(field) && lang !== 'en') return;
  const group = await reveal(item, String(field.label));
  const label = String(field.label);
  switch (field.widget) {
    case 'string':
    case 'text':
      await group.getByRole('textbox', { name: label, exact: true }).fill(typedValue(field, lang, n));
      return;
    case 'number': {
      const bounded = typeof field.max === 'number' && 1000 * n > field.max;
      await group.getByRole('spinbutton').fill(String(bounded ? (filling.position ?? 1) : 1000 * n));
      return;
    }
    case 'datetime':
      await group.getByRole('textbox').first().fill(filling.today);
      return;
    case 'select': {
      const options = field.options as { label: string }[];
      const option = options[n % options.length]!.label;
      // A few choices are drawn as radio buttons, more as a drop-down.
      const radio = group.getByRole('radio', { name: option, exact: true });
      if (await radio.count()) await radio.check();
      else {
        await group.getByRole('combobox').click();
        await page.getByRole('option', { name: option, exact: true }).click();
      }
      return;
    }
    case 'image':
      await uploadPhoto(page, group, filling.photo);
      return;
    default:
      throw new Error(
        `The test cannot fill a "${field.widget}" field (${field.name}) yet: teach tests/helpers/editor-form.ts.`,
      );
  }
}

/** The office's way to a photo: Browse, Upload in the "Select Image" dialog, its own file chooser, then Insert. */
export async function uploadPhoto(page: Page, field: Locator, photo: { name: string; buffer: Buffer }) {
  await field.getByRole('button', { name: 'Browse' }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('dialog', { name: 'Select Image' }).getByRole('button', { name: 'Upload' }).click();
  await (await chooser).setFiles({ name: photo.name, mimeType: 'image/jpeg', buffer: photo.buffer });
  await page.getByRole('button', { name: 'Insert' }).click();
  // The editor shrinks the photo to WebP, then fills in its address; saved before that, a field has an error.
  await expect(field.getByRole('textbox')).toHaveText(/\.webp$/, { timeout: 30_000 });
}

/** Adds an item at the end of one language's list of `before` items; it comes open, and is returned. */
async function addItem(page: Page, list: Locator, field: EditorField, before: number): Promise<Locator> {
  const name = String(field.label_singular ?? field.label);
  await list.getByRole('button', { name: new RegExp(`^Add\\W*${escape(name)}\\W*$`) }).click();
  // A list of kinds of item (a programme or a photo): the office picks the first kind.
  const kind = (field.types as EditorField[] | undefined)?.[0];
  if (kind) await page.getByRole('menuitem', { name: String(kind.label), exact: true }).click();
  await expect(removeButtons(list)).toHaveCount(before + 1);
  return lastItem(list);
}

/** The fields of a new item of a list (of its first kind, where it has kinds). */
const itemFields = (field: EditorField): EditorField[] =>
  ((field.types as EditorField[] | undefined)?.[0]?.fields ?? field.fields ?? [field.field]) as EditorField[];

/** What an item holds, its fields' values in order: which item is where. */
const valuesOf = (item: Locator) =>
  item.evaluate((el) =>
    [...el.querySelectorAll('input, textarea, [contenteditable="true"]')]
      .map((field) => ('value' in field ? String(field.value) : (field.textContent ?? '')))
      .join('|'),
  );

/**
 * Moves a list's first item below the second with the keyboard, as its reorder handle allows, and waits for the drop:
 * on a busy machine, a drop not yet made let the next list's keys move the same item again (one clean-clone run).
 */
async function swapFirstTwo(page: Page, list: Locator) {
  const item = (i: number) => removeButtons(list).nth(i).locator('xpath=ancestor::*[@role="group"][1]');
  const [first, second] = [await valuesOf(item(0)), await valuesOf(item(1))];
  await list.getByRole('button', { name: 'Reorder Item' }).first().focus();
  for (const key of ['Space', 'ArrowDown', 'Space']) await page.keyboard.press(key);
  await expect.poll(async () => [await valuesOf(item(0)), await valuesOf(item(1))]).toEqual([second, first]);
}

/** What the test did to a list. */
export type Touch = 'added' | 'swapped';

/**
 * Touches a list of `count` items in each language (`langs`: both, or the one side of a shared file) as the office
 * would: an item added and filled in each, or, where the list is
 * already as long as it may be (the six slides), its first two items swapped, which marks every item the same way.
 */
export async function touchList(
  page: Page,
  { place, count, n, langs }: { place: ListPlace; count: number; n: number; langs: readonly Lang[] },
  filling: Filling,
): Promise<Touch> {
  const lists: Locator[] = [];
  for (const lang of langs) lists.push(await listIn(page, lang, place));
  if (typeof place.field.max === 'number' && count >= place.field.max) {
    for (const list of lists) await swapFirstTwo(page, list);
    return 'swapped';
  }
  // Both items first: a value typed on the English side is copied to the Malayalam item in the same place.
  const items: Locator[] = [];
  for (const list of lists) items.push(await addItem(page, list, place.field, count));
  for (const [i, lang] of langs.entries())
    for (const inner of itemFields(place.field))
      await fillField(page, items[i]!, inner, lang, n, { ...filling, position: count + 1 });
  return 'added';
}

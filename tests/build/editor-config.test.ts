/**
 * The editor and the schemas stay in step: every field of the content can be edited, the editor writes no field
 * the schemas do not know, and its configuration is one Sveltia CMS (the pinned version) accepts as it is.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { Ajv } from 'ajv';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { editorBackend } from '../../scripts/build/admin/backend.ts';
import { editorConfig, formOf, type EditorField } from '../../scripts/build/admin/editor-config.ts';
import { contentFiles, type ContentName } from '../../src/content/schema/index.ts';
import { gallerySchema } from '../../src/content/schema/galleries.ts';
import { loadContent } from '../../scripts/build/content/load.ts';
import { writeFixtureContent } from '../fixtures/fixture-site.ts';

/**
 * The sample content with a test's own school facts written in (tests/fixtures/school-facts.ts): the places the
 * school has not filled in yet (the fees, the hostel's day) have entries, so every field of theirs is here.
 */
const fixtureRoot = mkdtempSync(path.join(tmpdir(), 'school-facts-'));
const content = loadContent(writeFixtureContent(fixtureRoot), process.env);
rmSync(fixtureRoot, { recursive: true, force: true });

const require = createRequire(import.meta.url);
const sveltiaSchema = JSON.parse(
  readFileSync(path.join(path.dirname(require.resolve('@sveltia/cms')), '../schema/sveltia-cms.json'), 'utf8'),
) as object;

/** Every place in a document (its keys, lists counted as one), as the data or the editor's form has it. */
function dataPaths(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => dataPaths(item, `${prefix}[]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) =>
      key === 'type' ? [] : [`${prefix}.${key}`, ...dataPaths(item, `${prefix}.${key}`)],
    );
  return [];
}
function formPaths(fields: EditorField[], prefix = ''): string[] {
  return fields.flatMap((field) => {
    const here = `${prefix}.${field.name}`;
    const inner = field.widget === 'list' ? `${here}[]` : here;
    const children =
      (field.fields as EditorField[] | undefined) ??
      (field.types as { fields: EditorField[] }[] | undefined)?.flatMap((t) => t.fields) ??
      [];
    const single = field.field as EditorField | undefined;
    return [
      here,
      ...formPaths(children, inner),
      ...(single && single.fields ? formPaths(single.fields as EditorField[], inner) : []),
    ];
  });
}

describe('the editor and the content schemas', () => {
  for (const name of Object.keys(contentFiles) as ContentName[]) {
    it(`${name}: offers every field the content has, and no field the schema does not know`, () => {
      expect(content.problems).toEqual([]);
      const data = content.files[name][contentFiles[name].perLanguage ? 'en' : 'both'];
      const offered = new Set(formPaths(formOf(contentFiles[name].schema)));
      const missing = [...new Set(dataPaths(data))].filter((place) => !offered.has(place));
      expect(missing, 'fields the editor cannot edit').toEqual([]);
      // A document with every field the editor writes, filled from the content, is one the schema accepts.
      const unknown = [...offered].filter((place) => !dataPaths(data).includes(place) && !place.endsWith('.name'));
      expect(unknown, 'fields the editor writes that the content has not').toEqual([]);
      expect(v.safeParse(contentFiles[name].schema, data).success).toBe(true);
    });
  }

  it('is a configuration Sveltia CMS accepts, with every option one it knows', () => {
    const ajv = new Ajv({ strict: false, allErrors: true });
    const validate = ajv.compile(sveltiaSchema);
    const config = editorConfig({
      backend: editorBackend({}),
      siteUrl: 'https://school.example',
      schoolName: 'EdMOUNT',
    });
    const valid = validate(JSON.parse(JSON.stringify(config)));
    expect(
      validate.errors?.map((e) => `${e.instancePath} ${e.message} ${JSON.stringify(e.params)}`) ?? [],
      String(valid),
    ).toEqual([]);
  });

  it('gives every field a label and a hint for office staff', () => {
    const unhinted = (fields: EditorField[]): string[] =>
      fields.flatMap((field) => [
        ...(typeof field.hint === 'string' && field.hint.length > 10 && typeof field.label === 'string'
          ? []
          : [field.name]),
        ...unhinted((field.fields as EditorField[] | undefined) ?? []),
      ]);
    for (const name of Object.keys(contentFiles) as ContentName[])
      expect(unhinted(formOf(contentFiles[name].schema)), name).toEqual([]);
  });
});

describe("a list's add button", () => {
  it('names one item of the list ("Add Caption"), so the office is not asked to add "Captions"', () => {
    const captions = formOf(gallerySchema).find((field) => field.name === 'captions');
    expect(captions).toMatchObject({ widget: 'list', label: 'Captions', label_singular: 'Caption' });
  });
});

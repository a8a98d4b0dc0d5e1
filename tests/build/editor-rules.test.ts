/**
 * Every rule the build applies to every field of every content file and collection is applied by the editor
 * first (scripts/build/admin/rule-table.ts): in the form by the field's configuration, on Save by the build's own
 * checks (scripts/build/admin/save-check.ts), or it is one of the few left to the build, each with its reason.
 */
import type { GenericSchema } from 'valibot';
import { describe, expect, it } from 'vitest';
import { field, type EditorField } from '../../scripts/build/admin/editor-fields.ts';
import { buildOnly, rulesOf, whereChecked, type Rule } from '../../scripts/build/admin/rule-table.ts';
import { problemsOf } from '../../scripts/build/admin/save-check.ts';
import { contentCollections, contentFiles } from '../../src/content/schema/index.ts';
import { metaOf, shape } from '../../src/content/schema/inspect.ts';
import { content } from '../helpers/content.ts';

/** Whether the editor's field says a rule itself, as the form is filled in. */
const inForm: Record<Extract<Rule, keyof typeof whereChecked>, (f: EditorField) => boolean> = {
  filled: (f) => f.required === true,
  pattern: (f) => Array.isArray(f.pattern) && typeof f.pattern[1] === 'string',
  address: (f) => Array.isArray(f.pattern),
  tokens: (f) => Array.isArray(f.pattern),
  choice: (f) => f.widget === 'select' && Array.isArray(f.options) && f.options.length > 0,
  date: (f) => f.widget === 'datetime' && f.format === 'YYYY-MM-DD',
  moment: (f) => f.widget === 'datetime' && f.format === 'YYYY-MM-DDTHH:mm',
  wholeNumber: (f) => f.widget === 'number' && f.value_type === 'int',
  // The bounds themselves are held to the schema's in tests/build/editor-config.test.ts.
  range: (f) => f.widget === 'number' && typeof f.min === 'number',
  // A list, or the photos chosen many at once (an image field taking several).
  count: (f) => (f.widget === 'list' || f.multiple === true) && (f.min !== undefined || f.max !== undefined),
  fileType: (f) => Array.isArray(f.pattern),
  fileSize: (f) => JSON.stringify(f.media_libraries ?? {}).includes('max_file_size'),
  shared: (f) => f.i18n === 'duplicate',
  sameEntries: () => false,
  language: () => false,
  distinct: () => false,
  fileExists: () => false,
  together: () => false,
};

/** Every field of a schema, with its place. */
function fieldsOf(schema: GenericSchema, place = ''): { place: string; name: string; schema: GenericSchema }[] {
  const s = shape(schema);
  const entries = s.entries ?? (s.item ? shape(s.item).entries : undefined) ?? {};
  const variants = s.item && shape(s.item).options ? (shape(s.item).options ?? []) : [];
  return [
    ...Object.entries(entries)
      .filter(([name]) => name !== 'type')
      .flatMap(([name, child]) => [
        { place: `${place}${name}`, name, schema: child },
        ...fieldsOf(child, `${place}${name}.`),
      ]),
    ...variants.flatMap((option) => fieldsOf(option, place)),
  ];
}

const schemas: [string, GenericSchema][] = [
  ...Object.entries(contentFiles).map(([name, file]): [string, GenericSchema] => [name, file.schema]),
  ...Object.entries(contentCollections).map(([name, c]): [string, GenericSchema] => [`${name} (an entry)`, c.schema]),
];

describe("the editor's rules and the build's", () => {
  for (const [name, schema] of schemas) {
    it(`${name}: every rule of every field is the form's, the Save's or the build's alone`, () => {
      const unenforced: string[] = [];
      for (const { place, name: fieldName, schema: fieldSchema } of fieldsOf(schema)) {
        const meta = metaOf(fieldSchema);
        if (!meta) continue;
        const editorField = field(fieldName, fieldSchema);
        for (const rule of rulesOf(meta, fieldSchema)) {
          const where = whereChecked[rule];
          if (where === 'form' && !inForm[rule](editorField)) unenforced.push(`${place}: ${rule}`);
          if (where === 'build' && !(rule in buildOnly)) unenforced.push(`${place}: ${rule} (no reason given)`);
        }
      }
      expect(unenforced).toEqual([]);
    });
  }

  it('the Save applies the rules a form field cannot: language, across fields, alike entries', () => {
    const { slug, ...notice } = content.collections.notices.en[0]!;
    const { slug: _, ...ml } = content.collections.notices.ml[0]!;
    const entry = (en: object, mlData: object) => ({
      path: `src/content/en/notices/${slug}.yaml`,
      data: { ...notice, ...en },
      i18n: { ml: { data: { ...ml, ...mlData } } },
    });
    expect(problemsOf(entry({}, {}), 'EdMOUNT')).toEqual([]);
    expect(problemsOf(entry({ title: 'Rain holiday മഴ' }, {}), 'EdMOUNT')).toEqual([
      expect.stringMatching(/^English, Notice › Title: has Malayalam letters/),
    ]);
    expect(problemsOf(entry({}, { title: 'Rain holiday tomorrow' }), 'EdMOUNT')).toEqual([
      expect.stringMatching(/^Malayalam, Notice › Title: is not in Malayalam/),
    ]);
    expect(
      problemsOf(entry({ link: '/admission', linkText: '' }, { link: '/admission', linkText: '' }), 'EdMOUNT'),
    ).toEqual([
      expect.stringContaining('English, Notice › Link words: is empty'),
      expect.stringContaining('Malayalam, Notice › Link words: is empty'),
    ]);
    expect(problemsOf(entry({ pinned: true }, { pinned: false }), 'EdMOUNT')).toEqual([
      expect.stringContaining('Malayalam, Notice › Pinned: is false, but true in English'),
    ]);
  });

  it("the Save judges what will be written: the editor's list bookkeeping is left out, a misspelt field is not", () => {
    const { slug, ...gallery } = content.collections.galleries.en[0]!;
    const { slug: _, ...ml } = content.collections.galleries.ml[0]!;
    // As Sveltia CMS hands a Save over once a caption is added: the new item has an id, the others their old place.
    const touched = <T extends object>(captions: T[]) => [
      ...captions.map((caption, i) => ({ ...caption, __sc_item_original_key_path: `captions.${i}` })),
      { ...captions[0]!, photo: 4, __sc_item_id: '6f1c2a4e-0d3b-4c55-9a1e-2b7d8c9e0f10' },
    ];
    const entry = (en: object[], mlCaptions: object[]) => ({
      path: `src/content/en/galleries/${slug}.yaml`,
      data: { ...gallery, captions: en },
      i18n: { ml: { data: { ...ml, captions: mlCaptions } } },
    });
    expect(problemsOf(entry(touched(gallery.captions), touched(ml.captions)), 'EdMOUNT')).toEqual([]);

    const misspelt = touched(gallery.captions).map((item, i) => (i === 0 ? { ...item, captoin: 'A drawing' } : item));
    expect(problemsOf(entry(misspelt, touched(ml.captions)), 'EdMOUNT')).toEqual([
      expect.stringMatching(/^English, Gallery › Captions › 1 › captoin: is not a field the site knows/),
    ]);
    // Only the editor's own keys are its bookkeeping: a field that merely starts with underscores is not.
    const underscored = touched(gallery.captions).map((item) => ({ ...item, __note: 'x' }));
    expect(problemsOf(entry(underscored, touched(ml.captions)), 'EdMOUNT')).toContainEqual(
      expect.stringMatching(/^English, Gallery › Captions › 1 › __note: is not a field the site knows/),
    );
  });

  it('leaves to the build only what the editor cannot know, each with its reason', () => {
    const left = (Object.keys(whereChecked) as Rule[]).filter((rule) => whereChecked[rule] === 'build');
    expect(left).toEqual(Object.keys(buildOnly));
    for (const reason of Object.values(buildOnly)) expect(reason.length).toBeGreaterThan(40);
  });
});

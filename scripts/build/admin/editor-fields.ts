/**
 * Each field of the content's schemas as the editor's field (Sveltia CMS; its types: node_modules/@sveltia/cms/
 * types/public.d.ts): its label and hint, words translated side by side and everything else one value for both
 * languages, and every rule the form can say itself (./rules.ts), in the build's own words.
 */
import type { GenericSchema } from 'valibot';
import { images, type ImageName } from '../../../src/content/images.ts';
import { MAX_DOCUMENT_BYTES } from '../../../src/content/schema/documents.ts';
import type { FieldMeta } from '../../../src/content/schema/field-meta.ts';
import { IDENTITY_TOKENS } from '../../../src/content/schema/fields.ts';
import { kindKey, metaOf, shape } from '../../../src/content/schema/inspect.ts';
import { PHOTO_FOLDER } from '../../../src/content/schema/site.ts';
import { rulesOf } from './rule-table.ts';

export type EditorField = Record<string, unknown> & { name: string; widget: string };

/** A pattern as Sveltia CMS reads it: the regular expression in slashes with its flags, and the message. */
const pattern = (regex: RegExp, message: string): [string, string] => [`/${regex.source}/${regex.flags}`, message];

/** Words may hold only the {names} the page fills in, and must hold every one it needs. */
function tokensPattern(tokens: readonly string[]): [string, string] {
  const allowed = [...tokens, ...IDENTITY_TOKENS].join('|');
  const needs = tokens.map((token) => `(?=[\\s\\S]*\\{${token}\\})`).join('');
  const names = [...tokens, ...IDENTITY_TOKENS].map((token) => `{${token}}`).join(', ');
  const message = tokens.length
    ? `must contain ${tokens.map((token) => `{${token}}`).join(' and ')}, which the page fills in; of the {names}, only ${names}`
    : `uses a {name} the site cannot fill in: it can fill ${names}`;
  return [`/^${needs}(?![\\s\\S]*\\{(?!(?:${allowed})\\})\\w+\\})[\\s\\S]*$/u`, message];
}

const ADDRESS = pattern(
  /^(\/(?!\/)\S*|https?:\/\/[^\s"<>]+)$/,
  'should be an address starting with https:// (or / for a page of this site)',
);
const WEB_ADDRESS = pattern(/^https?:\/\/[^\s"<>]+$/, 'must be an address such as https://example.org/path');
const PHOTO_NAME = pattern(/\.(jpe?g|png|webp)$/i, 'should be a photo: JPEG, PNG or WebP');

/** Words are written in each language; everything else is one value the two languages share. */
const i18nOf = (meta: FieldMeta) =>
  meta.kind === 'words' || meta.kind === 'group' || (meta.kind === 'list' && !meta.pickMany) || meta.perLanguage
    ? true
    : 'duplicate';

/**
 * A camera photo as the editor saves it: WebP, made smaller on the office's device before it is uploaded (a school
 * office's slow line sends a few hundred kilobytes, not megabytes); the build then makes every size the site needs.
 * The site's own photos keep 2,560 px (its banners are 2,400 wide). A gallery's photos, which the site shows 1,280 px
 * wide at most (MAX_WIDTHS, src/lib/gallery/gallery-images.ts), keep 1,600: their originals are what the repository grows by,
 * every year (issue 64; docs/hosting.md).
 */
export const savedPhotos = (largest: 2560 | 1600) => ({
  max_file_size: 25_000_000,
  slugify_filename: true,
  transformations: { raster_image: { format: 'webp', quality: 85, width: largest, height: largest } },
});

const imageOptions = (Object.keys(images) as ImageName[]).map((name) => ({ label: images[name].label, value: name }));

/** The editor's fields of an object schema's entries. */
export function fieldsOf(entries: Record<string, GenericSchema>): EditorField[] {
  return Object.entries(entries)
    .filter(([name]) => name !== 'type')
    .map(([name, schema]) => field(name, schema));
}

/** One schema field as the editor's field. */
export function field(name: string, schema: GenericSchema): EditorField {
  const meta = metaOf(schema);
  if (!meta) {
    throw new Error(
      `The schema field "${name}" has no label or hint: give it one (src/content/schema/fields.ts), so the editor can offer it.`,
    );
  }
  const rules = rulesOf(meta, schema);
  const base = { name, label: meta.label, hint: meta.hint, i18n: i18nOf(meta), required: rules.includes('filled') };
  return { ...base, ...widgetOf(meta, schema, rules.includes('filled')) };
}

function widgetOf(
  meta: FieldMeta,
  schema: GenericSchema,
  filled: boolean,
): Omit<EditorField, 'name'> & { widget: string } {
  const s = shape(schema);
  switch (meta.kind) {
    case 'words':
      return { widget: meta.multiline ? 'text' : 'string', pattern: tokensPattern(meta.tokens ?? []) };
    case 'image':
      return { widget: 'select', options: imageOptions };
    case 'choice': {
      // A choice the office may leave as it is (whom a notice is for: the whole school) starts at its default.
      const preset = (schema as { default?: unknown }).default;
      return {
        widget: 'select',
        options: Object.entries(meta.options ?? {}).map(([value, label]) => ({ label, value })),
        ...(typeof preset === 'string' ? { default: preset } : {}),
      };
    }
    case 'photo':
    case 'file': {
      const folder = `/${meta.folder ?? PHOTO_FOLDER}`;
      const pdf = meta.kind === 'file';
      return {
        widget: pdf ? 'file' : 'image',
        media_folder: folder,
        public_folder: folder,
        choose_url: false,
        pattern: pdf
          ? pattern(/\.pdf$/i, 'should be a PDF')
          : meta.extensions
            ? pattern(
                new RegExp(`\\.(${meta.extensions.join('|')})$`, 'i'),
                `should be a file of one of these kinds: ${meta.extensions.map((kind) => kind.toUpperCase()).join(', ')}`,
              )
            : PHOTO_NAME,
        ...(pdf ? { media_libraries: { default: { config: { max_file_size: MAX_DOCUMENT_BYTES } } } } : {}),
      };
    }
    case 'number':
      return {
        widget: 'number',
        value_type: meta.decimals ? 'float' : 'int',
        min: meta.min ?? 0,
        ...(meta.max === undefined ? {} : { max: meta.max }),
        ...(meta.decimals ? { step: 0.01 } : {}),
      };
    case 'boolean':
      return { widget: 'boolean', default: false };
    case 'date':
      // A new entry is dated today at the school, whatever the office computer's time zone.
      return {
        widget: 'datetime',
        time_format: false,
        format: 'YYYY-MM-DD',
        input_timezone: 'Asia/Kolkata',
        ...(filled ? { default: '{{now}}' } : {}),
      };
    case 'moment':
      return { widget: 'datetime', format: 'YYYY-MM-DDTHH:mm', input_timezone: 'Asia/Kolkata' };
    case 'url':
      return {
        widget: 'string',
        pattern: meta.pattern ? pattern(meta.pattern.pattern, meta.pattern.message) : filled ? WEB_ADDRESS : ADDRESS,
      };
    case 'email':
    case 'phone':
    case 'digits':
    case 'code':
    case 'time':
      return {
        widget: 'string',
        ...(meta.pattern ? { pattern: pattern(meta.pattern.pattern, meta.pattern.message) } : {}),
      };
    case 'group':
      return { widget: 'object', fields: fieldsOf(s.entries ?? {}) };
    case 'list':
      return listOf(meta, s.item as GenericSchema);
  }
}

function listOf(meta: FieldMeta, item: GenericSchema): Omit<EditorField, 'name'> & { widget: string } {
  if (meta.pickMany) return photosOf(meta, item);
  const itemShape = shape(item);
  const itemLabel = metaOf(item)?.label;
  const list = {
    widget: 'list',
    collapsed: 'auto',
    ...(meta.length !== undefined ? { min: meta.length, max: meta.length } : {}),
    ...(meta.min !== undefined ? { min: meta.min } : {}),
    ...(meta.max !== undefined ? { max: meta.max } : {}),
    ...(meta.summary ? { summary: meta.summary } : {}),
    // The add button names one item ("Add Caption"), not the list ("Add Captions"): Sveltia takes this label for it.
    ...(itemLabel && itemLabel !== meta.label ? { label_singular: itemLabel } : {}),
  };
  if (itemShape.type === 'variant') {
    const types = (itemShape.options ?? []).map((option) => ({
      name: kindKey(option) as string,
      label: (metaOf(option) as FieldMeta).label,
      widget: 'object',
      fields: fieldsOf(shape(option).entries ?? {}),
    }));
    return { ...list, typeKey: 'type', types };
  }
  if (itemShape.entries) return { ...list, fields: fieldsOf(itemShape.entries) };
  return { ...list, field: field('item', item) };
}

/**
 * A list of photos as one image field taking many: the office chooses all of an event's photos in one pick (each
 * made smaller on the device, as one photo is), and can drop or reorder them there. A pattern is for one value, so
 * each photo's type is told by what the file chooser offers (its `accept`), and checked again at Save.
 */
function photosOf(meta: FieldMeta, item: GenericSchema): Omit<EditorField, 'name'> & { widget: string } {
  const { widget, media_folder, public_folder, choose_url } = widgetOf(metaOf(item)!, item, true);
  return {
    widget,
    media_folder,
    public_folder,
    choose_url,
    multiple: true,
    accept: 'image/jpeg,image/png,image/webp',
    media_libraries: { default: { config: savedPhotos(1600) } },
    ...(meta.min ? { min: meta.min } : {}),
    ...(meta.max !== undefined ? { max: meta.max } : {}),
  };
}

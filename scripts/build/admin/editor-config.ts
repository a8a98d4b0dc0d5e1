/**
 * The editor's configuration (Sveltia CMS, served at /admin/config.yml), made from the content schemas
 * (src/content/schema/): each schema field becomes the editor's field, with its label and hint, words translated
 * side by side, everything else (photos, choices, dates) the same in both languages. So the editor offers every
 * field the build checks, and writes no field the build does not know.
 */
import type { GenericSchema } from 'valibot';
import { images, type ImageName } from '../../../src/content/images.ts';
import type { FieldMeta } from '../../../src/content/schema/fields.ts';
import { kindKey, metaOf, shape } from '../../../src/content/schema/inspect.ts';
import {
  contentCollections,
  contentFiles,
  type CollectionName,
  type ContentName,
} from '../../../src/content/schema/index.ts';
import { PHOTO_FOLDER } from '../../../src/content/schema/site.ts';
import { languages, pageNames } from '../../../src/lib/routes.ts';
import type { EditorBackend } from './backend.ts';

/** A field of Sveltia CMS's configuration (its types: node_modules/@sveltia/cms/types/public.d.ts). */
export type EditorField = Record<string, unknown> & { name: string; widget: string };

/** Words are written in each language; everything else is one value the two languages share. */
const i18nOf = (meta: FieldMeta | undefined) =>
  meta?.kind === 'words' || meta?.kind === 'group' || meta?.kind === 'list' ? true : 'duplicate';

const imageOptions = (Object.keys(images) as ImageName[]).map((name) => ({ label: images[name].label, value: name }));

/** The editor's fields of an object schema's entries. */
function fieldsOf(entries: Record<string, GenericSchema>): EditorField[] {
  return Object.entries(entries)
    .filter(([name]) => name !== 'type')
    .map(([name, schema]) => field(name, schema));
}

/** One schema field as the editor's field. */
export function field(name: string, schema: GenericSchema): EditorField {
  const meta = metaOf(schema);
  if (!meta)
    throw new Error(
      `The schema field "${name}" has no label or hint: give it one (src/content/schema/fields.ts), so the editor can offer it.`,
    );
  const optional = schema.type === 'optional';
  const base = {
    name,
    label: meta.label,
    hint: meta.hint,
    i18n: i18nOf(meta),
    ...(optional ? { required: false } : {}),
  };
  const s = shape(schema);
  switch (meta.kind) {
    case 'words':
      return { ...base, widget: meta.multiline ? 'text' : 'string' };
    case 'image':
      return { ...base, widget: 'select', options: imageOptions };
    case 'choice':
      return {
        ...base,
        widget: 'select',
        options: Object.entries(meta.options ?? {}).map(([value, label]) => ({ label, value })),
      };
    case 'photo':
      return {
        ...base,
        widget: 'image',
        required: false,
        media_folder: `/${meta.folder ?? PHOTO_FOLDER}`,
        public_folder: `/${meta.folder ?? PHOTO_FOLDER}`,
        choose_url: false,
      };
    case 'file':
      return {
        ...base,
        widget: 'file',
        required: false,
        media_folder: `/${meta.folder}`,
        public_folder: `/${meta.folder}`,
        choose_url: false,
      };
    case 'number':
      return { ...base, widget: 'number', value_type: 'int', min: 0 };
    case 'boolean':
      return { ...base, widget: 'boolean', default: false };
    case 'date':
      return { ...base, widget: 'datetime', time_format: false, format: 'YYYY-MM-DD', picker_utc: true };
    case 'url':
    case 'email':
    case 'phone':
    case 'digits':
      return { ...base, widget: 'string' };
    case 'group':
      return { ...base, widget: 'object', fields: fieldsOf(s.entries ?? {}) };
    case 'list': {
      const item = s.item as GenericSchema;
      const itemShape = shape(item);
      const counts = {
        ...(meta.length !== undefined ? { min: meta.length, max: meta.length } : {}),
        ...(meta.min !== undefined ? { min: meta.min } : {}),
        ...(meta.max !== undefined ? { max: meta.max } : {}),
      };
      const list = {
        ...base,
        widget: 'list',
        collapsed: 'auto',
        ...counts,
        ...(meta.summary ? { summary: meta.summary } : {}),
      };
      if (itemShape.type === 'variant') {
        const types = (itemShape.options ?? []).map((option) => {
          const kind = metaOf(option) as FieldMeta;
          const key = kindKey(option) as string;
          return { name: key, label: kind.label, widget: 'object', fields: fieldsOf(shape(option).entries ?? {}) };
        });
        return { ...list, typeKey: 'type', types };
      }
      if (itemShape.entries) return { ...list, fields: fieldsOf(itemShape.entries) };
      const single = field('item', item);
      return { ...list, field: single };
    }
  }
}

/** The editor's form for a content file or a collection's entries: its fields, in the schema's order. */
export function formOf(name: ContentName | CollectionName): EditorField[] {
  const { schema } =
    name in contentFiles ? contentFiles[name as ContentName] : contentCollections[name as CollectionName];
  return fieldsOf(shape(schema).entries ?? {});
}

/** A collection of entries: one file per entry in each language's folder, named after the English title. */
const collection = (name: CollectionName, label: string, icon: string, summary: string) => {
  const { folder, schema, label: singular } = contentCollections[name];
  return {
    name,
    label,
    label_singular: singular[0]?.toUpperCase() + singular.slice(1),
    description: (metaOf(schema) as FieldMeta).hint,
    icon,
    folder: `src/content/{{locale}}/${folder}`,
    create: true,
    delete: true,
    format: 'yaml',
    extension: 'yaml',
    identifier_field: 'title',
    slug: '{{title}}',
    summary,
    sortable_fields: { fields: ['date', 'title'], default: { field: 'date', direction: 'descending' } },
    i18n: true,
    editor: { preview: false },
    fields: formOf(name),
  };
};

const file = (name: ContentName) => {
  const { file: path, perLanguage, schema } = contentFiles[name];
  const meta = metaOf(schema) as FieldMeta;
  return {
    name,
    label: meta.label,
    file: perLanguage ? `src/content/{{locale}}/${path}` : `src/content/${path}`,
    format: 'yaml',
    i18n: perLanguage,
    // English and Malayalam side by side (the preview would show one language beside the other's form).
    editor: { preview: false },
    fields: formOf(name),
  };
};

export interface EditorConfigOptions {
  backend: EditorBackend;
  /** The public site, for "view the site" links. */
  siteUrl: string;
  schoolName: string;
}

/** The whole configuration, as Sveltia CMS reads it. */
export function editorConfig({ backend, siteUrl, schoolName }: EditorConfigOptions) {
  return {
    backend,
    site_url: siteUrl,
    logo: { src: '/icon.svg', show_in_header: true },
    app_title: `${schoolName}: editor`,
    media_folder: PHOTO_FOLDER,
    public_folder: `/${PHOTO_FOLDER}`,
    // A camera photo is made smaller (and WebP) in the browser before it is saved: a school office's slow
    // line uploads a few hundred kilobytes, not megabytes. The build then makes every size the site needs.
    media_libraries: {
      default: {
        config: {
          max_file_size: 25_000_000,
          slugify_filename: true,
          transformations: { raster_image: { format: 'webp', quality: 85, width: 2560, height: 2560 } },
        },
      },
    },
    i18n: { structure: 'multiple_files', locales: [...languages], default_locale: 'en', initial_locales: 'all' },
    // An entry's file name is its address (/notices/<name>): plain lowercase letters, digits and dashes.
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-', maxlength: 60 },
    collections: [
      collection('notices', 'Notices', 'campaign', '{{fields.date}}: {{fields.title}}'),
      collection('galleries', 'Galleries', 'photo_library', '{{fields.date}}: {{fields.title}}'),
      {
        name: 'pages',
        label: 'Pages',
        description: 'The words of each page, in English and Malayalam side by side, and which photo fills each place.',
        icon: 'article',
        i18n: true,
        files: pageNames.map(file),
      },
      {
        name: 'site',
        label: 'Every page, photos and contact',
        description:
          "What every page shares, the site's photos with their descriptions, and the school's contact details and links.",
        icon: 'settings',
        i18n: true,
        files: (['site', 'photos', 'contact'] as const).map(file),
      },
    ],
  };
}

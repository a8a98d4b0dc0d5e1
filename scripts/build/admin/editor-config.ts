/**
 * The editor's configuration (Sveltia CMS, served at /admin/config.yml), made from the content schemas
 * (src/content/schema/): each schema field becomes the editor's field, with its label and hint, words translated
 * side by side, everything else (photos, choices, dates) the same in both languages. So the editor offers every
 * field the build checks, and writes no field the build does not know.
 */
import type { GenericSchema } from 'valibot';
import type { FieldMeta } from '../../../src/content/schema/field-meta.ts';
import { metaOf, shape } from '../../../src/content/schema/inspect.ts';
import {
  contentCollections,
  contentFiles,
  type CollectionName,
  type ContentName,
} from '../../../src/content/schema/index.ts';
import { PHOTO_FOLDER } from '../../../src/content/schema/site.ts';
import { languages, pageNames } from '../../../src/lib/routes.ts';
import type { EditorBackend, Review } from './backend.ts';
import { fieldsOf, savedPhotos, type EditorField } from './editor-fields.ts';

export type { EditorField };

/** The editor's form for a content file or a collection's entries (their schema): its fields, in the schema's order. */
export const formOf = (schema: GenericSchema): EditorField[] => fieldsOf(shape(schema).entries ?? {});

/** How the editor names, sorts and lists a collection's entries: by their title and date, unless told otherwise. */
interface Naming {
  /** The field an entry is known by, and the one its list is sorted by first (newest first). */
  identifier: string;
  sortBy: string;
  /** Its file name from its fields (Sveltia CMS's slug template), and its line in the list. */
  slug: string;
  summary: string;
}

const byTitle = (dateField: string): Naming => ({
  identifier: 'title',
  sortBy: dateField,
  slug: '{{title}}',
  // Dates as India writes them: 26/11/2026.
  summary: `{{fields.${dateField} | date('DD/MM/YYYY')}}: {{fields.title}}`,
});

/** A collection of entries: one file per entry in each language's folder, named after its English fields. */
const collection = (name: CollectionName, label: string, icon: string, naming: Naming) => {
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
    identifier_field: naming.identifier,
    slug: naming.slug,
    summary: naming.summary,
    sortable_fields: {
      fields: [...new Set([naming.sortBy, naming.identifier])],
      default: { field: naming.sortBy, direction: 'descending' },
    },
    i18n: true,
    editor: { preview: false },
    fields: formOf(schema),
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
    fields: formOf(schema),
  };
};

export interface EditorConfigOptions {
  backend: EditorBackend;
  /** Drafts: each Save a pull request, published when someone merges it (with the host's preview link). */
  review?: Review;
  /** The public site, for "view the site" links. */
  siteUrl: string;
  schoolName: string;
}

/** The whole configuration, as Sveltia CMS reads it. */
export function editorConfig({ backend, siteUrl, schoolName, review = 'off' }: EditorConfigOptions) {
  return {
    backend,
    ...(review === 'drafts' ? { publish_mode: 'editorial_workflow', show_preview_links: true } : {}),
    site_url: siteUrl,
    logo: { src: '/icons/icon-192.png', show_in_header: true },
    app_title: `${schoolName}: editor`,
    media_folder: PHOTO_FOLDER,
    public_folder: `/${PHOTO_FOLDER}`,
    // A camera photo is made smaller (and WebP) in the browser before it is saved (./editor-fields.ts).
    media_libraries: {
      default: { config: savedPhotos(2560) },
      // The school's galleries hold its own photos: no stock-photo libraries, and no requests to their hosts.
      stock_assets: { providers: [] },
    },
    i18n: { structure: 'multiple_files', locales: [...languages], default_locale: 'en', initial_locales: 'all' },
    // An entry's file name is its address (/notices/<name>): plain lowercase letters, digits and dashes.
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-', maxlength: 60 },
    collections: [
      collection('notices', 'Notices', 'campaign', {
        ...byTitle('date'),
        // A notice with a time to appear is not out yet (until a build at its time): the list says so.
        summary: `${byTitle('date').summary}{{fields.appearAt | ternary(' · scheduled for ', '')}}{{fields.appearAt | date('YYYY-MM-DD HH:mm')}}`,
      }),
      collection('events', 'Calendar', 'calendar_month', byTitle('start')),
      collection('documents', 'Documents', 'description', byTitle('date')),
      collection('galleries', 'Galleries', 'photo_library', byTitle('date')),
      // A year's results of a stream are one file, named by both (src/content/schema/results.ts).
      collection('results', 'Results', 'military_tech', {
        identifier: 'year',
        sortBy: 'year',
        slug: '{{year}}-{{stream}}',
        summary: '{{fields.year}}: {{fields.stream}}',
      }),
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

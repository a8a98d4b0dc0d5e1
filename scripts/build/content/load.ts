/**
 * Reads and checks the site's content (src/content/**.yaml) at build time: each file against its schema
 * (src/content/schema/), each text in its file's language, each photo on disk, the two languages against each
 * other. Every problem is one line an office can act on: the file, the field, the language, and where the field
 * is in the editor. The words come out with {school} and {email} filled in.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type * as v from 'valibot';
import { parseDocument } from 'yaml';
import {
  contentCollections,
  contentFiles,
  nameRuleOf,
  type CollectionName,
  type ContentName,
} from '../../../src/content/schema/index.ts';
import { IDENTITY_TOKENS } from '../../../src/content/schema/fields.ts';
import { checkEditorSettings } from '../admin/backend.ts';
import { checkContactSettings, parseIdentity } from '../../../src/content/contact.ts';
import { checkDeployment, type Env, type Identity } from '../../../src/lib/identity.ts';
import { logoFile, markPath } from '../app-icons.ts';
import { languages, type Lang } from '../../../src/lib/routes.ts';
import { checkData, compareLanguages, languageNames, type Source } from './check.ts';
import { buildMoment } from './clock.ts';
import { isPublished } from '../../../src/notices/shared/rules.ts';

export const CONTENT_DIR = 'src/content';

/**
 * The folder the content is read from: the checkout, or SITE_CONTENT_ROOT, a folder holding a src/content/ of
 * its own (the browser tests build the site from their fixtures so, tests/fixtures/fixture-site.ts).
 */
export const contentRootOf = (root: string, env: Env): string => {
  const other = env.SITE_CONTENT_ROOT;
  return typeof other === 'string' && other !== '' ? path.resolve(root, other) : root;
};

/** A content file's data, once checked: what its schema gives. */
export type FileData<N extends ContentName> = v.InferOutput<(typeof contentFiles)[N]['schema']>;
/** An entry of a collection: its name (the file's, which is its address) and its checked data. */
export type EntryData<C extends CollectionName> = v.InferOutput<(typeof contentCollections)[C]['schema']> & {
  slug: string;
};

export interface Content {
  /** Each file's checked data, by language ('both' for a file shared by the two); missing where it has problems. */
  files: { [N in ContentName]: Partial<Record<Lang | 'both', FileData<N>>> };
  /** Each collection's entries, by language: every entry is written in both, under the same file name. */
  collections: { [C in CollectionName]: Record<Lang, EntryData<C>[]> };
  identity: Identity;
  /**
   * The notices the office scheduled for a later time than the build's (buildMoment): left out of every collection,
   * so they are on no page, in no feed, search or list a phone reads, until a build at or after their time.
   */
  scheduled: { slug: string; title: string; appearAt: string }[];
  /** The folder the content was read from (its photos and PDFs are there too). */
  root: string;
  problems: string[];
}

export const contentPath = (name: ContentName, lang: Lang | 'both'): string =>
  lang === 'both' ? `${CONTENT_DIR}/${contentFiles[name].file}` : `${CONTENT_DIR}/${lang}/${contentFiles[name].file}`;

/** The YAML of a file, or why it cannot be read. */
function readYaml(root: string, file: string): { data?: unknown; problem?: string } {
  const full = path.join(root, file);
  if (!existsSync(full)) return { problem: `${file} is missing` };
  const document = parseDocument(readFileSync(full, 'utf8'), { prettyErrors: true });
  const error = document.errors[0];
  if (error) {
    const line = error.linePos?.[0];
    return {
      problem: `${file} cannot be read${line ? ` (line ${line.line}, column ${line.col})` : ''}: ${error.message.split('\n')[0]}`,
    };
  }
  return { data: document.toJS() as unknown };
}

/** One file, read and checked against its schema and for its language, its photos and PDFs on disk. */
function check(root: string, source: Source, schoolName: string): { data?: unknown; problems: string[] } {
  const read = readYaml(root, source.file);
  if (read.problem) return { problems: [read.problem] };
  return checkData(source, read.data, schoolName, {
    fileExists: (file) => existsSync(path.join(root, file.replace(/^\//, ''))),
  });
}

export const collectionPath = (name: CollectionName, lang: Lang, slug?: string): string =>
  `${CONTENT_DIR}/${lang}/${contentCollections[name].folder}${slug === undefined ? '' : `/${slug}.yaml`}`;

/** A collection's entries in both languages: each one a file in each language's folder, the same name in both. */
function loadCollection<C extends CollectionName>(
  root: string,
  name: C,
  identity: Identity,
): { entries: Record<Lang, EntryData<C>[]>; problems: string[] } {
  const { schema, label } = contentCollections[name];
  const problems: string[] = [];
  const slugs = new Map<Lang, string[]>();
  for (const lang of languages) {
    const dir = path.join(root, collectionPath(name, lang));
    const names = existsSync(dir) ? readdirSync(dir).filter((file) => file.endsWith('.yaml')) : [];
    for (const file of names.filter((f) => !/^[a-z0-9]+(-[a-z0-9]+)*\.yaml$/.test(f))) {
      problems.push(
        `${collectionPath(name, lang)}/${file}: the file's name is the ${label}'s address: use lowercase letters, digits and dashes only`,
      );
    }
    slugs.set(
      lang,
      names.map((file) => file.replace(/\.yaml$/, '')),
    );
  }
  const entries: Record<Lang, EntryData<C>[]> = { en: [], ml: [] };
  const all = [...new Set(languages.flatMap((lang) => slugs.get(lang) ?? []))].sort();
  for (const slug of all) {
    const data = {} as Partial<Record<Lang, unknown>>;
    for (const lang of languages) {
      const file = collectionPath(name, lang, slug);
      if (!slugs.get(lang)?.includes(slug)) {
        problems.push(
          `${file} is missing: every ${label} is written in both languages (${languageNames[lang]} too), under the same file name`,
        );
        continue;
      }
      const checked = check(root, { file, lang, schema }, identity.schoolName);
      problems.push(...checked.problems);
      const wrongName = checked.data && nameRuleOf(name)?.(slug, checked.data as Record<string, unknown>);
      if (wrongName) problems.push(`${file}: the file ${wrongName}`);
      data[lang] = checked.data && fill(checked.data, identity, lang);
    }
    if (data.en && data.ml)
      problems.push(
        ...compareLanguages({ file: collectionPath(name, 'ml', slug), lang: 'ml', schema }, data.en, data.ml),
      );
    for (const lang of languages)
      // Checked against the collection's schema above: the data is of its type.
      if (data[lang]) entries[lang].push({ slug, ...(data[lang] as object) } as EntryData<C>);
  }
  return { entries, problems };
}

/** {school} (its full name in the text's language) and {email} written out, in every text. */
function fill(value: unknown, identity: Identity, lang: Lang): unknown {
  const tokens: Record<(typeof IDENTITY_TOKENS)[number], string> = {
    school: identity.names[lang].full,
    email: identity.email,
  };
  if (typeof value === 'string')
    return value.replace(/\{(school|email)\}/g, (_, token: keyof typeof tokens) => tokens[token]);
  if (Array.isArray(value)) return value.map((item) => fill(item, identity, lang));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fill(item, identity, lang)]));
  return value;
}

export function loadContent(root: string, env: Env): Content {
  const problems: string[] = [...checkContactSettings(env), ...checkDeployment(env), ...checkEditorSettings(env)].map(
    (problem) => `Build setting ${problem}`,
  );
  const source = (name: ContentName, lang: Lang | 'both'): Source => ({
    file: contentPath(name, lang),
    lang,
    schema: contentFiles[name].schema,
  });
  const contact = check(root, source('contact', 'both'), '');
  problems.push(...contact.problems);
  const contactData = (contact.data ??
    readYaml(root, contentPath('contact', 'both')).data ??
    {}) as FileData<'contact'>;
  const identity = parseIdentity(env, contactData);
  // The school's mark, named by its logo's content (a logo that is not there is among the contact file's problems).
  const logo = contactData.logo && logoFile(root, root, contactData.logo);
  if (logo && existsSync(logo)) identity.logo = markPath(readFileSync(logo));
  // Each file's data has been checked against its schema (check): it is of the schema's type.
  const files = {} as Record<ContentName, Partial<Record<Lang | 'both', unknown>>>;
  files.contact = { both: contact.data };
  for (const name of Object.keys(contentFiles) as ContentName[]) {
    if (!contentFiles[name].perLanguage) continue;
    files[name] = {};
    for (const lang of languages) {
      const checked = check(root, source(name, lang), identity.schoolName);
      problems.push(...checked.problems);
      files[name][lang] = checked.data && fill(checked.data, identity, lang);
    }
    if (files[name].en && files[name].ml)
      problems.push(...compareLanguages(source(name, 'ml'), files[name].en, files[name].ml));
  }
  const collections = {} as Record<CollectionName, Record<Lang, unknown[]>>;
  for (const name of Object.keys(contentCollections) as CollectionName[]) {
    const loaded = loadCollection(root, name, identity);
    problems.push(...loaded.problems);
    collections[name] = loaded.entries;
  }
  const scheduled = withholdScheduled(collections as Content['collections'], buildMoment(env));
  return {
    files: files as Content['files'],
    collections: collections as Content['collections'],
    identity,
    scheduled,
    root,
    problems,
  };
}

/** Takes the notices not yet due out of both languages' lists; what was taken out (in English, or Malayalam). */
function withholdScheduled(collections: Content['collections'], moment: string): Content['scheduled'] {
  const scheduled = new Map<string, Content['scheduled'][number]>();
  for (const lang of languages) {
    collections.notices[lang] = collections.notices[lang].filter((notice) => {
      if (isPublished(notice, moment)) return true;
      if (!scheduled.has(notice.slug))
        scheduled.set(notice.slug, { slug: notice.slug, title: notice.title, appearAt: notice.appearAt });
      return false;
    });
  }
  return [...scheduled.values()].sort((a, b) => a.appearAt.localeCompare(b.appearAt));
}

/** The content, or the build stops here with every problem listed (and no stack trace). */
export function loadContentOrExit(root: string, env: Env): Content {
  const content = loadContent(root, env);
  if (content.problems.length) {
    console.error(
      `\nThe site's content has ${content.problems.length === 1 ? 'a problem' : `${content.problems.length} problems`}; the site cannot be built or served until it is fixed:\n  - ${content.problems.join('\n  - ')}\n`,
    );
    process.exit(1);
  }
  return content;
}

/**
 * What the editor checks before a Save is written (./checks.ts registers it with Sveltia CMS): the entry in both languages
 * goes through the build's own checks (scripts/build/content/check.ts): its schema, each text's language, the
 * rules across fields, what the two languages share. If the build would refuse it, nothing is written and the
 * office reads why, field by field, in the Save's error message. (Missing files are the build's alone: ./rules.ts.)
 */
import type { GenericSchema } from 'valibot';
import {
  contentCollections,
  contentFiles,
  nameRuleOf,
  type CollectionName,
  type NameRule,
} from '../../../src/content/schema/index.ts';
import { languages, type Lang } from '../../../src/lib/routes.ts';
import { checkData, compareLanguages, describeInEditor, type Source } from '../content/check.ts';

export interface EntryData {
  data?: Record<string, unknown>;
  i18n?: Partial<Record<Lang, { data?: Record<string, unknown> }>>;
  path?: string;
}

/**
 * The editor's own bookkeeping in a form's data: Sveltia CMS marks list items with keys that start `__sc_`
 * (`__sc_item_id` on a new item, `__sc_item_original_key_path` on the others once a list is touched,
 * `__sc_component_name` in rich text) and drops every such key when it writes the file (its `Y0` rule,
 * `/\.__sc_\w+$/`). It writes nothing else the office did not type (`omit_empty_optional_fields` is off).
 */
const EDITOR_KEY = /^__sc_/;

/** The data as the editor will write it: its bookkeeping keys left out, at any depth; every other key kept. */
export function asWritten(data: unknown): unknown {
  if (Array.isArray(data)) return data.map(asWritten);
  if (data === null || typeof data !== 'object') return data;
  return Object.fromEntries(
    Object.entries(data)
      .filter(([key]) => !EDITOR_KEY.test(key))
      .map(([key, value]) => [key, asWritten(value)]),
  );
}

/** The schema a file of the repository follows, from its path, and for an entry of a collection, its name's rule. */
export function schemaOf(
  file: string,
): { schema: GenericSchema; perLanguage: boolean; name?: { slug: string; rule: NameRule } } | undefined {
  const entry = /^src\/content\/(?:en|ml)\/([^/]+)\/([^/]+)\.yaml$/.exec(file);
  const collection =
    entry &&
    (Object.keys(contentCollections) as CollectionName[]).find((name) => contentCollections[name].folder === entry[1]);
  if (entry && collection) {
    const rule = nameRuleOf(collection);
    return {
      schema: contentCollections[collection].schema,
      perLanguage: true,
      ...(rule ? { name: { slug: entry[2] as string, rule } } : {}),
    };
  }
  const page = /^src\/content\/(?:(en|ml)\/)?([^/]+\.yaml)$/.exec(file);
  const found =
    page && Object.values(contentFiles).find((f) => f.file === page[2] && f.perLanguage === Boolean(page[1]));
  return found ? { schema: found.schema, perLanguage: found.perLanguage } : undefined;
}

/** What the build would say of an entry about to be saved, in the editor's words; empty when it may be saved. */
export function problemsOf(entry: EntryData, schoolName: string): string[] {
  const file = entry.path ?? '';
  const known = schemaOf(file);
  if (!known) return [];
  const byLang: Partial<Record<Lang | 'both', unknown>> = known.perLanguage
    ? {
        en: entry.data,
        ...Object.fromEntries(languages.filter((l) => l !== 'en').map((l) => [l, entry.i18n?.[l]?.data])),
      }
    : { both: entry.data };
  const problems: string[] = [];
  const checked: Partial<Record<Lang, unknown>> = {};
  for (const [lang, data] of Object.entries(byLang) as [Lang | 'both', unknown][]) {
    if (data === undefined) continue;
    const source: Source = { file, lang, schema: known.schema };
    const result = checkData(source, asWritten(data), schoolName, { say: describeInEditor });
    problems.push(...result.problems);
    if (lang !== 'both') checked[lang] = result.data;
  }
  const named = known.name && checked.en && known.name.rule(known.name.slug, checked.en as Record<string, unknown>);
  if (named) problems.push(`The file ${named}`);
  if (checked.en && checked.ml) {
    const ml: Source = { file, lang: 'ml', schema: known.schema };
    problems.push(...compareLanguages(ml, checked.en, checked.ml, describeInEditor));
  }
  return problems;
}

/**
 * The content's checks that need no files: a file's data against its schema and each text against the file's
 * language, and the two languages against each other. The build runs them on every file (./load.ts); the editor
 * runs the same checks before it saves (scripts/build/admin/save-check.ts), so what the build would refuse is
 * refused there first, in the same words.
 */
import * as v from 'valibot';
import type { GenericSchema } from 'valibot';
import type { Lang } from '../../../src/lib/routes.ts';
import { languageProblem } from './language.ts';
import { metaOf } from '../../../src/content/schema/inspect.ts';
import { dotPath, editorPath, walk, type Path } from './walk.ts';

export const languageNames: Record<Lang, string> = { en: 'English', ml: 'Malayalam' };

/** A content file: where it is, its language, and the schema it follows. */
export interface Source {
  file: string;
  lang: Lang | 'both';
  schema: GenericSchema;
}

/** One problem as an office reads it: the file, its language, the field, what is wrong, and the field's place in the editor. */
export function describe({ file, lang, schema }: Source, where: Path, message: string): string {
  const language = lang === 'both' ? '' : ` (${languageNames[lang]})`;
  const field = where.length ? `${dotPath(where)} ` : '';
  const editor = where.length ? ` [in the editor: ${editorPath(schema, where)}]` : '';
  return `${file}${language}: ${field}${message}${editor}`;
}

/** The same problem as the editor tells it, on the form itself: the language, where the field is, what is wrong. */
export function describeInEditor({ lang, schema }: Source, where: Path, message: string): string {
  const place = where.length ? editorPath(schema, where) : (metaOf(schema)?.label ?? '');
  return `${lang === 'both' ? '' : `${languageNames[lang]}, `}${place}: ${message}`;
}

/**
 * A file's data, checked against its schema and for its language; with `fileExists`, each photo and PDF it names
 * must be there too (the build has the files; the editor has just uploaded them).
 */
export function checkData(
  source: Source,
  data: unknown,
  schoolName: string,
  { fileExists, say = describe }: { fileExists?: (file: string) => boolean; say?: typeof describe } = {},
): { data?: unknown; problems: string[] } {
  const { lang, schema } = source;
  const result = v.safeParse(schema, data, { abortEarly: false });
  const problems = (result.issues ?? []).map((issue) => {
    const where = (issue.path ?? []).map((item) => item.key as string | number);
    const missing = issue.received === 'undefined' && issue.type !== 'check';
    return say(source, where, missing ? 'is missing' : issue.message);
  });
  // The words and photos are checked too when something else is wrong, so every problem is listed at once.
  walk(schema, result.success ? result.output : data, (meta, value, where) => {
    if (meta?.kind === 'words' && typeof value === 'string' && value && lang !== 'both' && !meta.anyLanguage) {
      const problem = languageProblem(value, lang, schoolName);
      if (problem) problems.push(say(source, where, problem));
    }
    const named = (meta?.kind === 'photo' || meta?.kind === 'file') && typeof value === 'string' && value;
    if (named && fileExists && !fileExists(named)) {
      problems.push(say(source, where, `is ${named}, but there is no such file: upload it again`));
    }
  });
  return { data: result.success ? result.output : undefined, problems };
}

/**
 * What the two languages must share: every field that is not words (photos, choices), and the lists' lengths;
 * not a field each language has its own of (a PDF in each language).
 */
export function compareLanguages(ml: Source, en: unknown, mlData: unknown, say = describe): string[] {
  const shared = (data: unknown) => {
    const fields = new Map<string, { where: Path; value: unknown; list: boolean }>();
    walk(ml.schema, data, (meta, value, where) => {
      if (!meta || meta.kind === 'words' || meta.kind === 'group' || meta.perLanguage) return;
      const list = meta.kind === 'list';
      fields.set(dotPath(where), { where, value: list ? (value as unknown[]).length : value, list });
    });
    return fields;
  };
  const english = shared(en);
  const problems: string[] = [];
  for (const [key, { where, value, list }] of shared(mlData)) {
    const theirs = english.get(key);
    if (!theirs || theirs.value === value) continue;
    const message = list
      ? `has ${String(value)} entries, but ${String(theirs.value)} in English: the two languages have the same entries`
      : `is ${JSON.stringify(value)}, but ${JSON.stringify(theirs.value)} in English: the two languages share it`;
    problems.push(say(ml, where, message));
  }
  return problems;
}

/**
 * Every rule the build applies to the content, and where the editor applies it first: in the form as the office
 * types (`form`: Sveltia CMS's required, pattern, options, minimum and maximum), when the office presses Save
 * (`save`: the build's own checks, run in the editor by ./save-check.ts, for rules a form field cannot say alone),
 * or only when the site is built (`build`, each with the reason). tests/build/editor-rules.test.ts holds every
 * schema's every field to this table.
 */
import type * as v from 'valibot';
import type { FieldMeta } from '../../../src/content/schema/field-meta.ts';
import { DOCUMENT_FILES } from '../../../src/content/schema/documents.ts';

export type Rule =
  /** Not left empty. */
  | 'filled'
  /** Text of a form a pattern tells: a phone number, an e-mail address, digits, a time. */
  | 'pattern'
  /** A web address, or an address on this site. */
  | 'address'
  /** Only the {names} the page fills in, and every one it needs. */
  | 'tokens'
  /** Written in the file's language: no Malayalam letters in English, Malayalam mostly Malayalam. */
  | 'language'
  /** One of the choices (a photo of the site, a kind). */
  | 'choice'
  /** A calendar date. */
  | 'date'
  /** A day and a time at the school. */
  | 'moment'
  /** A whole number (rupees, a count of students). */
  | 'wholeNumber'
  /** A number within its bounds: a percentage up to 100, a year from 2000. */
  | 'range'
  /** As many entries as the list takes. */
  | 'count'
  /** No two entries of a list alike. */
  | 'distinct'
  /** A photo (JPEG, PNG, WebP) or a PDF, by its name. */
  | 'fileType'
  /** A PDF small enough for a parent's phone. */
  | 'fileSize'
  /** The photo or PDF named is in the repository. */
  | 'fileExists'
  /** The two languages share every value that is not words (photos, choices, dates). */
  | 'shared'
  /** A list has as many entries in both languages. */
  | 'sameEntries'
  /** A rule across two fields: a link needs its words, a last day is not before the first. */
  | 'together';

export const whereChecked = {
  filled: 'form',
  pattern: 'form',
  address: 'form',
  tokens: 'form',
  language: 'save',
  choice: 'form',
  date: 'form',
  moment: 'form',
  wholeNumber: 'form',
  range: 'form',
  count: 'form',
  distinct: 'save',
  fileType: 'form',
  fileSize: 'form',
  fileExists: 'build',
  shared: 'form',
  sameEntries: 'save',
  together: 'save',
} as const satisfies Record<Rule, 'form' | 'save' | 'build'>;

/** Why a rule is left to the build, in plain words. */
export const buildOnly = {
  fileExists:
    'The editor names only files it has uploaded itself; a file taken out of the repository by other means is ' +
    'found when the site is built.',
} satisfies Partial<Record<Rule, string>>;

/** The rules a field of the content follows, from what its schema says of it. */
export function rulesOf(meta: FieldMeta, schema: v.GenericSchema): Rule[] {
  const optional = schema.type === 'optional';
  const rules: Rule[] = [];
  const filled = !optional && !meta.mayBeEmpty;
  switch (meta.kind) {
    case 'words':
      rules.push(...(filled ? (['filled'] as const) : []), 'tokens');
      if (!meta.anyLanguage) rules.push('language');
      break;
    case 'image':
    case 'choice':
      rules.push('filled', 'choice');
      break;
    case 'photo':
    case 'file':
      rules.push(...(filled ? (['filled'] as const) : []), 'fileType', 'fileExists');
      if (meta.folder === DOCUMENT_FILES) rules.push('fileSize');
      break;
    case 'url':
      rules.push(...(filled ? (['filled'] as const) : []), 'address');
      break;
    case 'email':
    case 'phone':
    case 'digits':
    case 'code':
    case 'time':
      rules.push(...(filled ? (['filled'] as const) : []), meta.pattern ? 'pattern' : 'filled');
      break;
    case 'date':
      rules.push(...(filled ? (['filled'] as const) : []), 'date');
      break;
    case 'moment':
      rules.push(...(filled ? (['filled'] as const) : []), 'moment');
      break;
    case 'number':
      rules.push(meta.decimals ? 'range' : 'wholeNumber');
      if (meta.min !== undefined || meta.max !== undefined) rules.push('range');
      break;
    case 'list':
      // A list that takes at least one entry may not be left empty (the editor's required), and counts the rest.
      if ((meta.length ?? meta.min ?? 1) > 0) rules.push('filled');
      rules.push('count');
      if (meta.distinct) rules.push('distinct');
      break;
    case 'boolean':
    case 'group':
      break;
  }
  if (meta.kind === 'list') rules.push('sameEntries');
  else if (meta.kind !== 'words' && meta.kind !== 'group' && !meta.perLanguage) rules.push('shared');
  return [...new Set(rules)];
}

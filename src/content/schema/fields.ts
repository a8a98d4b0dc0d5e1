/**
 * The kinds of field the site's content is made of. Each is a valibot schema carrying what the editor needs
 * (its label, a hint for office staff, the kind of input) and what the build checks: one definition gives the
 * TypeScript type, the build's checks (scripts/build/content/) and the editor's form (scripts/build/admin/).
 * Uploads (a PDF, a photo) are in ./uploads.ts, groups and lists in ./structure.ts.
 *
 * Words may use {school} and {email}: the build writes the school's name and e-mail there. A template's other
 * {names} are filled in by the page (a count, a title), and must be there.
 */
import * as v from 'valibot';
import type { Pattern } from '../../lib/identity.ts';
import { images, type ImageName } from '../images.ts';
import type { FieldKind, FieldMeta } from './field-meta.ts';

/** The names the build fills in everywhere words are written. */
export const IDENTITY_TOKENS = ['school', 'email'] as const;

/** A field's metadata, for the build's checks and the editor's form. */
export const meta = <TInput>(m: FieldMeta) => v.metadata<TInput, FieldMeta>(m);

/** The {names} in a text. */
export const tokensOf = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);

function checkTokens(tokens: readonly string[]) {
  return v.check(
    (text: string) => {
      const used = tokensOf(text);
      return (
        tokens.every((t) => used.includes(t)) &&
        used.every((t) => tokens.includes(t) || (IDENTITY_TOKENS as readonly string[]).includes(t))
      );
    },
    (issue) => {
      const used = tokensOf(issue.input);
      const missing = tokens.filter((t) => !used.includes(t));
      const unknown = used.filter((t) => !tokens.includes(t) && !(IDENTITY_TOKENS as readonly string[]).includes(t));
      const allowed = [...tokens, ...IDENTITY_TOKENS].map((t) => `{${t}}`).join(', ');
      return missing.length
        ? `must contain ${missing.map((t) => `{${t}}`).join(' and ')}, which the page fills in`
        : `uses {${unknown[0]}}, which the site cannot fill in (it can fill ${allowed})`;
    },
  );
}

const wordsSchema = (m: Omit<FieldMeta, 'kind'>) =>
  v.pipe(
    v.string('should be text'),
    v.trim(),
    v.nonEmpty('is empty: write the text'),
    checkTokens(m.tokens ?? []),
    meta({ kind: 'words', ...m }),
  );

/** Words in the page's language: one line, or a paragraph. */
export const words = (
  label: string,
  hint: string,
  options: Pick<FieldMeta, 'multiline' | 'tokens' | 'anyLanguage'> = {},
) => wordsSchema({ label, hint, ...options });

export const paragraph = (label: string, hint: string, options: Pick<FieldMeta, 'tokens'> = {}) =>
  words(label, hint, { ...options, multiline: true });

/** Words that may be left out (the page then shows nothing there). */
export const optionalWords = (
  label: string,
  hint: string,
  options: Pick<FieldMeta, 'multiline' | 'tokens' | 'anyLanguage'> = {},
) =>
  v.optional(
    v.pipe(
      v.string('should be text'),
      v.trim(),
      checkTokens(options.tokens ?? []),
      meta({ kind: 'words', label, hint, ...options }),
    ),
    '',
  );

export const imageNames = Object.keys(images) as [ImageName, ...ImageName[]];

/** Which of the site's photos fills a place (Photos, in the editor, holds each photo and its words). */
export const image = (label: string, hint: string) =>
  v.pipe(
    v.picklist(
      imageNames,
      (issue) => `is ${issue.received}, which is not one of the site's photos (see Photos in the editor)`,
    ),
    meta({ kind: 'image', label, hint }),
  );

export const choice = <const T extends string>(
  label: string,
  hint: string,
  options: Record<T, string>,
  { perLanguage = false } = {},
) =>
  v.pipe(
    v.picklist(
      Object.keys(options) as [T, ...T[]],
      (issue) => `is ${issue.received}; choose one of ${Object.keys(options).join(', ')}`,
    ),
    meta({ kind: 'choice', label, hint, options, ...(perLanguage ? { perLanguage } : {}) }),
  );

type Check = (value: string) => string | null;
const byPattern =
  ({ pattern, message }: Pattern): Check =>
  (value) =>
    pattern.test(value) ? null : message;

/** Text that must pass `check`: a function, or a pattern (which the editor then applies as it is typed too). */
export const checkedText = (kind: FieldKind, check: Check | Pattern) => (label: string, hint: string) => {
  const test = typeof check === 'function' ? check : byPattern(check);
  return v.pipe(
    v.string('should be text'),
    v.trim(),
    v.check(
      (value) => test(value) === null,
      (issue) => test(issue.input as string) ?? '',
    ),
    meta({ kind, label, hint, ...(typeof check === 'function' ? {} : { pattern: check }) }),
  );
};

const isDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** A calendar date, YYYY-MM-DD (the editor's date picker writes it so); `optional`: may be left empty. */
export function date(label: string, hint: string, { optional = false } = {}): v.GenericSchema<unknown, string> {
  const schema = v.pipe(
    v.union([v.string(), v.date()], 'should be a date'),
    // YAML reads an unquoted 2026-11-25 as a date: it is the same day.
    v.transform((value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value.trim())),
    v.check(
      (value) => (optional && value === '') || isDate(value),
      optional ? 'should be a date such as 2026-11-25, or empty' : 'should be a date such as 2026-11-25',
    ),
    meta({ kind: 'date', label, hint }),
  );
  return optional ? v.optional(schema, '') : schema;
}

const TIME: Pattern = {
  pattern: /^([01]\d|2[0-3]):[0-5]\d$/,
  message: 'should be a time such as 09:30 or 14:00 (24-hour clock)',
};

/** A time of day at the school, HH:MM on the 24-hour clock (such as 09:30 or 14:00), or empty. */
export const time = (label: string, hint: string) =>
  v.optional(
    v.pipe(
      v.string('should be a time'),
      v.trim(),
      v.check((value) => value === '' || TIME.pattern.test(value), `${TIME.message}, or empty`),
      meta({ kind: 'time', label, hint, pattern: TIME }),
    ),
    '',
  );

/** A moment at the school, YYYY-MM-DDTHH:MM (India's time, whatever the office computer's), or empty. */
export const MOMENT: Pattern = {
  pattern: /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/,
  message: 'should be a day and a time at the school, such as 2026-12-01T10:00',
};

export const moment = (label: string, hint: string) =>
  v.optional(
    v.pipe(
      v.union([v.string(), v.date()], 'should be a day and a time'),
      // YAML may read an unquoted 2026-12-01T10:00 as that time in UTC: its digits are what the office wrote.
      v.transform((value) => (value instanceof Date ? value.toISOString().slice(0, 16) : value.trim())),
      v.check(
        (value) => value === '' || (MOMENT.pattern.test(value) && isDate(value.slice(0, 10))),
        `${MOMENT.message}, or empty`,
      ),
      meta({ kind: 'moment', label, hint, pattern: MOMENT }),
    ),
    '',
  );

/** An address on the web (https://...) or on this site (/notices), or empty. */
export const link = (label: string, hint: string) =>
  v.optional(
    v.pipe(
      v.string('should be an address'),
      v.trim(),
      v.check(
        (value) => value === '' || /^\/(?!\/)/.test(value) || /^https?:\/\/[^\s"<>]+$/.test(value),
        'should be an address starting with https:// (or / for a page of this site)',
      ),
      meta({ kind: 'url', label, hint }),
    ),
    '',
  );

/** Text that must pass `check` when it is given, or be left empty (a phone, an e-mail address). */
export const optionalChecked = (kind: FieldKind, check: Pattern) => (label: string, hint: string) =>
  v.optional(
    v.pipe(
      v.string('should be text'),
      v.trim(),
      v.check((value) => value === '' || check.pattern.test(value), `${check.message}, or empty`),
      meta({ kind, label, hint, pattern: check }),
    ),
    '',
  );

export const yesNo = (label: string, hint: string) =>
  v.pipe(v.boolean('should be yes or no'), meta({ kind: 'boolean', label, hint }));

/** A yes or no that is no unless the office says yes (files written before it was asked have no answer). */
export const optionalYesNo = (label: string, hint: string) => v.optional(yesNo(label, hint), false);

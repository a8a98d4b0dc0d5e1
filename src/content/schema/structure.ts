/** How fields are put together: groups, lists, and lists of entries of several kinds. */
import * as v from 'valibot';
import { meta } from './fields.ts';

/** A group of fields, shown together in the editor. Unknown fields are refused (a typo, or an old editor). */
export const group = <const E extends v.ObjectEntries>(label: string, hint: string, entries: E) =>
  v.pipe(
    v.strictObject(entries, (issue) =>
      issue.received === 'undefined' ? 'is missing' : 'is not a field the site knows (a misspelt name?)',
    ),
    meta({ kind: 'group', label, hint }),
  );

/** A list; `length` fixes how many entries it has, else at least `min` (and at most `max`). */
export function list<const S extends v.GenericSchema>(
  label: string,
  hint: string,
  item: S,
  options: {
    length?: number;
    min?: number;
    max?: number;
    summary?: string;
    distinct?: string;
    pickMany?: boolean;
  } = {},
) {
  const { length, min = 1, max, summary, distinct, pickMany } = options;
  const valueOf = (entry: unknown) =>
    distinct && entry && typeof entry === 'object' ? (entry as Record<string, unknown>)[distinct] : undefined;
  const count = (n: number) => (n === 1 ? '1 entry' : `${n} entries`);
  return v.pipe(
    v.array(item, 'should be a list'),
    v.check(
      (items) =>
        length === undefined
          ? items.length >= min && (max === undefined || items.length <= max)
          : items.length === length,
      (issue) => {
        const n = (issue.input as unknown[]).length;
        if (length !== undefined) return `should have ${count(length)} (it has ${n})`;
        return n < min
          ? `should have at least ${count(min)} (it has ${n})`
          : `should have at most ${count(max ?? n)} (it has ${n})`;
      },
    ),
    // Two entries with the same words are a copy-and-paste slip (the old site showed the skills text twice).
    v.check(
      (items) => {
        const values = items.map(valueOf).filter((value) => typeof value === 'string' || typeof value === 'number');
        return new Set(values).size === values.length;
      },
      (issue) => {
        const values = (issue.input as unknown[]).map(valueOf);
        const twice = values.findIndex((value, i) => value !== undefined && values.indexOf(value) !== i);
        return `has the same ${distinct ?? 'text'} in entries ${values.indexOf(values[twice]) + 1} and ${twice + 1}: give each its own`;
      },
    ),
    meta({
      kind: 'list',
      label,
      hint,
      ...(summary ? { summary } : {}),
      ...(distinct ? { distinct } : {}),
      ...(pickMany ? { pickMany } : {}),
      ...(length === undefined ? { min, ...(max === undefined ? {} : { max }) } : { length }),
    }),
  );
}

/** One kind of entry in a list of several kinds (a card with words, or one with a photo), told apart by `type`. */
export const kind = <const K extends string, const E extends v.ObjectEntries>(
  key: K,
  label: string,
  hint: string,
  entries: E,
) =>
  v.pipe(
    v.strictObject({ type: v.literal(key), ...entries }, (issue) =>
      issue.received === 'undefined' ? 'is missing' : 'is not a field the site knows (a misspelt name?)',
    ),
    meta({ kind: 'group', label, hint }),
  );

/** An entry that is one of several kinds. */
export const oneOf = <const O extends v.VariantOptions<'type'>>(options: O) =>
  v.variant(
    'type',
    options,
    (issue) => `has type ${String(issue.received)}, which is not one of the kinds this list takes`,
  );

/**
 * A rule for a collection entry's file name (its address), given its data: what is wrong with it, in the office's
 * words, or null. The build applies it (scripts/build/content/load.ts), and the editor's Save check first.
 */
export type NameRule = (name: string, data: Record<string, unknown>) => string | null;

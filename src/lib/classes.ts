/**
 * Whom a notice or a date is for (issue 57): the whole school, one year (Plus One, Plus Two), a stream, or one year's
 * stream; and the classes a parent says are theirs (a son in Plus Two Science, say; several sons, several classes).
 * Plain rules, shared by the pages, the build's feeds, the push sender and the relay.
 */
import { streamKeys, type Stream } from './streams.ts';

export const yearKeys = ['plusOne', 'plusTwo'] as const;
export type Year = (typeof yearKeys)[number];

/** Whom something is for: `all` in both is the whole school (what a notice or date is unless the office says). */
export interface Audience {
  year: 'all' | Year;
  stream: 'all' | Stream;
}

export const WHOLE_SCHOOL: Audience = { year: 'all', stream: 'all' };

/** A year as an address spells it: `plusTwo`, `plus-two`. */
type Kebab<S extends string> = S extends `${infer First}${infer Rest}`
  ? `${First extends Lowercase<First> ? First : `-${Lowercase<First>}`}${Kebab<Rest>}`
  : S;
const kebab = <S extends string>(text: S) => text.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`) as Kebab<S>;

/**
 * A class, spelled one way wherever it goes (issue 65): as a parent chooses it (the choice's form), as this phone keeps
 * it, as a phone's subscription carries it to the relay, and as its calendar is named: `plus-two-science`.
 */
export type ClassTag = `${Kebab<Year>}-${Stream}`;

/** The class of a year and stream: `plus-two-science`. */
export const classTag = (year: Year, stream: Stream): ClassTag => `${kebab(year)}-${stream}`;

const classParts = new Map<string, readonly [Year, Stream]>(
  yearKeys.flatMap((year) => streamKeys.map((stream) => [classTag(year, stream), [year, stream] as const])),
);

export const classTags = [...classParts.keys()] as readonly ClassTag[];

export const isClassTag = (value: unknown): value is ClassTag => typeof value === 'string' && classParts.has(value);

const partsOf = (tag: ClassTag) => classParts.get(tag)!;

/**
 * A class as it was spelled until issue 65 (`plusTwo-science`), read as it is spelled now: a phone's choice kept
 * before, an address from a page saved before, an app not yet updated, a relay's rows before its migration.
 */
export const respelled = (value: unknown): unknown =>
  typeof value === 'string'
    ? value.replace(/^([a-z]+[A-Z][A-Za-z]*)-/, (_all, year: string) => `${kebab(year)}-`)
    : value;

/** Something without a year or stream of its own (a notice written before they were asked) is the whole school's. */
export const audienceOf = (item: Partial<Audience>): Audience => ({
  year: item.year ?? 'all',
  stream: item.stream ?? 'all',
});

export const isWholeSchool = (item: Partial<Audience>): boolean => {
  const { year, stream } = audienceOf(item);
  return year === 'all' && stream === 'all';
};

/** Whether something for `item`'s audience is for a boy in the class `tag`. */
export function isFor(item: Partial<Audience>, tag: ClassTag): boolean {
  const { year, stream } = audienceOf(item);
  const [classYear, classStream] = partsOf(tag);
  return (year === 'all' || year === classYear) && (stream === 'all' || stream === classStream);
}

/** Whether something concerns a parent of these classes: with no class chosen, everything does. */
export const concerns = (item: Partial<Audience>, chosen: readonly ClassTag[]): boolean =>
  chosen.length === 0 || chosen.some((tag) => isFor(item, tag));

/** What concerns the parent, in the order given, and the rest (for other classes), in the same order. */
export function byConcern<T extends Partial<Audience>>(
  items: readonly T[],
  chosen: readonly ClassTag[],
): { mine: T[]; others: T[] } {
  const mine: T[] = [];
  const others: T[] = [];
  for (const item of items) (concerns(item, chosen) ? mine : others).push(item);
  return { mine, others };
}

/**
 * A phone's classes as the relay keeps them (comma-separated, known classes only, each once, in one order), each as
 * it is spelled now.
 */
export function classList(values: readonly unknown[]): ClassTag[] {
  const spelled = values.map(respelled);
  return classTags.filter((tag) => spelled.includes(tag));
}

/**
 * The calendars of each class: one per year (`plus-one`) and one per year's stream (`plus-one-science`), each holding
 * the whole school's dates and that class's.
 */
export interface ClassFeed {
  slug: string;
  audience: Audience;
}

export const classFeeds: readonly ClassFeed[] = yearKeys.flatMap((year) => [
  { slug: kebab(year), audience: { year, stream: 'all' as const } },
  ...streamKeys.map((stream): ClassFeed => ({ slug: classTag(year, stream), audience: { year, stream } })),
]);

/** Whether a date belongs in a class's calendar: the whole school's, and everything for any boy of that class. */
export const inClassFeed = (item: Partial<Audience>, feed: Audience): boolean => {
  const { year, stream } = audienceOf(item);
  return (
    (year === 'all' || year === feed.year) && (stream === 'all' || feed.stream === 'all' || stream === feed.stream)
  );
};

/** The calendar of the parent's class: the one of his year and stream (or of his year when the sons differ). */
export function feedFor(chosen: readonly ClassTag[]): ClassFeed | null {
  if (chosen.length === 0) return null;
  const [year, stream] = partsOf(chosen[0]!);
  const sameYear = chosen.every((tag) => partsOf(tag)[0] === year);
  if (!sameYear) return null;
  const single = chosen.length === 1;
  return classFeeds.find((feed) => feed.audience.year === year && feed.audience.stream === (single ? stream : 'all'))!;
}

/** The names of the years and streams in a language (the site's words: Every page › Classes). */
export type ClassNames = Record<Year | Stream, string>;

/** A class by name: "Plus Two Science". */
export const className = (tag: ClassTag, names: ClassNames): string => {
  const [year, stream] = partsOf(tag);
  return `${names[year]} ${names[stream]}`;
};

/** Whom something is for, by name ("Plus Two", "Science", "Plus Two Science"); empty for the whole school. */
export function audienceName(item: Partial<Audience>, names: ClassNames): string {
  const { year, stream } = audienceOf(item);
  return [year === 'all' ? '' : names[year], stream === 'all' ? '' : names[stream]].filter(Boolean).join(' ');
}

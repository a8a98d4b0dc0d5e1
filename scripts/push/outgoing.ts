/**
 * Which notices go to parents' phones, and what each phone shows: read from the notice lists the built site
 * publishes, one per language.
 */
import * as v from 'valibot';
import { isCurrent } from '../../src/notices/shared/rules.ts';
import { noticesFileSchema, publishedNoticeSchema } from '../../src/notices/shared/contract.ts';
import type { PushMessage } from '../../src/notices/shared/push-message.ts';
import { languages, noticePath, otherLanguage, type Lang } from '../../src/lib/routes.ts';
import { audienceOf, classList, concerns, type Audience } from '../../src/lib/classes.ts';

export type Language = Lang;
export const LANGUAGES: readonly Language[] = languages;

export type Notice = v.InferOutput<typeof publishedNoticeSchema>;
export type NoticesFile = v.InferOutput<typeof noticesFileSchema>;
export type Editions = Record<Language, NoticesFile>;

/** The notice list of one language, or an error naming the file and each field that is wrong. */
export function parseNoticesFile(text: string, file: string): NoticesFile {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new Error(`${file} is not valid JSON`);
  }
  const result = v.safeParse(noticesFileSchema, data);
  if (result.success) return result.output;
  const problems = result.issues
    .slice(0, 10)
    .map((issue) => `  ${v.getDotPath(issue) ?? '(the file)'}: ${issue.message}`);
  throw new Error(`${file} is not a notice list as the site publishes it:\n${problems.join('\n')}`);
}

/**
 * A notice's identity at the relay and on phones (issue 63): its name and its date, so a new notice saved under an
 * old one's name (last year's rain-holiday deleted, a new one written) is a new notice, sent and shown with an alert,
 * while an edit of a sent notice (its date kept) is the same one, not sent again. Letters, digits and hyphens only, as
 * the relay takes them: rain-holiday--2026-11-28.
 */
export const noticeId = (slug: string, date: string): string => `${slug}--${date}`;

/** A notice that goes to phones, in the languages the school wrote it in, for whom the school wrote it. */
export interface Outgoing {
  /** Its identity at the relay and its tag on phones (noticeId). */
  id: string;
  slug: string;
  urgent: boolean;
  audience: Audience;
  versions: Partial<Record<Language, Notice>>;
}

/**
 * The phones a notice goes to: every phone for the whole school's; for one class's, the phones of that class, and
 * those whose parent chose no class (they are sent every notice, as before classes were asked).
 */
export function phonesFor<P extends { classes: readonly string[] }>(outgoing: Outgoing, phones: readonly P[]): P[] {
  return phones.filter(({ classes }) => concerns(outgoing.audience, classList(classes)));
}

/**
 * Current notices marked urgent or "send to phones" that have not been sent before (by noticeId), oldest first, so
 * the newest lands on top of a phone's list.
 */
export function noticesToSend(editions: Editions, sent: ReadonlySet<string>): Outgoing[] {
  const bySlug = new Map<string, Outgoing>();
  for (const language of LANGUAGES) {
    const { today, notices } = editions[language];
    for (const notice of notices) {
      if (!isCurrent(notice, today) || !(notice.urgent || notice.sendToPhones)) continue;
      // Named by the English version's date where there is one (the first language read).
      const outgoing = bySlug.get(notice.slug) ?? {
        id: noticeId(notice.slug, notice.date),
        slug: notice.slug,
        urgent: false,
        audience: audienceOf(notice),
        versions: {},
      };
      outgoing.versions[language] = notice;
      outgoing.urgent ||= notice.urgent;
      bySlug.set(notice.slug, outgoing);
    }
  }
  const dateOf = (outgoing: Outgoing): string => (outgoing.versions.en ?? outgoing.versions.ml)!.date;
  return [...bySlug.values()]
    .filter(({ id }) => !sent.has(id))
    .sort((a, b) => dateOf(a).localeCompare(dateOf(b)) || a.slug.localeCompare(b.slug));
}

/**
 * The version a parent reads: their own language, or else the other one, since an urgent notice the school
 * wrote in one language only should still reach every parent who asked for notices.
 */
export function versionFor(outgoing: Outgoing, language: Language): { language: Language; notice: Notice } {
  const own = outgoing.versions[language];
  if (own) return { language, notice: own };
  const other = otherLanguage(language);
  return { language: other, notice: outgoing.versions[other]! };
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * At most `max` characters, cut between whole letters (a Malayalam letter can be several code points) and,
 * where one is near, at a space, with an ellipsis when something was left out.
 */
export function shorten(text: string, max: number): string {
  const letters = [...graphemes.segment(text)].map(({ segment }) => segment);
  if (letters.length <= max) return text;
  const kept = letters.slice(0, max - 1).join('');
  const space = kept.lastIndexOf(' ');
  const cut = space >= kept.length * 0.75 ? kept.slice(0, space) : kept;
  return `${cut.trimEnd()}…`;
}

export const BODY_LENGTH = 120;
/** A phone shows one or two lines of a title; a long one could also push the message past its 4 KB limit. */
export const TITLE_LENGTH = 200;

/** The notice text's first line that has words in it, shortened to what a notification shows. */
export function firstLine(text: string): string {
  const line = text.split(/\r?\n/).find((candidate) => candidate.trim() !== '') ?? '';
  return shorten(line.trim(), BODY_LENGTH);
}

/** What the site's service worker receives and shows (src/notices/shared/push-message.ts). */
export function payloadFor(outgoing: Outgoing, subscriberLanguage: Language): PushMessage {
  const { language, notice } = versionFor(outgoing, subscriberLanguage);
  return {
    title: shorten(notice.title, TITLE_LENGTH),
    body: firstLine(notice.text),
    url: noticePath(outgoing.slug, language),
    lang: language,
    tag: `notice-${outgoing.id}`,
    urgent: outgoing.urgent,
  };
}

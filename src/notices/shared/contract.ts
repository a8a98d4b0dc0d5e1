/**
 * The contracts of notices between the site's parts, each written once. The notices each language publishes
 * (notices/notices.json, written by the build: scripts/build/site-files.ts) as one valibot schema, read by the
 * app (src/notices/after/fetch-notices.ts), the push sender (scripts/push/outgoing.ts) and the tests. The push message the
 * sender sends and the service worker shows is in ./push-message.ts, which the worker reads alone.
 */
import * as v from 'valibot';
import { yearKeys } from '../../lib/classes.ts';
import { streamKeys } from '../../lib/streams.ts';

const day = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD'));

/** A published notice: what every reader needs. */
export const publishedNoticeSchema = v.object({
  slug: v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/, 'must be lowercase letters, digits and hyphens')),
  title: v.pipe(v.string(), v.trim(), v.nonEmpty('must not be empty')),
  text: v.string(),
  date: day,
  showUntil: v.union([v.literal(''), day], 'must be empty or a date written YYYY-MM-DD'),
  pinned: v.boolean(),
  urgent: v.boolean(),
  sendToPhones: v.boolean(),
  // Whom it is for (src/lib/classes.ts): a list published before these were asked is the whole school's.
  year: v.optional(v.picklist(['all', ...yearKeys]), 'all'),
  stream: v.optional(v.picklist(['all', ...streamKeys]), 'all'),
  // When a scheduled notice was published (it is in no list before): empty for one published at once.
  appearAt: v.optional(v.string(), ''),
});

/** A published notice as the pages show it: its link and PDF, and its days in words. */
export const noticeViewSchema = v.object({
  ...publishedNoticeSchema.entries,
  link: v.string(),
  linkText: v.string(),
  attachment: v.string(),
  dateText: v.string(),
  untilText: v.string(),
});

/**
 * A language's notices.json, as the pages read it: the day it was built, at the school, and what matters now of the
 * notices (src/notices/shared/rules.ts, frontNotices), bounded whatever the years.
 */
export const noticesDataSchema = v.object({ today: day, notices: v.array(noticeViewSchema) });

/** The same file, as the push sender reads it (the fields it uses; the others are left out). */
export const noticesFileSchema = v.object({ today: day, notices: v.array(publishedNoticeSchema) });

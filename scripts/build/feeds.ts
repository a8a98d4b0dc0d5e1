/**
 * The notices as an Atom feed in each language (/notices/feed.xml, /ml/notices/feed.xml), so a parent's feed
 * reader, or another site, hears of a new notice. What the notices page lists (current ones, at most a page's worth),
 * newest first.
 */
import type { NoticeView } from '../../src/content/index.ts';
import type { Identity } from '../../src/lib/identity.ts';
import { frontNotices } from '../../src/notices/shared/rules.ts';
import { feedPath, languageTags, noticePath, pagePath, type Lang } from '../../src/lib/routes.ts';

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A school day as an Atom time: the start of that day at the school (UTC+05:30). */
const atomTime = (day: string) => `${day}T00:00:00+05:30`;

export function noticesFeed({
  notices,
  today,
  lang,
  words,
  identity,
}: {
  notices: NoticeView[];
  today: string;
  lang: Lang;
  /** The notices' heading (the site's) and the notices page's introduction. */
  words: { heading: string; intro: string };
  identity: Identity;
}): string {
  const url = (path: string) => `${identity.origin}${path}`;
  // The notices page's list: a feed reader needs what is new, not ten years of notices (issue 62).
  const current = frontNotices(notices, today);
  const entries = current.map((notice) =>
    [
      '  <entry>',
      `    <title>${escape(notice.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${url(noticePath(notice.slug, lang))}"/>`,
      `    <id>${url(noticePath(notice.slug, lang))}</id>`,
      `    <updated>${atomTime(notice.date)}</updated>`,
      `    <content type="text">${escape(notice.text)}</content>`,
      '  </entry>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${languageTags[lang].html}">`,
    `  <title>${escape(`${words.heading} | ${identity.names[lang].short}`)}</title>`,
    `  <subtitle>${escape(words.intro)}</subtitle>`,
    `  <link rel="alternate" type="text/html" href="${url(pagePath('/notices', lang))}"/>`,
    `  <link rel="self" type="application/atom+xml" href="${url(feedPath(lang))}"/>`,
    `  <id>${url(pagePath('/notices', lang))}</id>`,
    `  <updated>${atomTime(current[0]?.date ?? today)}</updated>`,
    `  <author><name>${escape(identity.names[lang].full)}</name></author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}

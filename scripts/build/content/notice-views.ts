/**
 * The notices as the pages show them: each with its dates written out in its language at build time (no
 * date formatter runs in a parent's browser), its PDF at its address on the site. The build's "today" is the
 * school's (SITE_TODAY sets another, for tests and previews).
 */
import type { NoticeView } from '../../../src/content/index.ts';
import type { Notice } from '../../../src/content/schema/index.ts';
import { dateInWords } from '../../../src/lib/school-time.ts';
import { siteLink, type Lang } from '../../../src/lib/routes.ts';
import type { Content } from './load.ts';

export { buildDay, buildMoment } from './clock.ts';

export const localeOf = (lang: Lang): string => (lang === 'ml' ? 'ml-IN' : 'en-IN');

/** Every notice in a language, as the pages show it. */
export function noticeViews(content: Content, lang: Lang): NoticeView[] {
  return (content.collections.notices[lang] as unknown as (Notice & { slug: string })[]).map((notice) => ({
    ...notice,
    link: notice.link && siteLink(notice.link),
    attachment: notice.attachment ? `/${notice.attachment.replace(/^\//, '')}` : '',
    dateText: dateInWords(notice.date, localeOf(lang)),
    untilText: notice.showUntil ? dateInWords(notice.showUntil, localeOf(lang)) : '',
  }));
}

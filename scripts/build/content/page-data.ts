/**
 * Each written page's own lists (src/content/page-data.tsx), computed once per language for every address: the notices
 * page holds what matters now, each school year's notices are pages of their own, the calendar page this school year's
 * dates and those ahead, each past year a page; the search page lists the recent years. The prerenderer reads them
 * (virtual:school-page-data, ./plugin.ts) and writes each into its page's HTML.
 */
import type { NoticeView } from '../../../src/content/index.ts';
import type { DocumentData } from '../../../src/content/page-data-html.ts';
import type { NoticeSummary, PageData } from '../../../src/content/page-data.tsx';
import { archiveYears, bySchoolYear, pagesOf } from '../../../src/lib/archive.ts';
import { comingUp } from '../../../src/lib/calendar.ts';
import { galleryPath, noticeArchivePath, noticePath, pagePath, type Lang } from '../../../src/lib/routes.ts';
import { frontNotices, latestNotices, noticeDescription, urgentNotices } from '../../../src/notices/shared/rules.ts';
import { galleryItems } from '../gallery-list.ts';
import { eventViews } from './events.ts';
import { calendarPages } from './calendar-pages.ts';
import type { Content } from './load.ts';
import { noticeViews } from './notice-views.ts';
import { searchShards } from './search.ts';
import type { SearchDoc } from '../../../src/lib/search/data.ts';

/** How many notices a page of a school year's archive lists. */
export const NOTICES_PER_ARCHIVE_PAGE = 25;

/** How many of each kind the search page lists for a browser without JavaScript: the newest (the rest by year). */
export const LISTED_PER_KIND = 6;

/** Every page, and the newest entries of each kind (the search's entries come newest first within a kind). */
const listed = (docs: readonly SearchDoc[]): SearchDoc[] => {
  const seen = new Map<string, number>();
  return docs.filter((doc) => {
    const count = (seen.get(doc.kind) ?? 0) + 1;
    seen.set(doc.kind, count);
    return doc.kind === 'page' || count <= LISTED_PER_KIND;
  });
};

const summary = (notice: NoticeView): NoticeSummary => ({
  slug: notice.slug,
  title: notice.title,
  date: notice.date,
  dateText: notice.dateText,
  year: notice.year,
  stream: notice.stream,
  excerpt: noticeDescription(notice),
});

const newestFirst = (a: NoticeView, b: NoticeView) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug);

/** The lists of every page of a language that has any, by its address; and the urgent notices every page carries. */
export function pageDataOf(
  content: Content,
  lang: Lang,
  today: string,
): { urgent: NoticeView[]; pages: Record<string, unknown> } {
  const pages: Record<string, unknown> = {};
  const put = <K extends keyof PageData>(_key: K, path: string, data: PageData[K]) => void (pages[path] = data);

  const notices = noticeViews(content, lang).sort(newestFirst);
  const front = frontNotices(notices, today);
  const noticeYears = bySchoolYear(notices, (notice) => notice.date);
  const years = archiveYears(noticeYears, NOTICES_PER_ARCHIVE_PAGE);
  put('notices', pagePath('/notices', lang), { today, notices: front, years });
  for (const notice of notices) put('notice', noticePath(notice.slug, lang), { today, notice });
  for (const [year, list] of noticeYears) {
    const cut = pagesOf(list.map(summary), NOTICES_PER_ARCHIVE_PAGE);
    cut.forEach((onPage, i) =>
      put(i ? 'noticeArchivePage' : 'noticeArchive', noticeArchivePath(year, i + 1, lang), {
        year,
        page: i + 1,
        pages: cut.length,
        notices: onPage,
        years,
      }),
    );
  }

  const events = eventViews(content, lang, today);
  const calendar = calendarPages(events, today, lang);
  for (const [path, lists] of calendar.pages)
    put(lists.year ? (lists.page === 1 ? 'calendarArchive' : 'calendarArchivePage') : 'calendar', path, lists);
  const dateYears = calendar.pages.get(pagePath('/calendar', lang))!.years;

  put('home', pagePath('/', lang), { notices: latestNotices(front, today), nextDates: comingUp(events, today) });

  const { first } = searchShards(content, lang, today);
  put('search', pagePath('/search', lang), {
    listing: listed(first).map(({ text: _text, ...entry }) => entry),
    noticeYears: years,
    dateYears,
  });

  if (!content.identity.galleryApiBase)
    for (const gallery of galleryItems(content)) put('galleryViewer', galleryPath(gallery._id, lang), { gallery });
  return { urgent: urgentNotices(notices, today), pages };
}

/** What one written page carries: its address, the urgent notices, and its own lists. */
export function documentData(
  all: { urgent: NoticeView[]; pages: Record<string, unknown> },
  path: string,
): DocumentData {
  return { path, urgent: all.urgent, page: all.pages[path] ?? null };
}

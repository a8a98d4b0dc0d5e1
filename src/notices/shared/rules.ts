/**
 * Which notices show where: the notices page, newest first; the home page, pinned first, then the newest, three
 * at most; neither shows a notice past its last day. Dates are school days (YYYY-MM-DD, src/lib/school-time.ts).
 */

export interface NoticeDates {
  slug: string;
  /** YYYY-MM-DD */
  date: string;
  pinned: boolean;
  /** The last day it is shown (YYYY-MM-DD), or empty: until it is replaced. */
  showUntil: string;
  /** At the top of every page until its last day. */
  urgent: boolean;
}

/** Whether a notice is out at `moment` (YYYY-MM-DDTHH:MM at the school): one with no time to appear is, at once. */
export const isPublished = (notice: { appearAt?: string }, moment: string): boolean =>
  !notice.appearAt || notice.appearAt <= moment;

export const isCurrent = (notice: Pick<NoticeDates, 'showUntil'>, today: string): boolean =>
  notice.showUntil === '' || notice.showUntil >= today;

const newestFirst = (a: NoticeDates, b: NoticeDates) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug);

/** Every current notice, newest first (the notices page keeps what matters now of them: frontNotices). */
export function noticeList<T extends NoticeDates>(notices: readonly T[], today: string): T[] {
  return notices.filter((n) => isCurrent(n, today)).sort(newestFirst);
}

/**
 * How many of the newest notices the notices page lists and notices.json holds (issue 62), and how many more shown
 * until a day still ahead: a page's worth, whatever the years add. The rest are in their school year's archive
 * (/notices/archive/2025-26/).
 */
export const FRONT_NOTICES = 8;

/** How long a notice for phones stays among those a phone is given (notices.json), whatever was published since. */
export const FOR_PHONES_DAYS = 30;

const daysBefore = (day: string, days: number) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d - days)).toISOString().slice(0, 10);
};

/**
 * What matters now, newest first: the newest `count` current notices; every one pinned or urgent, however old; the
 * newest `count` of those shown until a day still ahead; and every notice for phones of the last FOR_PHONES_DAYS (the
 * push sender finds it in notices.json, however many were published that month). Those shown until replaced, which
 * would otherwise stay current for ever, give way to newer ones.
 */
export function frontNotices<T extends NoticeDates & { sendToPhones?: boolean }>(
  notices: readonly T[],
  today: string,
  count = FRONT_NOTICES,
): T[] {
  const current = noticeList(notices, today);
  const recent = daysBefore(today, FOR_PHONES_DAYS);
  const kept = new Set<T>([
    ...current.slice(0, count),
    ...current.filter((notice) => notice.pinned || notice.urgent),
    ...current.filter((notice) => notice.showUntil !== '').slice(0, count),
    ...current.filter((notice) => notice.sendToPhones && notice.date >= recent),
  ]);
  return current.filter((notice) => kept.has(notice));
}

/** The home page: pinned first, then the newest, at most `count`. */
export function latestNotices<T extends NoticeDates>(notices: readonly T[], today: string, count = 3): T[] {
  return noticeList(notices, today)
    .sort((a, b) => Number(b.pinned) - Number(a.pinned) || newestFirst(a, b))
    .slice(0, count);
}

/** What a search engine or a link preview shows of a notice under its title: its text, cut to about 200 letters. */
export const noticeDescription = (notice: { text: string }): string =>
  notice.text.length > 200 ? `${notice.text.slice(0, 197).trimEnd()}…` : notice.text;

/** The urgent notices at the top of every page: current ones only, newest first. */
export const urgentNotices = <T extends NoticeDates>(notices: readonly T[], today: string): T[] =>
  noticeList(notices, today).filter((notice) => notice.urgent);

const BANNER = /data-urgent="([a-z0-9-]+)"(?: data-until="(\d{4}-\d{2}-\d{2})")?/g;

/**
 * A served page's HTML with every urgent banner closed on this phone or past its last day (`today`, YYYY-MM-DD at
 * the school) hidden: the service worker's (sw/urgent-html.ts). A banner carries its slug and last day
 * (data-urgent, data-until: src/notices/urgent-notices.tsx).
 */
export function hideUrgentNotices(html: string, closed: readonly string[], today: string): string {
  return html.replace(BANNER, (banner, slug: string, until: string | undefined) =>
    closed.includes(slug) || !isCurrent({ showUntil: until ?? '' }, today) ? `${banner} hidden=""` : banner,
  );
}

/**
 * The notices as the site publishes them now (src/lib/routes.ts, noticesDataPath), asked for when the app opens
 * and when it comes back to the screen: a notice published since the page was saved on the phone (a rain holiday
 * declared last night) shows without a second reload. The answer is checked; a wrong one is ignored, never shown.
 */
import type { NoticeView, NoticesData } from '../content/index.ts';
import { noticesDataPath, type Lang } from '../lib/routes.ts';

const isText = (value: unknown): value is string => typeof value === 'string';
const isDay = (value: unknown): value is string => isText(value) && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** A notice as the build writes it, or null for anything else. */
function noticeOf(value: unknown): NoticeView | null {
  if (!value || typeof value !== 'object') return null;
  const n = value as Record<string, unknown>;
  const ok =
    isText(n.slug) &&
    /^[a-z0-9-]+$/.test(n.slug) &&
    isText(n.title) &&
    isText(n.text) &&
    isDay(n.date) &&
    (n.showUntil === '' || isDay(n.showUntil)) &&
    [n.pinned, n.urgent, n.sendToPhones].every((flag) => typeof flag === 'boolean') &&
    [n.link, n.linkText, n.attachment, n.dateText, n.untilText].every(isText);
  return ok ? (n as unknown as NoticeView) : null;
}

/** The published notices' data, checked: every notice well formed, or none of it. */
export function parseNoticesData(data: unknown): NoticesData | null {
  if (!data || typeof data !== 'object') return null;
  const { today, notices } = data as Record<string, unknown>;
  if (!isDay(today) || !Array.isArray(notices)) return null;
  const checked = notices.map(noticeOf);
  return checked.every((notice) => notice !== null) ? { today, notices: checked as NoticeView[] } : null;
}

/** The notices of a language as the site publishes them now; null offline or when the answer is not right. */
export async function fetchNotices(lang: Lang): Promise<NoticesData | null> {
  try {
    // Asked of the server each time (the service worker keeps the last answer for offline).
    const response = await fetch(noticesDataPath(lang), { cache: 'no-cache', headers: { Accept: 'application/json' } });
    return response.ok ? parseNoticesData(await response.json()) : null;
  } catch {
    return null;
  }
}

/**
 * The notices as the site publishes them now (src/lib/routes.ts, noticesDataPath), asked for when the app opens
 * and when it comes back to the screen: a notice published since the page was saved on the phone (a rain holiday
 * declared last night) shows without a second reload. The answer is checked; a wrong one is ignored, never shown.
 */
import * as v from 'valibot';
import type { NoticesData } from '../../content/index.ts';
import { noticesDataSchema } from '../shared/contract.ts';
import { noticesDataPath, type Lang } from '../../lib/routes.ts';

/** The published notices' data, checked (src/notices/shared/contract.ts): every notice well formed, or none of it. */
export function parseNoticesData(data: unknown): NoticesData | null {
  const result = v.safeParse(noticesDataSchema, data);
  return result.success ? result.output : null;
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

/**
 * The notices newer than the page (src/notices/after/fetch-notices.ts) and the urgent notices the parent has closed. The
 * banner and the notice lists show the newest the app knows: the build's until the published ones arrive.
 */
import { create } from 'zustand';
import type { NoticeView, NoticesData } from '../content/index.ts';
import { schoolDay } from '../lib/school-time.ts';

interface NoticesState {
  /** The notices as the site publishes them now, once the app has asked (null until then, or offline). */
  published: NoticesData | null;
  /** The urgent notices this parent closed (src/notices/closed.ts keeps them on the device). */
  closed: readonly string[];
  /** Takes notices as new as the page (built on `builtOn`) and as those already shown; an older answer is ignored. */
  setPublished: (published: NoticesData, builtOn: string) => void;
  setClosed: (closed: readonly string[]) => void;
}

export const useNotices = create<NoticesState>()((set) => ({
  published: null,
  closed: [],
  setPublished: (published, builtOn) =>
    set((state) =>
      published.today < builtOn || (state.published && published.today < state.published.today) ? state : { published },
    ),
  setClosed: (closed) => set({ closed }),
}));

/**
 * The published notices and the phone's day at the school (`deviceToday`: the notices are judged by it, not by
 * the day the site was built), once the app has them; null until then.
 */
export function usePublishedNotices(): { notices: readonly NoticeView[]; deviceToday: string } | null {
  const published = useNotices((s) => s.published);
  return published && { notices: published.notices, deviceToday: schoolDay(new Date()) };
}

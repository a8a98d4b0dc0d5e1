/**
 * A page that knows better than the route table what it is (a notice's own title and text) says so here; the
 * layout puts it in the document's head (src/app/layout.tsx). The served HTML already carries it.
 */
import { useEffect } from 'react';
import { create } from 'zustand';

export interface PageMeta {
  /** The address it is for: another page's override never applies. */
  path: string;
  title: string;
  description: string;
}

export const usePageMeta = create<{ meta: PageMeta | null; set: (meta: PageMeta | null) => void }>()((set) => ({
  meta: null,
  set: (meta) => set({ meta }),
}));

/** Says what the page at `path` is (its own title and description), while it is shown; nothing with no title. */
export function useOwnMeta(path: string, title: string, description: string): void {
  const set = usePageMeta((s) => s.set);
  useEffect(() => {
    if (!title) return;
    set({ path, title, description });
    return () => set(null);
  }, [path, title, description, set]);
}

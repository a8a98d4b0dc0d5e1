import { startTransition, useCallback, useEffect, useState } from 'react';
import { useLang } from '../../content/context.tsx';
import { identity } from '../../content/identity.ts';
import { GALLERY_UPDATED_EVENT } from '../../lib/sw-messages.ts';
import { fetchGalleries, galleryApiUrl, galleryYearUrl, type GalleryState } from '../../lib/gallery/gallery-client.ts';

export const GALLERY_URL = galleryApiUrl(identity.galleryApiBase, identity.gallerySiteKey);

/** An older school year's list, once asked for: on its way, loaded (its galleries), or failed. */
export type YearState = GalleryState;

/**
 * The gallery list: loaded once when the page opens, again on Retry, and when a newer list arrives; and each older
 * school year's list, when the parent asks for that year (issue 62: the first list holds the recent years only).
 */
export function useGalleries() {
  const lang = useLang();
  const [state, setState] = useState<GalleryState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [years, setYears] = useState<Record<string, YearState>>({});

  useEffect(() => {
    const controller = new AbortController();
    void fetchGalleries(GALLERY_URL, window.location.origin, lang, controller.signal).then((next) => {
      // A transition: a long list renders in short slices, and the page stays responsive meanwhile.
      if (!controller.signal.aborted) startTransition(() => setState(next));
    });
    return () => controller.abort();
  }, [attempt, lang]);

  useEffect(() => {
    const onUpdate = () => setAttempt((n) => n + 1);
    window.addEventListener(GALLERY_UPDATED_EVENT, onUpdate);
    return () => window.removeEventListener(GALLERY_UPDATED_EVENT, onUpdate);
  }, []);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  const loadYear = useCallback(
    (year: string) => {
      setYears((all) => ({ ...all, [year]: { status: 'loading' } }));
      void fetchGalleries(galleryYearUrl(GALLERY_URL, year), window.location.origin, lang).then((next) =>
        startTransition(() => setYears((all) => ({ ...all, [year]: next }))),
      );
    },
    [lang],
  );

  return { state, retry, years, loadYear };
}

import { startTransition, useCallback, useEffect, useState } from 'react';
import { useLang } from '../../content/context.tsx';
import { identity } from '../../content/identity.ts';
import { GALLERY_UPDATED_EVENT } from '../../lib/sw-messages.ts';
import { fetchGalleries, galleryApiUrl, type GalleryState } from '../../lib/gallery-client.ts';

export const GALLERY_URL = galleryApiUrl(identity.galleryApiBase, identity.gallerySiteKey);

/** The gallery list: loaded once when the page opens, again on Retry, and when a newer list arrives. */
export function useGalleries() {
  const lang = useLang();
  const [state, setState] = useState<GalleryState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

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

  return { state, retry };
}

import { useCallback, useEffect, useState } from 'react';
import { CACHE_NAMES } from '../../lib/cache-policy.ts';

export type KeptState = 'unknown' | 'not-kept' | 'keeping' | 'kept' | 'failed';

/**
 * Whether a PDF is kept on this phone, and a way to keep it: straight into the cache the service worker answers
 * PDFs from when there is no signal (sw/strategies.ts), so it opens at the school gate.
 */
export function useKept(url: string): { state: KeptState; keep: () => void } {
  const [state, setState] = useState<KeptState>('unknown');
  useEffect(() => {
    if (!('caches' in window)) return;
    let live = true;
    void caches
      .match(url, { cacheName: CACHE_NAMES.documents })
      .then((kept) => live && setState(kept ? 'kept' : 'not-kept'))
      .catch(() => live && setState('not-kept'));
    return () => {
      live = false;
    };
  }, [url]);
  const keep = useCallback(() => {
    setState('keeping');
    void caches
      .open(CACHE_NAMES.documents)
      .then((cache) => cache.add(url))
      .then(
        () => setState('kept'),
        () => setState('failed'),
      );
  }, [url]);
  return { state, keep };
}

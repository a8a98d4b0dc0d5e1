import { startTransition, useEffect, useState } from 'react';

/**
 * False until the page's `load` event (always false in the served HTML). What is not on the first screen
 * waits for it, so it never shares a slow connection with what is. The switch is a transition, like
 * useHydrated's.
 */
export function usePageLoaded(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const onLoad = () => startTransition(() => setLoaded(true));
    if (document.readyState === 'complete') return onLoad();
    window.addEventListener('load', onLoad, { once: true });
    return () => window.removeEventListener('load', onLoad);
  }, []);
  return loaded;
}

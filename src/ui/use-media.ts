import { useSyncExternalStore } from 'react';
import { media, type MediaName } from './breakpoints.ts';

/** Whether a named breakpoint query matches. The served HTML assumes it does not; CSS carries the layout. */
export function useMedia(name: MediaName): boolean {
  const query = media[name];
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

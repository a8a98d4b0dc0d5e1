import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** False in the served HTML and during hydration, true on every render after. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

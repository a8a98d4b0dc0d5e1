import { startTransition, useEffect, useState } from 'react';

/**
 * Whether the whole app has hydrated. Only the app knows (it hydrates in pieces: the layout, then each page
 * behind its Suspense boundary), so it says so with `markAppHydrated`. Parts mounted after that (a new page)
 * render as hydrated from their first render.
 */
let appIsHydrated = false;
let resolveAppHydrated: () => void = () => undefined;

/** Resolves once the app has hydrated: background work (the service worker, its caching) waits for it. */
export const appHydrated = new Promise<void>((resolve) => {
  resolveAppHydrated = resolve;
});

export function markAppHydrated(): void {
  appIsHydrated = true;
  resolveAppHydrated();
}

/**
 * False in the served HTML and during hydration, true after. The switch is a transition, so what the app adds
 * once hydrated (neighbouring slides, looping copies, notices) renders in short slices, not in one long task
 * (a store snapshot that differs from the server's would re-render every user synchronously).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(appIsHydrated);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

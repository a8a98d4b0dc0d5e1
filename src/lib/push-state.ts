/**
 * Whether this phone can have the school's notices pushed to it, and whether it asked: small, so the notices page
 * knows what to offer without loading the push code (src/lib/push-client.ts), which waits for the parent's tap.
 */
export type PushSupport = 'ready' | 'unsupported' | 'iphone-not-installed' | 'denied';

const SUBSCRIBED_KEY = 'push-subscribed';

const isIphone = () => /iphone|ipad|ipod/i.test(navigator.userAgent);
const isInstalled = () =>
  window.matchMedia('(display-mode: standalone)').matches ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

/** What this browser allows: an iPhone only once the site is on its Home Screen (iOS 16.4 or later). */
export function pushSupport(): PushSupport {
  if (isIphone() && !isInstalled()) return 'iphone-not-installed';
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window))
    return 'unsupported';
  return Notification.permission === 'denied' ? 'denied' : 'ready';
}

/** Whether this phone asked for notices (and has not stopped them). */
export const subscribedHere = (): boolean => {
  try {
    return localStorage.getItem(SUBSCRIBED_KEY) === '1';
  } catch {
    return false;
  }
};

export function rememberSubscribed(subscribed: boolean): void {
  try {
    if (subscribed) localStorage.setItem(SUBSCRIBED_KEY, '1');
    else localStorage.removeItem(SUBSCRIBED_KEY);
  } catch {
    // Storage refused: the page asks the browser next time instead.
  }
}

/**
 * The worker's news about data (not about itself): when the gallery list it keeps has changed, tell the
 * page. Attached at start-up, because the news can arrive before the rest of the service-worker bridge
 * (src/app/after/sw-bridge.ts) has loaded.
 */
import { CACHE_NAMES } from '../lib/cache-policy.ts';
import { GALLERY_UPDATED_EVENT } from '../lib/sw-messages.ts';

export function forwardWorkerBroadcasts(): void {
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent) => {
    const data = event.data as { meta?: string; payload?: { cacheName?: string } } | undefined;
    if (data?.meta === 'workbox-broadcast-update' && data.payload?.cacheName === CACHE_NAMES.galleryApi) {
      window.dispatchEvent(new Event(GALLERY_UPDATED_EVENT));
    }
  });
}

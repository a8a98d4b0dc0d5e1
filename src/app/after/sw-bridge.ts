/**
 * The one place that talks to the service worker: registration, the "ready offline" moment, updates
 * (announced, applied only when the visitor presses Reload). Loaded after the page is interactive, so it
 * never delays the first paint. News about data comes through src/app/sw-broadcasts.ts.
 */
import { searchedBefore } from '../../ui/search/searched.ts';
import { Workbox } from 'workbox-window';
import { identity } from '../../content/identity.ts';
import { images, type ImageFormat } from '../../content/images.ts';
import { parseGalleries } from '../../lib/gallery/gallery.ts';
import { galleryApiUrl } from '../../lib/gallery/gallery-client.ts';
import { COVER_SIZES, MAX_WIDTHS, pickWidth, resizedUrl, slotWidth } from '../../lib/gallery/gallery-images.ts';
import { warmList } from '../../lib/warm-list.ts';
import { usePwa } from '../../state/pwa-store.ts';
import { RELOAD_WITHIN_MS } from '../../lib/cache-policy.ts';
import { SKIP_WAITING, WARM_IMAGES, type WarmImagesMessage, type WarmImagesReply } from '../../lib/sw-messages.ts';
import { rememberLanguage } from '../language-choice.ts';
import type { Lang } from '../../lib/routes.ts';

const OFFLINE_READY_KEY = 'offline-ready-shown';
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** The format this browser chose for the pictures on this page (AVIF where supported). */
function pictureFormat(): ImageFormat {
  const current = [...document.images].map((img) => img.currentSrc).find((src) => src.includes('/media/'));
  return current?.endsWith('.webp') ? 'webp' : 'avif';
}

/** The visitor asked to save data: no background downloads. */
const savingData = () =>
  (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

async function warmImages(
  wb: Workbox,
  cache: WarmImagesMessage['cache'],
  urls: string[],
): Promise<WarmImagesReply | null> {
  if (urls.length === 0) return null;
  const message: WarmImagesMessage = { type: WARM_IMAGES, cache, urls };
  return (await wb.messageSW(message)) as WarmImagesReply;
}

/** Every site image, at the one size this screen uses, in its current version. */
const siteImageUrls = (versions: Record<string, string>): string[] =>
  warmList(images, versions, window.innerWidth, window.devicePixelRatio || 1, pictureFormat());

/**
 * The gallery's covers at the size the grid shows them on this screen (as src/lib/gallery/gallery-images.ts sizes
 * them), so /gallery shows its cards offline though it was never opened. The list comes from the worker's
 * cache (it fetched it at install). Without a resizer, the covers as sent.
 */
async function galleryCoverUrls(): Promise<string[]> {
  const response = await fetch(galleryApiUrl(identity.galleryApiBase, identity.gallerySiteKey), {
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`the gallery list answered ${response.status}`);
  const galleries = parseGalleries(await response.json(), window.location.origin) ?? [];
  const width = pickWidth(slotWidth(COVER_SIZES, window.innerWidth), window.devicePixelRatio || 1, MAX_WIDTHS.cover);
  const template = identity.galleryImageResizer;
  return galleries.flatMap((gallery) => {
    if (!gallery.coverImage) return [];
    const url = new URL(gallery.coverImage, window.location.origin).href;
    return [template ? resizedUrl(template, url, width, pictureFormat()) : url];
  });
}

/** Kept for this tab across the reload: the parent accepted the version waiting (sessionStorage, per tab). */
const UPDATE_ACCEPTED_KEY = 'update-accepted';

/** The parent's Reload, kept, read or forgotten; storage refused loses only that (the next load asks again). */
function accepted(change?: 'keep' | 'forget'): boolean {
  try {
    if (change === 'keep') sessionStorage.setItem(UPDATE_ACCEPTED_KEY, '1');
    if (change === 'forget') sessionStorage.removeItem(UPDATE_ACCEPTED_KEY);
    return sessionStorage.getItem(UPDATE_ACCEPTED_KEY) === '1';
  } catch {
    return false;
  }
}

/** The waiting version is told to take over; once it has, the parent's Reload is forgotten. */
function takeOver(wb: Workbox): void {
  wb.messageSkipWaiting();
  wb.addEventListener('controlling', () => accepted('forget'));
}

/**
 * Reload, pressed: the page reloads on the new version as soon as it takes over, and within RELOAD_WITHIN_MS
 * whatever the old worker is still doing (the page then comes from the network, and the new version takes over on
 * that load: see the 'waiting' listener).
 */
function applyUpdate(wb: Workbox): void {
  accepted('keep');
  let reloading = false;
  const reload = () => {
    if (reloading) return;
    reloading = true;
    window.location.reload();
  };
  wb.addEventListener('controlling', reload);
  void navigator.serviceWorker.getRegistration().then((registration) => {
    const next = registration?.waiting;
    next?.addEventListener('statechange', () => next.state === 'activated' && reload());
  });
  setTimeout(reload, RELOAD_WITHIN_MS);
  // The worker in charge ends the work it has under way (a request held by a slow network would hold the new version
  // back: sw/deadline.ts); this page is about to reload. Not on the next load's own take-over, which would end that
  // page's requests.
  navigator.serviceWorker.controller?.postMessage({ type: SKIP_WAITING });
  takeOver(wb);
}

function markOfflineReady() {
  document.documentElement.dataset.offlineReady = 'true';
  if (localStorage.getItem(OFFLINE_READY_KEY)) return;
  localStorage.setItem(OFFLINE_READY_KEY, '1');
  usePwa.getState().set({ offlineReady: true });
}

/** `lang`: the page's language. Installed from this page, the app opens in it. */
export function registerServiceWorker(lang: Lang): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  window.addEventListener('appinstalled', () => void rememberLanguage(lang), { once: true });
  const wb = new Workbox('/sw.js', { scope: '/' });

  wb.addEventListener('waiting', () => {
    // The parent pressed Reload on this version before, and the page reloaded before it took over: it takes over
    // now, without asking again (and without reloading the page the parent is reading).
    if (accepted()) return void takeOver(wb);
    usePwa.getState().set({ updateWaiting: true, applyUpdate: () => applyUpdate(wb) });
  });

  wb.register()
    .then(async (registration) => {
      if (!registration) return;
      // No version waits: a Reload kept from before has been carried out (the new version took over before this
      // load), and must not take a later update over without asking.
      if (!registration.waiting) accepted('forget');
      // Updates are checked for whatever happens to the images below.
      setInterval(
        () =>
          void registration
            .update()
            .catch((error: unknown) => console.warn('Could not check for a new version:', error)),
        UPDATE_CHECK_MS,
      );
      await navigator.serviceWorker.ready;
      // A phone that has searched gets this version's search code at once, so search works offline after an update.
      if (searchedBefore()) void import('../../ui/search/search-results.tsx').catch(() => undefined);
      if (await warmEverything(wb)) markOfflineReady();
    })
    // No worker (private browsing, blocked by policy): the site still works online, just not offline.
    .catch((error: unknown) => console.warn('This browser will not keep the site for offline reading:', error));
}

/**
 * Save the site's images and the gallery covers on the device. True only when every one of them was saved:
 * "Ready to work offline" is a promise to someone about to lose their signal. What failed is logged.
 */
async function warmEverything(wb: Workbox): Promise<boolean> {
  // The visitor asked to save data: no background downloads, so no promise of offline images either.
  if (savingData()) return false;
  const results = await Promise.allSettled([
    // Every image's version (src/lib/media.ts), for the one size of each kept: the pages carry only their own.
    import('virtual:school-image-versions').then(({ default: versions }) =>
      warmImages(wb, 'media', siteImageUrls(versions)),
    ),
    galleryCoverUrls().then((urls) => warmImages(wb, 'gallery', urls)),
  ]);
  return results.every((result, i) => {
    const what = i === 0 ? "the site's images" : 'the gallery covers';
    if (result.status === 'rejected') console.warn(`Could not save ${what} for offline reading:`, result.reason);
    else if (result.value && result.value.failed > 0)
      console.warn(`Could not save ${result.value.failed} of ${what} for offline reading.`);
    return result.status === 'fulfilled' && (!result.value || result.value.failed === 0);
  });
}

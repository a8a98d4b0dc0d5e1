/**
 * The language the installed app opens in: the one the visitor last chose with the language switch (or the
 * one they installed the app from). Kept where the service worker can read it (Cache Storage), since the
 * worker answers the app's start address (sw/sw.ts). Nothing else depends on it: no page redirects by language.
 */
import { CACHE_NAMES, LANGUAGE_CHOICE_KEY } from '../lib/cache-policy.ts';
import type { Lang } from '../lib/routes.ts';

export async function rememberLanguage(lang: Lang): Promise<void> {
  if (!('caches' in window)) return;
  try {
    const cache = await caches.open(CACHE_NAMES.choices);
    await cache.put(LANGUAGE_CHOICE_KEY, new Response(lang, { headers: { 'Content-Type': 'text/plain' } }));
  } catch {
    // Storage refused (private browsing): the app then opens in English.
  }
}

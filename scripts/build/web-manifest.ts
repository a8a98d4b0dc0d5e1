import type { ManifestOptions } from 'vite-plugin-pwa';
import type { Identity } from '../../src/lib/identity.ts';
import { APP_START_URL } from '../../src/lib/sw-messages.ts';

/**
 * The web app manifest, in English (one serves both languages): the full name where an install dialog shows it, the
 * short one under the icon on a home screen, which cuts what is longer.
 */
export function webManifest(identity: Identity): Partial<ManifestOptions> {
  return {
    id: '/',
    name: identity.schoolName,
    short_name: identity.names.en.short,
    description: `${identity.schoolName}, a residential higher secondary school for boys in Kerala: academics, admission, campus life and galleries, also offline.`,
    // The worker sends the app on to the language last chosen (sw/strategies.ts, appStart).
    start_url: APP_START_URL,
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    lang: 'en',
    dir: 'ltr',
    theme_color: '#0f3b57',
    background_color: '#fbf6ec',
    categories: ['education'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    screenshots: [
      {
        src: '/screenshots/wide.png',
        sizes: '1280x800',
        type: 'image/png',
        form_factor: 'wide',
        label: `${identity.names.en.short}: the home page`,
      },
      {
        src: '/screenshots/narrow.png',
        sizes: '390x844',
        type: 'image/png',
        form_factor: 'narrow',
        label: `${identity.names.en.short}: the home page on a phone`,
      },
    ],
  };
}

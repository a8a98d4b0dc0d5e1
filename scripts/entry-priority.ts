import type { Plugin } from 'vite';

/**
 * The served HTML paints before any script runs, and the entry module only starts the app after the page
 * has loaded (src/main.tsx). So the entry, one file that imports nothing (vite.config.ts), is fetched at low
 * priority: it never competes with the stylesheet or the hero image, and the first paint does not wait for it.
 * It is async: it runs as soon as it arrives, so taps are held from then on (src/app/early-events.ts), even
 * before the HTML has all been read. (Deferred, it ran at the end of parsing, in the task that styles and lays
 * out the whole page: one long task, which Lighthouse's simulated phone placed after the script's slow download.)
 */
export function entryPriorityPlugin(): Plugin {
  return {
    name: 'school-entry-priority',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace(/<script type="module"(?![^>]*fetchpriority)/g, '<script type="module" async fetchpriority="low"'),
    },
  };
}

import type { Plugin } from 'vite';

/**
 * The served HTML paints before any script runs, and the entry module only starts the app after the page
 * has loaded (src/main.tsx). So the entry, one file that imports nothing (vite.config.ts), is fetched at low
 * priority: it never competes with the stylesheet or the hero image, and the first paint does not wait for it.
 * It is async: it runs as soon as it arrives, so taps are held from then on (src/app/early-events.ts), even
 * before the HTML has all been read, and it is never run in the task that lays the finished page out.
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

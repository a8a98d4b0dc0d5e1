import type { Plugin } from 'vite';

/**
 * The served HTML paints before any script runs, and the entry module only starts the app after the page
 * has loaded (src/main.tsx). So the entry and the modules it preloads are fetched at low priority: they never
 * compete with the stylesheet or the hero image, and the first paint waits for none of them.
 */
export function entryPriorityPlugin(): Plugin {
  return {
    name: 'school-entry-priority',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html
          .replace(/<script type="module"(?![^>]*fetchpriority)/g, '<script type="module" fetchpriority="low"')
          .replace(/<link rel="modulepreload"(?![^>]*fetchpriority)/g, '<link rel="modulepreload" fetchpriority="low"'),
    },
  };
}

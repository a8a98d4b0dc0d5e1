import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

/**
 * Parsing ends only once the stylesheet is in. Chrome's autofill lays the page out as soon as the HTML has been
 * read, wherever there is a form field (the Admission pages' enquiry); when the stylesheet was still on its way,
 * that was a layout of the unstyled page, thrown away a moment later: on /ml/admission about 60 ms of main thread
 * (unstyled Malayalam text has no font, and every word is a fallback search), the longest task after the first
 * paint in Lighthouse's simulated phone. A deferred classic script waits for the stylesheets before it runs, and
 * the end of parsing (DOMContentLoaded) waits for it, so that layout is the real one and the first paint reuses
 * it. The script itself does nothing; it is a few bytes, fetched alongside the stylesheet, and precached.
 * (The entry cannot do this: it is async, so that it runs and holds taps as soon as it arrives.)
 */
const source = '/* Does nothing: its place in the page makes parsing end after the stylesheet (scripts/styles-first.ts). */\n';
export const stylesFirstFile = `assets/styles-first-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`;

export function stylesFirstPlugin(): Plugin {
  return {
    name: 'school-styles-first',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: stylesFirstFile, source });
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => [{ tag: 'script', attrs: { defer: true, src: `/${stylesFirstFile}` }, injectTo: 'head' }],
    },
  };
}

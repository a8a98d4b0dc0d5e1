import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

/**
 * On a page with a form field, parsing ends only once the stylesheet is in. Chrome's autofill lays the page out as
 * soon as the HTML has been read, wherever there is a form field (the Admission pages' enquiry); when the
 * stylesheet was still on its way, that was a layout of the unstyled page, thrown away a moment later: on
 * /ml/admission about 60 ms of main thread (unstyled Malayalam text has no font, and every word is a fallback
 * search), the longest task after the first paint in Lighthouse's simulated phone. A deferred classic script waits
 * for the stylesheets before it runs, and the end of parsing (DOMContentLoaded) waits for it, so that layout is the
 * real one and the first paint reuses it. The script itself does nothing; it is a few bytes, fetched alongside the
 * stylesheet, and precached. (The entry cannot do this: it is async, so that it runs and holds taps as soon as it
 * arrives.) Pages without a form field do without it: there it would be one more request beside the stylesheet
 * before the first paint, for nothing (Lighthouse's simulated phone puts LCP about 5% later for it).
 */
const source = '/* Does nothing: its place in the page makes parsing end after the stylesheet (scripts/styles-first.ts). */\n';
export const stylesFirstFile = `assets/styles-first-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`;
export const stylesFirstTag = `<script defer src="/${stylesFirstFile}"></script>`;

/** A field Chrome's autofill looks at. */
export const hasFormField = (html: string): boolean => /<(input|select|textarea)\b/i.test(html);

/** The page with the script right after its stylesheet, if it has a form field. */
export function withStylesFirst(html: string): string {
  if (!hasFormField(html) || html.includes(stylesFirstTag)) return html;
  return html.replace(/<link rel="stylesheet"[^>]*>/, (link) => `${link}\n    ${stylesFirstTag}`);
}

export function stylesFirstPlugin(): Plugin {
  return {
    name: 'school-styles-first',
    apply: 'build',
    // After the pages are prerendered (vite-prerender-plugin, also `post`): only then is it known which have a form.
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        this.emitFile({ type: 'asset', fileName: stylesFirstFile, source });
        for (const file of Object.values(bundle)) {
          if (file.type === 'asset' && file.fileName.endsWith('.html') && typeof file.source === 'string') {
            file.source = withStylesFirst(file.source);
          }
        }
      },
    },
  };
}

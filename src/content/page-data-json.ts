/**
 * How a written page carries its own lists (./page-data.tsx): the prerenderer's alone (src/prerender.tsx), so none of
 * it is in the app's code.
 */
import type { RouteKey } from '../lib/routes.ts';
import type { DocumentData } from './page-data-html.ts';
import type { PageData } from './page-data.tsx';

/**
 * What a page lists for a browser without JavaScript alone, in <noscript> (which the app never draws): written into
 * the served page, never into its data.
 */
const NO_SCRIPT_ONLY: Partial<Record<keyof PageData, string>> = { search: 'listing' };

/**
 * The data as the page's HTML holds it (a `key` route's): JSON that no `</script>` or `<!--` in a notice can end early,
 * without what only a browser without JavaScript reads.
 */
export function documentDataJson(data: DocumentData, key?: RouteKey): string {
  const dropped = key && NO_SCRIPT_ONLY[key as keyof PageData];
  const page =
    dropped && data.page && typeof data.page === 'object'
      ? Object.fromEntries(Object.entries(data.page).filter(([name]) => name !== dropped))
      : data.page;
  return JSON.stringify({ ...data, page })
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Size budgets shared by the checks of dist/ and the years benchmark's. */

/**
 * Precache budget: the whole app in both languages (every route's HTML, code, styles, icons and the Malayalam
 * font), uncompressed; about a third of that travels, compressed. A page is about 28 KB of it: the budget grew
 * from 1 MiB with the notices and the parents' pages, and by 0.1 MiB with search (its field in every page's header,
 * the search page in both languages). What the years add is not in it: each notice's page and the archives' are kept
 * when visited, and the notices, calendar and search pages hold a page's worth whatever the years (issue 62; checked
 * with ten years of content by tests/e2e/years.spec.ts).
 */
export const PRECACHE_BUDGET_BYTES = 1.5 * 1024 * 1024;

/**
 * What every page's words file has besides its own words: the page's name in the menu and the footer, and its
 * title, description and photo for search engines and link previews. The build gathers these into the site-wide
 * words (scripts/build/content/module.ts), so every page's menu shows every page's name.
 */
import type * as v from 'valibot';
import { routes, type PageName } from '../../lib/routes.ts';
import { image, paragraph, words } from './fields.ts';
import { group } from './structure.ts';

/** How search engines and link previews (WhatsApp, Facebook) show a page. */
export const searchAndSharing = () =>
  group('Search and sharing', 'How search engines and link previews (WhatsApp, Facebook) show this page.', {
    title: words(
      'Title',
      "The page's title in the browser tab and in search results. The school's name is added after it (but on the home page).",
    ),
    description: paragraph(
      'Description',
      'One or two sentences shown under the title in search results and link previews.',
    ),
    image: image('Preview photo', 'The photo shown when a link to this page is shared.'),
  });

/** The top of a page: its main heading and the sentence under it. */
export const pageTop = (hint = "The page's heading and first sentence.") =>
  group('Top of the page', hint, {
    heading: words('Heading', "The page's main heading."),
    text: paragraph('Introduction', 'The sentence under the heading.'),
  });

/** The office's name of a page: its route's (src/lib/routes.ts). */
const labelOf = (name: PageName): string => routes.find((route) => route.page === name)?.label ?? name;

/** A page's words: its name in the menu, its own fields, then how search engines show it. */
export const page = <const E extends v.ObjectEntries>(name: PageName, hint: string, entries: E) =>
  group(labelOf(name), hint, {
    menuName: words('Name in the menu', `How the menu and the footer name the ${labelOf(name)}.`),
    ...entries,
    meta: searchAndSharing(),
  });

/** A page's own words, without what the build gathers into the site-wide words. */
export type OwnWords<T> = Omit<T, 'menuName' | 'meta'>;

/**
 * The search page (src/content/<language>/search.yaml): its heading, and the words over the list of what the
 * site has published, which is all a browser without JavaScript shows. The search's own words (the field, the
 * results) are the site's, in Site words › Search: the header searches too.
 */
import * as v from 'valibot';
import { paragraph, words } from './fields.ts';
import { group } from './structure.ts';
import { page, pageTop } from './page.ts';

export const searchPageSchema = page(
  'search',
  'The search page: a field that finds any page, notice, date, document or gallery, and a list of them all by kind.',
  {
    intro: pageTop(),
    everything: words(
      'Heading of the list',
      'The heading over the list a browser without JavaScript shows: every page, and the newest of each kind.',
    ),
    earlier: paragraph(
      'Older years',
      "Under the list, which holds this school year's and last year's: where the older notices and dates are.",
    ),
    kinds: group('Kinds', 'The heading over each kind in the list.', {
      page: words('Pages', 'Over the pages.'),
      notice: words('Notices', 'Over the notices, past ones too.'),
      date: words('Dates', "Over the calendar's dates."),
      document: words('Documents', 'Over the documents.'),
      gallery: words('Galleries', 'Over the galleries.'),
    }),
  },
);

export type SearchPageWords = v.InferOutput<typeof searchPageSchema>;

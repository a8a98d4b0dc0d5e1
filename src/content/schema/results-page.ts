/** The results page's words (src/content/<language>/results.yaml); the results themselves are in Results. */
import * as v from 'valibot';
import { paragraph, words } from './fields.ts';
import { group } from './structure.ts';
import { page, pageTop } from './page.ts';
import { RESULT_STREAMS } from './results.ts';

const streamNames = group(
  'Streams',
  'How the page names each stream.',
  Object.fromEntries(
    Object.entries(RESULT_STREAMS).map(([stream, name]) => [stream, words(name, `The ${name} stream's name.`)]),
  ) as Record<keyof typeof RESULT_STREAMS, ReturnType<typeof words>>,
);

export const resultsPageSchema = page(
  'results',
  'The words of the results page: the results themselves are in Results. The page is built, and in the menus, once there is a year of results.',
  {
    intro: pageTop(),
    chart: group('Chart', 'The chart of pass rates, year by year.', {
      heading: words('Heading', 'The heading over the chart.'),
      text: paragraph('Text', 'A sentence under the chart: what it shows.'),
    }),
    year: words('A year', 'The heading over one year’s results; {year} is the year.', { tokens: ['year'] }),
    streams: streamNames,
    columns: group('Table', 'The headings of the tables of results.', {
      year: words('"Year"', 'The first column of the earlier years.'),
      stream: words('"Stream"', 'The first column.'),
      appeared: words('"Appeared"', 'How many sat the examination.'),
      passed: words('"Passed"', 'How many passed.'),
      rate: words('"Pass rate"', 'The share who passed.'),
      fullAPlus: words('"Full A+"', 'How many had A+ in every subject.', { anyLanguage: true }),
      highest: words('"Highest"', 'The highest marks.'),
    }),
    toppers: words('"Toppers"', 'The heading over the toppers of a year.'),
    older: words('"Earlier years"', 'The heading over the years before the last three.'),
  },
);

export type ResultsPageWords = v.InferOutput<typeof resultsPageSchema>;

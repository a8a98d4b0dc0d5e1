/**
 * The school's results (src/content/<language>/results/<year>-<stream>.yaml, one file per year and stream, under
 * the same name in both languages): how many sat the Plus Two examination, how many passed, how many had A+ in
 * every subject, the highest marks, and the toppers whose families agreed to be named. The results page
 * (/results/) shows them once there is one; its words are results.yaml.
 */
import * as v from 'valibot';
import type { Stream } from '../../lib/streams.ts';
import { choice, words, yesNo } from './fields.ts';
import { percent, wholeNumber } from './numbers.ts';
import { group, list, type NameRule } from './structure.ts';
import { optionalPhoto } from './uploads.ts';

export const RESULT_STREAMS = {
  science: 'Science',
  commerce: 'Commerce',
  humanities: 'Humanities',
} as const satisfies Record<Stream, string>;

/** Where the toppers' photos are kept, as the editor uploads them. */
export const TOPPER_PHOTOS = 'media/toppers';

export const FIRST_YEAR = 2000;
export const LAST_YEAR = 2100;

const topper = group('Topper', 'A student named with the family’s consent.', {
  name: words('Name', 'The student’s name, as the family agreed it may be written.', { anyLanguage: true }),
  marks: percent('Marks (%)', 'The marks as a percentage, such as 99.5.'),
  photo: optionalPhoto(
    'Photo',
    'A photo of the student’s face, only if the family agreed to it too. The site shows it small and round, cropped to a square around the face. Leave empty for none.',
    TOPPER_PHOTOS,
  ),
  consent: v.pipe(
    yesNo(
      'The family agreed',
      'Yes only once the student’s family has agreed, in writing, to the name (and marks) being on the website.',
    ),
    v.check((agreed) => agreed, 'is not yes: a topper is named only with the family’s consent'),
  ),
});

const fields = group(
  'Results',
  "One year's Plus Two results of one stream, for the results page. The file is named by its year and stream.",
  {
    year: wholeNumber('Year', 'The year of the examination, such as 2026.', { min: FIRST_YEAR, max: LAST_YEAR }),
    stream: choice('Stream', 'The stream these results are of.', RESULT_STREAMS),
    appeared: wholeNumber('Appeared', 'How many students sat the examination.', { min: 1 }),
    passed: wholeNumber('Passed', 'How many of them passed (qualified for higher studies).'),
    fullAPlus: wholeNumber('Full A+', 'How many had A+ in every subject.'),
    highest: percent('Highest marks (%)', 'The highest marks in the stream, as a percentage, such as 99.5.'),
    toppers: list('Toppers', 'The students to name, with their families’ consent. Leave empty to name none.', topper, {
      min: 0,
      max: 10,
      summary: '{{fields.name}}',
    }),
  },
);

type Result = v.InferOutput<typeof fields>;

export const resultSchema = v.pipe(
  fields,
  v.forward(
    v.check<Result, string>((r) => r.passed <= r.appeared, 'is more than appeared'),
    ['passed'],
  ),
  v.forward(
    v.check<Result, string>((r) => r.fullAPlus <= r.passed, 'is more than passed'),
    ['fullAPlus'],
  ),
);

export type ResultEntry = v.InferOutput<typeof resultSchema>;

/** A year's results of a stream are one file, named by both: a year written twice is a file that exists. */
export const resultFileName = (year: unknown, stream: unknown): string => `${String(year)}-${String(stream)}`;

export const namedByYearAndStream: NameRule = (name, { year, stream }) => {
  const named = resultFileName(year, stream);
  if (typeof year !== 'number' || typeof stream !== 'string' || name === named) return null;
  return name.startsWith(`${named}-`)
    ? `should be ${named}, and that file is already there: the ${year} ${RESULT_STREAMS[stream as Stream] ?? stream} results are written once (open that entry to change them)`
    : `should be named ${named}, by its year and stream`;
};

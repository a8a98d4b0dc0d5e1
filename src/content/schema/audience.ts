/**
 * Whom a notice or a date is for (src/lib/classes.ts): the whole school unless the office chooses a year, a stream,
 * or both. One value for both languages; a file written before these were asked is the whole school's. The years and
 * streams are src/lib/classes.ts's and src/lib/streams.ts's: one missing a label here is a type error.
 */
import * as v from 'valibot';
import { choice } from './fields.ts';
import type { Year } from '../../lib/classes.ts';
import type { Stream } from '../../lib/streams.ts';

export const audienceFields = {
  year: v.optional(
    choice(
      'For which year',
      "Whose parents this is for: the whole school, or one year's. Parents who chose their son's class see what is for his class first.",
      { all: 'The whole school', plusOne: 'Plus One', plusTwo: 'Plus Two' } satisfies Record<'all' | Year, string>,
    ),
    'all',
  ),
  stream: v.optional(
    choice('For which stream', 'Every stream, or one (with the year above: that year of that stream only).', {
      all: 'Every stream',
      science: 'Science',
      commerce: 'Commerce',
      humanities: 'Humanities',
    } satisfies Record<'all' | Stream, string>),
    'all',
  ),
};

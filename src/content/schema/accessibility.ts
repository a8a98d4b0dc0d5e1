/**
 * The accessibility statement (src/content/<language>/accessibility.yaml): the standard the site meets, how that is
 * checked, what falls short, and whom to tell. Keep it true to what the tests really check (tests/e2e/a11y.spec.ts).
 */
import * as v from 'valibot';
import { paragraph, words } from './fields.ts';
import { group, list } from './structure.ts';
import { page, pageTop } from './page.ts';

export const accessibilitySchema = page(
  'accessibility',
  "The accessibility statement: the standard the site meets, how it is checked, what falls short and whom to tell. Linked from every footer. Keep it true to what the site's tests check.",
  {
    intro: pageTop(),
    sections: list(
      'Sections',
      'Each part of the statement: a heading and its text.',
      group('Section', 'One part.', {
        heading: words('Heading', "The part's heading."),
        text: paragraph('Text', 'What it says.'),
      }),
      { min: 1, max: 10, summary: '{{fields.heading}}' },
    ),
    contact: group('Whom to tell', 'Whom to tell of a barrier on the site.', {
      heading: words('Heading', 'The heading.'),
      text: paragraph('Text', "How to tell the school; {email} is the school's e-mail address."),
    }),
  },
);

export type AccessibilityWords = v.InferOutput<typeof accessibilitySchema>;

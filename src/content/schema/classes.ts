/**
 * The words of a son's class (issue 57): the names of the years and streams, the line on a notice or date for one
 * class, and the choice a parent makes on the phone ("My son is in ...") that puts his class's notices and dates first.
 */
import { paragraph, words } from './fields.ts';
import { group } from './structure.ts';

export const classWords = group(
  'Classes',
  "Whom a notice or a date is for, and the choice a parent makes on the phone of their son's class (kept on the phone only).",
  {
    plusOne: words('"Plus One"', 'The name of the first year.'),
    plusTwo: words('"Plus Two"', 'The name of the second year.'),
    science: words('"Science"', 'The name of the science stream.'),
    commerce: words('"Commerce"', 'The name of the commerce stream.'),
    humanities: words('"Humanities"', 'The name of the humanities stream.'),
    forClass: words(
      '"For ... parents"',
      'On a notice or date for one class; {class} is the class, such as "Plus Two Science".',
      {
        tokens: ['class'],
      },
    ),
    myClasses: words('"My son is in"', 'The choice of classes on the home, notices and calendar pages.'),
    everyClass: words(
      'Nothing chosen',
      'Shown after "My son is in" before a parent has chosen, such as "(not chosen)".',
    ),
    hint: paragraph(
      'What the choice does',
      'Under the classes: that his class comes first, nothing is hidden, and the choice stays on the phone.',
    ),
    save: words('Save button', 'Such as "Show his class first".'),
    clear: words('Clear button', 'Such as "Show every class alike".'),
    otherNotices: words("Other classes' notices", 'Over the notices for other classes, folded; {count} is how many.', {
      tokens: ['count'],
    }),
    otherUrgent: words(
      "Other classes' urgent notices",
      'Over the urgent notices for other classes, folded at the top of every page; {count} is how many.',
      {
        tokens: ['count'],
      },
    ),
    otherDates: words("Other classes' dates", 'Over the dates for other classes, folded; {count} is how many.', {
      tokens: ['count'],
    }),
    classFeed: words(
      "His class's calendar",
      'The calendar to subscribe to of the class chosen, on the calendar page; {class} is the class.',
      {
        tokens: ['class'],
      },
    ),
  },
);

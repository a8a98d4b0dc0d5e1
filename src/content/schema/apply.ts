/**
 * How to apply, and the fees, on the Admission page (src/content/<language>/admission.yaml): the places for the
 * school's own facts. Each part shows only once the school has filled it in; the words around them are ready.
 */
import * as v from 'valibot';
import { date, optionalWords, paragraph, words } from './fields.ts';
import { rupees } from './numbers.ts';
import { group, list } from './structure.ts';
import { paymentSchema } from './payment.ts';

const optionalDate = (label: string, hint: string) => date(label, hint, { optional: true });

export const applySchema = group(
  'How to apply',
  'Who may apply, the steps, the documents and the key dates. A part left empty is not shown; with no dates, no countdown is shown.',
  {
    heading: words('Heading', 'The heading of the section.'),
    intro: optionalWords('Introduction', 'A sentence under the heading. Leave empty for none.', { multiline: true }),
    eligibilityHeading: words('"Who can apply" heading', 'The heading over who can apply.'),
    eligibility: optionalWords(
      'Who can apply',
      'Who can apply, in a few sentences (the classes, the marks or the age asked for).',
      { multiline: true },
    ),
    stepsHeading: words('"Steps" heading', 'The heading over the steps.'),
    steps: list('Steps', 'The steps of applying, in order, one sentence each.', paragraph('Step', 'One step.'), {
      min: 0,
      max: 12,
    }),
    documentsHeading: words('"Documents" heading', 'The heading over the checklist of documents.'),
    documents: list(
      'Documents',
      'The documents to bring or send, one each (a parent ticks them off).',
      words('Document', 'One document.'),
      { min: 0, max: 20 },
    ),
    datesHeading: words('"Key dates" heading', 'The heading over the key dates.'),
    dates: group('Key dates', "The dates of this year's admission. Leave a date empty if it is not fixed yet.", {
      opens: optionalDate('Applications open', 'The first day applications are taken.'),
      closes: optionalDate('Applications close', 'The last day applications are taken.'),
      test: optionalDate('Entrance test', 'The day of the entrance test.'),
      results: optionalDate('Results', 'The day the results are given.'),
    }),
    dateLabels: group('Names of the dates', 'How each date is named on the page.', {
      opens: words('Applications open', 'The name of the first day.'),
      closes: words('Applications close', 'The name of the last day.'),
      test: words('Entrance test', 'The name of the test day.'),
      results: words('Results', 'The name of the results day.'),
    }),
    window: group(
      'Countdown',
      'The line on the home page and here while applications are open (or about to, or closed).',
      {
        before: words('Before', 'Before applications open; {date} is the day they open.', { tokens: ['date'] }),
        open: words('Open', 'While open; {n} is how many days are left, {date} the last day.', {
          tokens: ['n', 'date'],
        }),
        tomorrow: words('Closing tomorrow', 'The day before the last; {date} is the last day.', { tokens: ['date'] }),
        lastDay: words('Last day', 'On the last day; {date} is the day.', { tokens: ['date'] }),
        closed: words('Closed', 'After the last day; {date} is the day they closed.', { tokens: ['date'] }),
        link: words('Link', 'The link from the home page to how to apply.'),
      },
    ),
  },
);

export const feesSchema = group(
  'Fees',
  'The fees, in rupees, with what each is for and how often; the instalments and their due dates; the refund rule. Not shown until the school enters a fee.',
  {
    heading: words('Heading', 'The heading of the section.'),
    intro: optionalWords(
      'Introduction',
      'A sentence under the heading, such as the year the fees are for. Leave empty for none.',
      { multiline: true },
    ),
    items: list(
      'Fees',
      'Each fee: what it is for (tuition, hostel, food, coaching, deposit), the amount in rupees, and how often.',
      group('Fee', 'One fee.', {
        item: words('What for', 'Such as "Tuition" or "Hostel and food".'),
        amount: rupees('Amount (₹)', 'The amount in rupees, digits only, such as 120000.'),
        period: words('How often', 'Such as "a year", "a term" or "once".'),
      }),
      { min: 0, max: 20, summary: '{{fields.item}}' },
    ),
    itemLabel: words('"What for" column', 'The heading of the first column.'),
    amountLabel: words('"Amount" column', 'The heading of the amounts.'),
    periodLabel: words('"How often" column', 'The heading of the third column.'),
    instalmentsHeading: words('"Instalments" heading', 'The heading over the instalments.'),
    instalments: list(
      'Instalments',
      'How the fees may be paid in parts: each part, its amount and the day it is due.',
      group('Instalment', 'One instalment.', {
        name: words('Instalment', 'Such as "First instalment".'),
        amount: rupees('Amount (₹)', 'The amount in rupees, digits only.'),
        due: date('Due by', 'The last day to pay it.'),
      }),
      { min: 0, max: 12, summary: '{{fields.name}}' },
    ),
    instalmentLabel: words('"Instalment" column', 'The heading of the first column of the instalments.'),
    dueLabel: words('"Due by" column', 'The heading of the due dates.'),
    refundHeading: words('"Refunds" heading', 'The heading over the refund rule.'),
    refund: optionalWords('Refunds and withdrawal', 'What is refunded if a student withdraws, and until when.', {
      multiline: true,
    }),
    payment: paymentSchema,
  },
);

export type ApplyContent = v.InferOutput<typeof applySchema>;
export type FeesContent = v.InferOutput<typeof feesSchema>;
